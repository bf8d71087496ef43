import type { Context } from 'hono';
import type { BodyLimit } from '../core/deps';
import { AppError } from '../core/errors';
import { bodyTooLarge } from './body-limit';

/*
 * One file sent by a form (a delivery photo, an expense's receipt): from a multipart form (its named field,
 * or its only file) or the raw body, at most its size, and of an accepted type by its content, whatever
 * name or type the browser sent.
 */

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface UploadRule<T extends string> {
  /** The multipart field, and the prefix of the error codes (PHOTO_TOO_LARGE...). */
  field: string;
  code: string;
  maxBytes: number;
  /** The file's type from its first bytes, or null when it is not one accepted. */
  sniff: (bytes: Uint8Array) => T | null;
  messages: { tooLarge: string; missing: string; wrongType: string };
}

/** Room for a multipart envelope around a file of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;

const startsWith = (bytes: Uint8Array, offset: number, ...expected: number[]) =>
  bytes.length >= offset + expected.length && expected.every((byte, i) => bytes[offset + i] === byte);

/** A JPEG, PNG or WebP image by its first bytes (its "magic number"). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, 0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (startsWith(bytes, 0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, 0, 0x52, 0x49, 0x46, 0x46) && startsWith(bytes, 8, 0x57, 0x45, 0x42, 0x50)) {
    return 'image/webp';
  }
  return null;
}

/** A PDF by its first bytes ('%PDF-'). */
export const isPdf = (bytes: Uint8Array) => startsWith(bytes, 0, 0x25, 0x50, 0x44, 0x46, 0x2d);

const tooLarge = <T extends string>(rule: UploadRule<T>) =>
  bodyTooLarge(`${rule.code}_TOO_LARGE`, rule.messages.tooLarge);

/** The upload route's body limit: a file of the largest size in its multipart envelope. */
export function uploadBodyLimit<T extends string>(rule: UploadRule<T>): BodyLimit {
  return { bytes: rule.maxBytes + MULTIPART_OVERHEAD, error: () => tooLarge(rule) };
}

/** The uploaded file, checked: at most its size (413) and of an accepted type by its content (400). */
export async function readUpload<T extends string>(
  c: Context,
  rule: UploadRule<T>,
): Promise<{ bytes: Buffer; type: T }> {
  const missing = () => new AppError(400, `${rule.code}_MISSING`, rule.messages.missing);
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
    const named = form.get(rule.field);
    const file = named instanceof Blob ? named : [...form.values()].find((v) => v instanceof Blob);
    if (!(file instanceof Blob)) throw missing();
    if (file.size > rule.maxBytes) throw tooLarge(rule);
    bytes = new Uint8Array(await file.arrayBuffer());
  } else {
    bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > rule.maxBytes) throw tooLarge(rule);
  }
  if (bytes.byteLength === 0) throw missing();
  const type = rule.sniff(bytes);
  if (!type) throw new AppError(400, `${rule.code}_WRONG_TYPE`, rule.messages.wrongType);
  return { bytes: Buffer.from(bytes), type };
}
