/** 退货/退款: an order's return requests and the finance decision on one. */
import type { InputOf } from '../../contract/define';
import * as returns from '../../contract/returns';
import { quietCall } from './quiet';

export const listOrderReturns = (code: string) => quietCall(returns.adminOrderReturns, { order_code: code });

export const decideReturn = (input: InputOf<typeof returns.adminReturnDecide>) => quietCall(returns.adminReturnDecide, input);
