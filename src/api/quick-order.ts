import * as q from '../contract/quick-order';
import type { DataOf, InputOf } from '../contract/define';
import type { RequestOptions } from './client';
import { call } from './call';
import { getApiConfig } from './config';

export type FastList = DataOf<typeof q.fastOrder>;

/** Buy-now check (SPEC §4): resolves only on code 200; any other code rejects and the flow stops. */
export const fastCheck = (list: { product_id: number; amount: number }[], opts: RequestOptions = {}) =>
  call(q.fastCheck, { list }, opts);
export const getFastOrder = (opts: RequestOptions = {}) => call(q.fastOrder, undefined, opts);
export const addFast = (product_id: number, amount: number, opts: RequestOptions = {}) =>
  call(q.addFast, { product_id, amount }, opts);
export const addFastList = (list: { product_id: number; amount: number }[], opts: RequestOptions = {}) =>
  call(q.addFastList, { list }, opts);
export const delFastProduct = (product_id?: number, opts: RequestOptions = {}) =>
  call(q.delFastProduct, product_id === undefined ? {} : { product_id }, opts);

export const getOftenBuy = (params: InputOf<typeof q.myOftenBuy> = {}, opts: RequestOptions = {}) =>
  call(q.myOftenBuy, params, opts);
export const delOftenBuy = (product_id: number, opts: RequestOptions = {}) => call(q.delOftenBuy, { product_id }, opts);
export const addOftenBuy = (product_ids: number[], opts: RequestOptions = {}) => call(q.addOftenBuy, { product_ids }, opts);

/** Upload a purchase list (.xlsx / .csv); answers the per-row report, nothing is stored. */
export const uploadPurchaseList = (file: Blob, name: string, opts: RequestOptions = {}) => {
  const form = new FormData();
  form.append('file', file, name);
  // A multipart body: call() passes FormData through (the client adds the identity fields to it).
  return call(q.batchUpload, form as never, opts);
};

/** Where the batch template downloads from (a plain link: the browser saves the file). */
export const batchTemplateUrl = () => `${getApiConfig().baseURL}${q.batchTemplate.path}`;
