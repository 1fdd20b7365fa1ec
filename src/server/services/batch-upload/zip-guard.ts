/**
 * An .xlsx is a zip. exceljs hands the whole buffer to JSZip, which inflates every entry fully in memory and only
 * then compares the size with the one declared (a zip bomb would be expanded before that check). So before exceljs
 * sees a file, this reads the central directory itself and inflates every entry with a hard output cap: at most
 * ZIP_MAX_ENTRIES entries, each no larger than it declares, all together within ZIP_MAX_UNZIPPED bytes. Zip64,
 * encrypted entries and methods other than stored/deflate are refused: no spreadsheet of 2 MB needs them.
 */
import { inflateRawSync } from 'node:zlib';

/** A 500-row list from Excel or WPS has about 10-20 entries; pictures and extra sheets add a few. */
export const ZIP_MAX_ENTRIES = 256;
/** A 500-row sheet is under 1 MB of XML; styles and shared strings of real files stay far below this. */
export const ZIP_MAX_UNZIPPED = 16 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_MIN = 22;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

export class ZipRefused extends Error {
  constructor(reason: string) {
    super(`zip refused: ${reason}`);
    this.name = 'ZipRefused';
  }
}

export interface ZipEntry {
  name: string;
  /** The inflated content (checked against the declared size). */
  data: Buffer;
}

function findEocd(buf: Buffer): number {
  const stop = Math.max(0, buf.length - EOCD_MIN - U16_MAX);
  for (let i = buf.length - EOCD_MIN; i >= stop; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  throw new ZipRefused('no end of central directory');
}

function inflateEntry(buf: Buffer, localOffset: number, method: number, compressed: number, declared: number): Buffer {
  if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== LOCAL) throw new ZipRefused('bad local header');
  const start = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
  const end = start + compressed;
  if (end > buf.length) throw new ZipRefused('entry past the end');
  const raw = buf.subarray(start, end);
  if (method === 0) {
    if (compressed !== declared) throw new ZipRefused('stored size mismatch');
    return raw;
  }
  let out: Buffer;
  try {
    // One byte above the declared size: an entry that inflates larger than it claims fails here, not in JSZip.
    out = inflateRawSync(raw, { maxOutputLength: declared + 1 });
  } catch {
    throw new ZipRefused('entry inflates beyond its declared size or is corrupt');
  }
  if (out.length !== declared) throw new ZipRefused('entry size mismatch');
  return out;
}

/** Every entry of the archive, inflated within the budget; throws ZipRefused for anything suspicious. */
export function unzipGuarded(
  buf: Buffer,
  limits: { maxEntries: number; maxUnzipped: number } = { maxEntries: ZIP_MAX_ENTRIES, maxUnzipped: ZIP_MAX_UNZIPPED },
): ZipEntry[] {
  if (buf.length < EOCD_MIN) throw new ZipRefused('too short');
  const eocd = findEocd(buf);
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === U16_MAX || cdOffset === U32_MAX || cdSize === U32_MAX) throw new ZipRefused('zip64');
  if (count > limits.maxEntries) throw new ZipRefused(`${count} entries`);
  if (cdOffset + cdSize > eocd) throw new ZipRefused('central directory out of bounds');

  // First pass: the declared sizes alone must fit the budget, so nothing is inflated for an obvious bomb.
  const headers: { name: string; method: number; compressed: number; size: number; local: number }[] = [];
  let total = 0;
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== CENTRAL) throw new ZipRefused('bad central directory');
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const next = p + 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    if (flags & 1) throw new ZipRefused('encrypted');
    if (method !== 0 && method !== 8) throw new ZipRefused(`method ${method}`);
    if (compressed === U32_MAX || size === U32_MAX || local === U32_MAX) throw new ZipRefused('zip64');
    total += size;
    if (total > limits.maxUnzipped) throw new ZipRefused(`declares ${total}+ bytes`);
    headers.push({ name: buf.toString('utf8', p + 46, p + 46 + nameLen), method, compressed, size, local });
    p = next;
  }
  return headers.map((h) => ({ name: h.name, data: inflateEntry(buf, h.local, h.method, h.compressed, h.size) }));
}
