/**
 * Batch upload (issue 11): a buyer's purchase list (.xlsx or .csv) read, matched against the catalogue and
 * reported row by row. Nothing is stored: the browser adds the rows the buyer keeps with the cart's batch add.
 *
 * read.ts (bytes → rows: size, type by content, zip-guard.ts, sheet.ts / csv.ts, columns.ts) →
 * report.ts (keys.ts, lookup.ts, the shared purchase rules). template.ts builds the downloadable template.
 */
import type { BatchReport } from '../../../contract/quick-order';
import type { Db } from '../../db/client';
import type { Viewer } from '../catalog/product-view';
import { readUpload } from './read';
import { reportRows } from './report';

export { attachment, buildTemplate, XLSX_MIME } from './template';
export { BATCH_MAX_MB } from './read';

export async function batchReport(db: Db, viewer: Viewer, file: Buffer): Promise<BatchReport> {
  return reportRows(db, viewer, await readUpload(file));
}
