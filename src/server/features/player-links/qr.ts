import QRCode from 'qrcode';

/*
 * The QR code of a player's link (the qrcode package). Medium error correction: it survives a crease or a
 * smudge on a printed flyer and stays a small, quick-to-scan symbol for a URL of this length.
 */
const ERROR_CORRECTION = 'M' as const;
const NAVY = '#0B1F3A';

/** A PNG of the code, navy on white with the standard quiet zone, `width` pixels square. */
export function qrPng(url: string, width = 768): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: 4,
    width,
    color: { dark: NAVY, light: '#FFFFFF' },
  });
}

/** The code's modules (true = dark), row by row, to draw as vectors (the flyer prints sharp at any size). */
export function qrModules(url: string): boolean[][] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: ERROR_CORRECTION });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
  );
}
