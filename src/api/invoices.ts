/** The buyer's invoices (src/contract/invoices.ts): the account's invoice details, an order's invoice, asking for one, its file. */
import * as inv from '../contract/invoices';
import type { InputOf } from '../contract/define';
import type { RequestOptions } from './client';
import { call } from './call';
import { downloadFile } from './download';

/** The account's 发票信息 (null until filled in). */
export const getInvoiceDetails = (opts: RequestOptions = {}) => call(inv.invoiceDetails, {}, opts);
export const saveInvoiceDetails = (input: InputOf<typeof inv.saveInvoiceDetails>, opts: RequestOptions = {}) => call(inv.saveInvoiceDetails, input, opts);

/** An order's invoice: its status, the details it keeps, number, amount and file. */
export const getOrderInvoice = (orderId: number, opts: RequestOptions = {}) => call(inv.orderInvoice, { id: orderId }, opts);
/** Asks for the invoice of a paid or finished order, with the account's current details. */
export const requestInvoice = (input: InputOf<typeof inv.requestInvoice>, opts: RequestOptions = {}) => call(inv.requestInvoice, input, opts);
/** Saves an order's issued invoice (PDF or OFD) under `fileName`. */
export const downloadOrderInvoice = (orderId: number, fileName: string) => downloadFile(inv.orderInvoiceFile.path, { id: orderId }, fileName);
