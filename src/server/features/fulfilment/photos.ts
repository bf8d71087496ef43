import type { Context } from 'hono';
import {
  DELIVERY_PHOTO_MAX_BYTES,
  PHOTO_MISSING,
  PHOTO_TOO_LARGE,
  PHOTO_WRONG_TYPE,
} from '../../../shared/schemas/fulfilment';
import type { BodyLimit } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { DELIVERY_PHOTO_TYPES } from '../../db/schema';
import { bodyTooLarge } from '../../http/body-limit';

export type PhotoType = (typeof DELIVERY_PHOTO_TYPES)[number];

/** Room for a multipart envelope around a photo of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => bodyTooLarge('PHOTO_TOO_LARGE', PHOTO_TOO_LARGE);

/** The upload route's body limit: a photo of the largest size in its multipart envelope. */
export const PHOTO_BODY_LIMIT: BodyLimit = {
  bytes: DELIVERY_PHOTO_MAX_BYTES + MULTIPART_OVERHEAD,
  error: tooLarge,
};

/**
 * The image type of `bytes`, read from its first bytes (its "magic number"): whatever name or type the
 * browser sent, a file is a JPEG, a PNG or a WebP image only if it starts like one.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (offset: number, ...expected: number[]) =>
    bytes.length >= offset + expected.length && expected.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // RIFF....WEBP
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/**
 * The uploaded photo, from a multipart form (its 'photo' field, or its only file) or from the raw body,
 * checked: at most 2 MB (413) and a JPEG, PNG or WebP image by its content (400).
 */
export async function readPhoto(c: Context): Promise<{ bytes: Buffer; type: PhotoType }> {
  // The boundary is case-sensitive: only the type itself is compared in lower case.
  const contentType = c.req.header('content-type') ?? '';
  let bytes: Uint8Array;
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const raw = await c.req.arrayBuffer();
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new AppError(400, 'MALFORMED_FORM', 'The upload could not be read. Please try again.');
    }
    const named = form.get('photo');
    const file = named instanceof Blob ? named : [...form.values()].find((v) => v instanceof Blob);
    if (!(file instanceof Blob)) throw new AppError(400, 'PHOTO_MISSING', PHOTO_MISSING);
    if (file.size > DELIVERY_PHOTO_MAX_BYTES) throw tooLarge();
    bytes = new Uint8Array(await file.arrayBuffer());
  } else {
    bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > DELIVERY_PHOTO_MAX_BYTES) throw tooLarge();
  }
  if (bytes.byteLength === 0) throw new AppError(400, 'PHOTO_MISSING', PHOTO_MISSING);
  const type = sniffPhotoType(bytes);
  if (!type) throw new AppError(400, 'PHOTO_WRONG_TYPE', PHOTO_WRONG_TYPE);
  return { bytes: Buffer.from(bytes), type };
}
