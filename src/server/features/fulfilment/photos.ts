import type { Context } from 'hono';
import {
  DELIVERY_PHOTO_MAX_BYTES,
  PHOTO_MISSING,
  PHOTO_TOO_LARGE,
  PHOTO_WRONG_TYPE,
} from '../../../shared/schemas/fulfilment';
import type { DELIVERY_PHOTO_TYPES } from '../../db/schema';
import { AppError } from '../../http/errors';

export type PhotoType = (typeof DELIVERY_PHOTO_TYPES)[number];

/** Room for a multipart envelope around a photo of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => new AppError(413, 'PHOTO_TOO_LARGE', PHOTO_TOO_LARGE);

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

/** The request body, up to `limit` bytes: a longer one is refused as soon as it is seen to be longer. */
async function readLimited(c: Context, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(new ArrayBuffer(0));
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const all = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
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
    const raw = await readLimited(c, DELIVERY_PHOTO_MAX_BYTES + MULTIPART_OVERHEAD);
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
    bytes = await readLimited(c, DELIVERY_PHOTO_MAX_BYTES);
  }
  if (bytes.byteLength === 0) throw new AppError(400, 'PHOTO_MISSING', PHOTO_MISSING);
  const type = sniffPhotoType(bytes);
  if (!type) throw new AppError(400, 'PHOTO_WRONG_TYPE', PHOTO_WRONG_TYPE);
  return { bytes: Buffer.from(bytes), type };
}
