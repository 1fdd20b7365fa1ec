/** The browser's return calls, by their contract declarations. */
import * as r from '../../contract/returns';
import type { InputOf } from '../../contract/define';
import { call, type RequestOptions } from '../../api';

export const getOrderReturns = (id: number, opts: RequestOptions = {}) => call(r.orderReturns, { id }, opts);
export const applyReturn = (input: InputOf<typeof r.orderReturnApply>) => call(r.orderReturnApply, input, { quiet: true });
