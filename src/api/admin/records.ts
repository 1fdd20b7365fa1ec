/** GSP 记录: the period's GSP sales records and the purchase / sales records (all clients or one account) as CSV. */
import * as compliance from '../../contract/compliance';
import { downloadFile } from '../download';

/** Days as YYYY-MM-DD, both included. */
export interface RecordsPeriod {
  from: string;
  to: string;
}

export const exportGspRecords = ({ from, to }: RecordsPeriod) =>
  downloadFile(compliance.adminGspRecords.path, { from, to, format: 'csv' }, `药品销售记录_${from}_${to}.csv`);

/** `username`: one account's records only; empty for every client's. */
export const exportPurchaseRecords = ({ from, to }: RecordsPeriod, username = '') =>
  downloadFile(compliance.adminPurchaseRecords.path, { from, to, format: 'csv', ...(username ? { username } : {}) }, `购进销售记录_${from}_${to}.csv`);
