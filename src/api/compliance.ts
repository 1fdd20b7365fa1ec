/** Compliance calls: the buyer's standing, licences and renewals, purchasers, purchase records and their export. */
import * as compliance from '../contract/compliance';
import type { ExportFormat } from '../contract/compliance';
import type { InputOf } from '../contract/define';
import type { RequestOptions } from './client';
import { call } from './call';
import { downloadFile } from './download';

export const getComplianceStatus = (purchaserId?: number, opts: RequestOptions = {}) =>
  call(compliance.complianceStatus, purchaserId ? { purchaser_id: purchaserId } : {}, opts);

export const getMyLicences = (opts: RequestOptions = {}) => call(compliance.myLicences, undefined, opts);

export const renewLicence = (input: InputOf<typeof compliance.renewLicence>, opts: RequestOptions = {}) => call(compliance.renewLicence, input, opts);

export const getMyPurchasers = (opts: RequestOptions = {}) => call(compliance.myPurchasers, undefined, opts);

export const addPurchaser = (input: InputOf<typeof compliance.addPurchaser>, opts: RequestOptions = {}) => call(compliance.addPurchaser, input, opts);

export const revokePurchaser = (id: number, opts: RequestOptions = {}) => call(compliance.revokePurchaser, { id }, opts);

export const getPurchaseRecords = (query: InputOf<typeof compliance.purchaseRecords>, opts: RequestOptions = {}) =>
  call(compliance.purchaseRecords, query, opts);

export function downloadPurchaseRecords(range: { created_at_start?: string; created_at_end?: string; keyword?: string }, format: ExportFormat): Promise<void> {
  return downloadFile(compliance.purchaseRecordsExport.path, { ...range, format }, `购进记录.${format}`);
}
