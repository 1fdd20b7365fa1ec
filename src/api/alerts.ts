/** The message centre, 到货提醒, substitutes and replenishment suggestions (issue 32). */
import * as a from '../contract/alerts';
import type { DataOf, InputOf } from '../contract/define';
import type { MessageKind } from '../model/message-kinds';
import type { RequestOptions } from './client';
import { call } from './call';

export type MessagePageData = DataOf<typeof a.myMessages>;

export const getMyMessages = (params: InputOf<typeof a.myMessages> = {}, opts: RequestOptions = {}) => call(a.myMessages, params, opts);
export const getUnreadMessages = (opts: RequestOptions = {}) => call(a.unreadMessages, undefined, opts);
export const readMessages = (ids: number[] | undefined, read: 0 | 1, opts: RequestOptions = {}) =>
  call(a.readMessages, ids && ids.length ? { ids, read } : { read }, opts);
export const getMessageSettings = (opts: RequestOptions = {}) => call(a.messageSettings, undefined, opts);
export const saveMessageSettings = (sms_kinds: MessageKind[], opts: RequestOptions = {}) => call(a.saveMessageSettings, { sms_kinds }, opts);

export const getMyArrivals = (opts: RequestOptions = {}) => call(a.myArrivals, undefined, opts);
export const subscribeArrival = (product_id: number, opts: RequestOptions = {}) => call(a.subscribeArrival, { product_id }, opts);
export const cancelArrival = (product_id: number, opts: RequestOptions = {}) => call(a.cancelArrival, { product_id }, opts);

export const getSubstitutes = (product_id: number, opts: RequestOptions = {}) => call(a.substitutes, { product_id }, opts);
export const replaceWithSubstitute = (input: InputOf<typeof a.replaceWithSubstitute>, opts: RequestOptions = {}) =>
  call(a.replaceWithSubstitute, input, opts);

export const getReorderSuggestions = (opts: RequestOptions = {}) => call(a.reorderSuggestions, undefined, opts);
export const dismissReorder = (product_id: number, opts: RequestOptions = {}) => call(a.dismissReorder, { product_id }, opts);
