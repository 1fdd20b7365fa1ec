/**
 * From uploaded bytes to the rows of a purchase list, refusing whatever is not one: too large, a type other than
 * .xlsx / .csv by content (the name and the browser's content type are never trusted), a zip bomb, a file exceljs
 * cannot read, no rows, more than BATCH_MAX_ROWS rows. Each refusal is an ApiError 400 with the Chinese reason.
 */
import { fileTypeFromBuffer } from 'file-type';
import { BATCH_MAX_BYTES, BATCH_MAX_ROWS } from '../../../model/constants';
import { BATCH_MSG } from '../../../model/messages';
import { ApiError } from '../../errors';
import { HEADER_SEARCH_ROWS, uploadRows, type UploadRow } from './columns';
import { decodeText, parseCsv } from './csv';
import { readXlsx, SheetTooLong, type SheetRow } from './sheet';
import { unzipGuarded, type ZipEntry } from './zip-guard';

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

/**
 * exceljs builds an object per element it reads (about 3 µs and 1.5 KB per tag measured): a sheet that zips to
 * 1 MB can hold 500,000 cells and take seconds and most of a gigabyte. So the XML tags of the whole workbook are
 * counted first (a byte scan). 200,000 tags is about 50,000 cells, e.g. 2,000 rows of 25 columns: far beyond any
 * list of 500 rows, and well under a second to parse.
 */
export const XLSX_MAX_XML_TAGS = 200_000;

function xmlTags(entries: ZipEntry[]): number {
  let n = 0;
  for (const e of entries) {
    if (!/\.(xml|rels|vml)$/i.test(e.name)) continue;
    for (let i = e.data.indexOf(0x3c); i !== -1; i = e.data.indexOf(0x3c, i + 1)) n += 1;
  }
  return n;
}

async function sheetOfXlsx(buf: Buffer): Promise<SheetRow[]> {
  try {
    const entries = unzipGuarded(buf);
    if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw refuse(BATCH_MSG.badType);
    if (xmlTags(entries) > XLSX_MAX_XML_TAGS) throw refuse(BATCH_MSG.tooMuchContent(BATCH_MAX_ROWS));
    return await readXlsx(buf);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (e instanceof SheetTooLong) throw refuse(BATCH_MSG.tooMuchContent(BATCH_MAX_ROWS));
    throw refuse(BATCH_MSG.badFile); // ZipRefused or anything exceljs cannot read
  }
}

/** The data rows of an uploaded .xlsx or .csv; throws ApiError 400 with the reason for anything else. */
export async function readUpload(buf: Buffer): Promise<UploadRow[]> {
  if (buf.length === 0) throw refuse(BATCH_MSG.fileMissing);
  if (buf.length > BATCH_MAX_BYTES) throw refuse(BATCH_MSG.fileTooLarge(BATCH_MAX_MB));
  const kind = await kindOf(buf);
  let sheet: SheetRow[];
  // Rows past what is kept are only counted (CSV): enough kept for a header under a few title rows.
  let more = 0;
  if (kind === 'xlsx') sheet = await sheetOfXlsx(buf);
  else if (kind === 'csv') {
    const text = decodeText(buf);
    if (text === null) throw refuse(BATCH_MSG.badType);
    ({ rows: sheet, more } = parseCsv(text, BATCH_MAX_ROWS + HEADER_SEARCH_ROWS + 1));
  } else throw refuse(kind === 'xls' ? BATCH_MSG.oldExcel : BATCH_MSG.badType);
  const rows = uploadRows(sheet);
  const total = rows.length + more;
  if (total === 0) throw refuse(BATCH_MSG.emptyFile);
  if (total > BATCH_MAX_ROWS) throw refuse(BATCH_MSG.tooManyRows(BATCH_MAX_ROWS, total));
  return rows;
}
