/**
 * Whole-file checks of the three picture formats we accept: a file must end exactly where its format says it
 * ends (PNG by walking its chunks to IEND, JPEG by its end marker, BMP by its size field). A valid PNG with an HTML page appended (a polyglot) or a JPEG with
 * a script after its end marker is refused, not just sniffed by its first bytes.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: signature, IHDR first, chunks by their lengths, IEND (empty) as the very last bytes. */
export function isWholePng(b: Buffer): boolean {
  if (b.length < 8 + 25 + 12 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let at = 8;
  let first = true;
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || length > b.length) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    first = false;
    const next = at + 12 + length;
    if (next > b.length) return false;
    if (type === 'IEND') return length === 0 && next === b.length;
    at = next;
  }
  return false;
}

/**
 * JPEG: SOI and a marker at the start, EOI as the very last bytes. (Encoders differ in their segment details, so
 * the segments are not re-parsed; what matters is that nothing follows the image.)
 */
export function isWholeJpeg(b: Buffer): boolean {
  return b.length >= 6 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff && b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9;
}

/** BMP: `BM`, the size field equal to the file's size, a known DIB header, pixels inside the file. */
export function isWholeBmp(b: Buffer): boolean {
  if (b.length < 26 || b.toString('latin1', 0, 2) !== 'BM') return false;
  const size = b.readUInt32LE(2);
  const pixels = b.readUInt32LE(10);
  const dib = b.readUInt32LE(14);
  return size === b.length && [12, 40, 52, 56, 64, 108, 124].includes(dib) && pixels >= 14 + dib && pixels < b.length;
}

const CHECKS: Record<string, (b: Buffer) => boolean> = {
  'image/png': isWholePng,
  'image/jpeg': isWholeJpeg,
  'image/bmp': isWholeBmp,
};

/** True when `data` is entirely one picture of type `mime` (one of the accepted three). */
export const isWholeImage = (mime: string, data: Buffer): boolean => CHECKS[mime]?.(data) ?? false;
