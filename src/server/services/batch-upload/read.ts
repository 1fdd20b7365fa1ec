/**
 * From uploaded bytes to the rows of a purchase list, refusing whatever is not one: too large, a type other than
 * .xlsx / .csv by content (the name and the browser's content type are never trusted), a zip bomb, a file exceljs
 * cannot read, no rows, more than BATCH_MAX_ROWS rows. Each refusal is an ApiError 400 with the Chinese reason.
 */
import { fileTypeFromBuffer } from 'file-type';
import { BATCH_MAX_BYTES, BATCH_MAX_ROWS } from '../../../model/constants';
import { BATCH_MSG } from '../../../model/messages';
import { ApiError } from '../../errors';
import { uploadRows, type UploadRow } from './columns';
import { decodeText, parseCsv } from './csv';
import { readXlsx, SheetTooLong, XLSX_MAX_ROW_ELEMENTS, type SheetRow } from './sheet';
import { unzipGuarded } from './zip-guard';

export const BATCH_MAX_MB = BATCH_MAX_BYTES / 1024 / 1024;

const refuse = (msg: string) => new ApiError(400, msg);

type Kind = 'xlsx' | 'csv' | 'xls' | 'other';

async function kindOf(buf: Buffer): Promise<Kind> {
  let detected: string | undefined;
  try {
    detected = (await fileTypeFromBuffer(buf))?.ext;
  } catch {
    return 'other'; // file-type gave up on a malformed container
  }
  if (detected === 'xlsx' || detected === 'zip') return 'xlsx';
  if (detected === 'cfb' || detected === 'xls') return 'xls';
  // Text has no magic number: undefined means "not a known binary type", then the text check decides.
  return detected === undefined ? 'csv' : 'other';
}

async function sheetOfXlsx(buf: Buffer): Promise<SheetRow[]> {
  try {
    const names = new Set(unzipGuarded(buf).map((e) => e.name));
    if (!names.has('xl/workbook.xml')) throw refuse(BATCH_MSG.badType);
    return await readXlsx(buf);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (e instanceof SheetTooLong) throw refuse(BATCH_MSG.wayTooManyRows(BATCH_MAX_ROWS, XLSX_MAX_ROW_ELEMENTS));
    throw refuse(BATCH_MSG.badFile); // ZipRefused or anything exceljs cannot read
  }
}

/** The data rows of an uploaded .xlsx or .csv; throws ApiError 400 with the reason for anything else. */
export async function readUpload(buf: Buffer): Promise<UploadRow[]> {
  if (buf.length === 0) throw refuse(BATCH_MSG.fileMissing);
  if (buf.length > BATCH_MAX_BYTES) throw refuse(BATCH_MSG.fileTooLarge(BATCH_MAX_MB));
  const kind = await kindOf(buf);
  let sheet: SheetRow[];
  if (kind === 'xlsx') sheet = await sheetOfXlsx(buf);
  else if (kind === 'csv') {
    const text = decodeText(buf);
    if (text === null) throw refuse(BATCH_MSG.badType);
    sheet = parseCsv(text);
  } else throw refuse(kind === 'xls' ? BATCH_MSG.oldExcel : BATCH_MSG.badType);
  const rows = uploadRows(sheet);
  if (rows.length === 0) throw refuse(BATCH_MSG.emptyFile);
  if (rows.length > BATCH_MAX_ROWS) throw refuse(BATCH_MSG.tooManyRows(BATCH_MAX_ROWS, rows.length));
  return rows;
}
