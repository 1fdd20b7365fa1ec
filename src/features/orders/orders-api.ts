/** The browser's order calls, by their contract declarations. */
import * as o from '../../contract/orders';
import type { InputOf } from '../../contract/define';
import { ApiError, call, getApiConfig, identityParams, type RequestOptions } from '../../api';
import { MSG } from '../../model/messages';

export const getMyOrders = (input: InputOf<typeof o.showMyOrders>, opts: RequestOptions = {}) => call(o.showMyOrders, input, opts);
export const getOrderCounts = (opts: RequestOptions = {}) => call(o.myOrderCounts, undefined, opts);
export const getOrderDetail = (id: number, opts: RequestOptions = {}) => call(o.getOrderDetailInfo, { id }, opts);
export const cancelOrder = (id: number) => call(o.clientCacelOrRecivOrder, { id, type: 'cancel' });
export const receiveOrder = (id: number) => call(o.clientCacelOrRecivOrder, { id, type: 'receive' });
export const buyAgain = (id: number) => call(o.clientOrderBuyAgain, { id });
export const commitRefund = (id: number, reason: string, images: string[]) => call(o.clientRefundCommit, { id, reason, images });
export const commentOrder = (input: InputOf<typeof o.orderComment>) => call(o.orderComment, input);

/**
 * GET /w1/dataDownload as a file: fetched with the token header (a plain link could not send it), saved through
 * an object URL. A refusal arrives as the usual envelope and rejects with its Chinese message.
 */
export async function downloadOrders(range: { created_at_start?: string; created_at_end?: string }): Promise<void> {
  const cfg = getApiConfig();
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...identityParams(cfg.getIdentity()), ...range })) if (v !== undefined && v !== null) query.set(k, String(v));
  const token = cfg.getToken();
  let res: Response;
  try {
    res = await fetch(`${cfg.baseURL}${o.dataDownload.path}?${query.toString()}`, { headers: token ? { token } : {} });
  } catch {
    throw new ApiError(0, MSG.networkError, 'network');
  }
  if (!(res.headers.get('content-type') ?? '').includes('spreadsheetml')) {
    const env = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError(env?.code ?? res.status, env?.msg || MSG.httpStatus(res.status), 'business');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = '我的订单.xlsx';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
