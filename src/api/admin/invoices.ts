/** 发票: the orders waiting for an invoice, one order's invoice, its upload (number and file) and its download. */
import type { InputOf } from '../../contract/define';
import * as inv from '../../contract/invoices';
import { downloadFile } from '../download';
import { quietCall } from './quiet';

export const listInvoiceRequests = (query: InputOf<typeof inv.adminInvoiceRequests>) => quietCall(inv.adminInvoiceRequests, query);

export const getOrderInvoice = (code: string) => quietCall(inv.adminOrderInvoice, { order_code: code });

/** `form`: order_code, invoice_no and the PDF/OFD file. */
export const issueInvoice = (form: FormData) => quietCall(inv.adminIssueInvoice, form);

/** Saves the issued file; `fileType` is the stored file's extension (pdf or ofd). */
export const downloadInvoice = (code: string, fileType: string) => downloadFile(inv.adminOrderInvoiceFile.path, { order_code: code }, `发票_${code}.${fileType}`);
