/**
 * Picture uploads (licence scans). The type is decided by the file's content, never by its name or the browser's
 * content type: only JPEG, PNG and BMP pass, and only when the whole file is that picture (lib/image-check.ts: a
 * PNG with HTML appended is refused). Who may upload: any session (a registering visitor has no account yet), but
 * each ip only so many pictures and bytes a day, each session only so many; unclaimed files are deleted by the
 * session purge after a day (services/accounts/sessions.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MAX_MB } from '../../../model/constants';
import { ACCOUNT_MSG, MSG } from '../../../model/messages';
import { INVOICE_FILE_TYPES, INVOICE_MSG, type InvoiceFileType } from '../../../model/invoice-rules';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { ApiError } from '../../errors';
import { isWholeImage } from '../../lib/image-check';
import { DAY, hit, spend } from '../trust/rate-counters';
import type { Tx } from '../cart/tx';

export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
/** Pictures one session may upload (a registration needs at most ~20). */
export const UPLOADS_PER_SESSION = 60;
/** Pictures and bytes one ip may upload a day (a clinic behind one address registering a few accounts). */
export const UPLOADS_PER_IP_DAY = 100;
export const UPLOAD_BYTES_PER_IP_DAY = 200 * 1024 * 1024;
const ALLOWED: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/bmp': 'bmp' };
const URL_PREFIX = '/api/upload/';

export async function pictureType(data: Buffer): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(data);
  const ext = type ? ALLOWED[type.mime] : undefined;
  return type && ext && isWholeImage(type.mime, data) ? { mime: type.mime, ext } : null;
}

/** Every upload's checks (also the back office's banner pictures): not empty, not too large, a whole JPEG, PNG or BMP. */
export async function checkedPicture(data: Buffer): Promise<{ mime: string; ext: string }> {
  if (data.length === 0) throw new ApiError(400, ACCOUNT_MSG.uploadMissing);
  if (data.length > UPLOAD_MAX_BYTES) throw new ApiError(400, ACCOUNT_MSG.uploadTooLarge(UPLOAD_MAX_MB));
  const type = await pictureType(data);
  if (!type) throw new ApiError(400, MSG.badPicture);
  return type;
}

/** A key no one can guess, with the picture's extension. */
export const newPictureKey = (ext: string) => `${randomBytes(18).toString('base64url')}.${ext}`;

export async function saveUpload(db: Db, sessionId: number, data: Buffer, ip = ''): Promise<{ url: string }> {
  const type = await checkedPicture(data);
  const [used] = await db.select({ n: count() }).from(uploads).where(eq(uploads.sessionId, sessionId));
  if ((used?.n ?? 0) >= UPLOADS_PER_SESSION) throw new ApiError(400, ACCOUNT_MSG.uploadTooMany);
  await spend(db, [{ key: `upload:ip:${ip}`, max: UPLOADS_PER_IP_DAY, windowMs: DAY }], ACCOUNT_MSG.uploadDailyLimit);
  if ((await hit(db, `upload-bytes:ip:${ip}`, DAY, Date.now(), data.length)) > UPLOAD_BYTES_PER_IP_DAY) {
    throw new ApiError(429, ACCOUNT_MSG.uploadDailyLimit);
  }
  const key = newPictureKey(type.ext);
  await db.insert(uploads).values({ key, sessionId, mime: type.mime, size: data.length, data });
  return { url: URL_PREFIX + key };
}

export const urlOfKey = (key: string) => URL_PREFIX + key;
export const keyOfUrl = (url: string) => (url.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : url);

/** Ids (by key) of uploads of this session not yet claimed by a registration; throws if any url is not one. */
export async function ownUnclaimedUploads(db: Db, sessionId: number, urls: string[]): Promise<Map<string, number>> {
  const keys = [...new Set(urls.map(keyOfUrl))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(and(inArray(uploads.key, keys), eq(uploads.sessionId, sessionId), isNull(uploads.clientId)));
  if (rows.length !== keys.length) throw new ApiError(400, ACCOUNT_MSG.uploadUnknown);
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** The picture for its uploader (same session) or the client that owns it. */
export async function readUpload(db: Db, key: string, viewer: { sessionId: number; clientId: number | null }) {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  const mine = row && (row.sessionId === viewer.sessionId || (row.clientId !== null && row.clientId === viewer.clientId));
  if (!row || !mine) throw new ApiError(404, '图片不存在');
  return { mime: row.mime, data: row.data };
}

/**
 * An invoice file (发票, issue 29): a PDF (file-type's `application/pdf`, and the file ends with its `%%EOF` marker) or
 * an OFD (GB/T 33190: a ZIP whose entries include `OFD.xml`), decided by the content, never by the name.
 */
export async function checkedInvoiceFile(data: Buffer): Promise<{ type: InvoiceFileType; mime: string }> {
  if (data.length === 0) throw new ApiError(400, INVOICE_MSG.fileMissing);
  if (data.length > UPLOAD_MAX_BYTES) throw new ApiError(400, INVOICE_MSG.fileTooLarge(UPLOAD_MAX_MB));
  const found = await fileTypeFromBuffer(data);
  if (found?.mime === 'application/pdf' && data.subarray(-1024).includes('%%EOF')) return { type: 'pdf', mime: INVOICE_FILE_TYPES.pdf };
  if (found?.mime === 'application/zip' && data.includes('OFD.xml')) return { type: 'ofd', mime: INVOICE_FILE_TYPES.ofd };
  throw new ApiError(400, INVOICE_MSG.fileBad);
}

/** Keeps a checked invoice file as an upload owned by the order's client (no session: it outlives every purge). */
export async function saveInvoiceFile(db: Db | Tx, clientId: number, data: Buffer): Promise<{ id: number; type: InvoiceFileType }> {
  const file = await checkedInvoiceFile(data);
  const [row] = await db
    .insert(uploads)
    .values({ key: newPictureKey(file.type), sessionId: null, clientId, mime: file.mime, size: data.length, data })
    .returning({ id: uploads.id });
  if (!row) throw new Error('upload insert returned nothing');
  return { id: row.id, type: file.type };
}
