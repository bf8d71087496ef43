import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text a QR code PNG holds, or null when none is found. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
