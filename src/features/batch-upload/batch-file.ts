import { BATCH_MAX_BYTES } from '../../model/constants';
import { BATCH_MSG } from '../../model/messages';

export const BATCH_MAX_MB = Math.round(BATCH_MAX_BYTES / (1024 * 1024));
export const BATCH_ACCEPT = '.xlsx,.csv';

/** Checked before uploading (the server checks the content again): .xlsx or .csv, not empty, within the size. */
export function fileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xls')) return BATCH_MSG.oldExcel;
  if (!name.endsWith('.xlsx') && !name.endsWith('.csv')) return BATCH_MSG.badType;
  if (file.size === 0) return BATCH_MSG.emptyFile;
  if (file.size > BATCH_MAX_BYTES) return BATCH_MSG.fileTooLarge(BATCH_MAX_MB);
  return null;
}
