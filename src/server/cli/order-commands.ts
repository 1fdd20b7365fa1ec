/**
 * The operator's order commands (the back office stand-in), parsed and run for src/server/cli/operator.ts:
 *   ship <orderCode> [batch] [expiry yyyy-MM-dd]     1/11 → 2, the GSP record (batch, expiry) on every line
 *   review <orderCode> pass|reject                   10 → 11 / 12
 *   confirm-transfer <orderCode>                     bank transfer arrived: 10 → 11, paid
 *   refund <orderCode> approve|reject [online|offline]
 *   orders [username]                                the latest 100 orders
 *   gsp-export <from> <to> <file.xlsx>               GSP sales records of the lines shipped in the range
 * Over the running server (operator API) or, with a database handle, directly.
 */
import { writeFile } from 'node:fs/promises';
import * as orders from '../../contract/orders';
import type { BodyOf, DataOf, EndpointSpec } from '../../contract/define';
import type { Db } from '../db/client';
import { gspFile } from '../services/orders/export';
import { listOrdersForOperator, reviewOrder } from '../services/orders/operator';
import { shipOrderFefo } from '../services/orders/ship-fefo';
import { confirmTransferStep, refundDecision } from '../services/orders/operator-money';

export const ORDER_USAGE = `  npm run operator -- ship <订单编号> [批号] [有效期 yyyy-MM-dd]   发货（写入GSP销售记录）
  npm run operator -- review <订单编号> pass|reject              审核订单（银行转账）
  npm run operator -- confirm-transfer <订单编号>                确认银行转账到账
  npm run operator -- refund <订单编号> approve|reject [online|offline]   处理退款申请
  npm run operator -- orders [账号]                              最近订单
  npm run operator -- gsp-export <开始日期> <结束日期> <文件.xlsx>   导出GSP药品销售记录`;

export type OrderCommand =
  | { kind: 'ship'; code: string; batch?: string; expiry?: string }
  | { kind: 'review'; code: string; action: 'pass' | 'reject' }
  | { kind: 'confirm-transfer'; code: string }
  | { kind: 'refund'; code: string; action: 'approve' | 'reject'; way: 'online' | 'offline' }
  | { kind: 'orders'; username?: string }
  | { kind: 'gsp-export'; from: string; to: string; file: string };

const oneOf = <T extends string>(v: string | undefined, values: readonly T[]): v is T => values.includes(v as T);

/** The order command these arguments name, or null (not an order command, or malformed). */
export function parseOrderCommand(args: string[]): OrderCommand | null {
  const [verb, a, b, c] = args;
  if (verb === 'orders') return { kind: 'orders', ...(a ? { username: a } : {}) };
  if (!a) return null;
  if (verb === 'ship') return { kind: 'ship', code: a, ...(b ? { batch: b } : {}), ...(c ? { expiry: c } : {}) };
  if (verb === 'review' && oneOf(b, ['pass', 'reject'] as const)) return { kind: 'review', code: a, action: b };
  if (verb === 'confirm-transfer') return { kind: 'confirm-transfer', code: a };
  if (verb === 'refund' && oneOf(b, ['approve', 'reject'] as const)) {
    if (c !== undefined && !oneOf(c, ['online', 'offline'] as const)) return null;
    return { kind: 'refund', code: a, action: b, way: c ?? 'online' };
  }
  if (verb === 'gsp-export' && b && c) return { kind: 'gsp-export', from: a, to: b, file: c };
  return null;
}

/** How the command reaches the store: the operator API (JSON and file answers) or the database itself. */
export type Transport =
  | {
      kind: 'http';
      post: <E extends EndpointSpec>(e: E, body: NoInfer<BodyOf<E>>) => Promise<DataOf<E>>;
      postFile: <E extends EndpointSpec>(e: E, body: NoInfer<BodyOf<E>>) => Promise<Buffer>;
    }
  | { kind: 'direct'; db: Db };

const line = (o: orders.OperatorOrder) => `${o.order_code}  ${o.status_text}（${o.status}）  ¥${o.total}  ${o.username} ${o.clinic_name}  ${o.created_at}`;

/** Runs the command and answers what to print. */
export async function runOrderCommand(c: OrderCommand, t: Transport): Promise<string> {
  if (c.kind === 'gsp-export') {
    const data = t.kind === 'http' ? await t.postFile(orders.operatorGspExport, { from: c.from, to: c.to }) : await gspFile(t.db, c.from, c.to);
    await writeFile(c.file, data);
    return `已导出GSP药品销售记录：${c.file}`;
  }
  if (c.kind === 'orders') {
    const list = t.kind === 'http' ? await t.post(orders.operatorOrders, c.username ? { username: c.username } : {}) : await listOrdersForOperator(t.db, c.username);
    return list.length ? list.map(line).join('\n') : '没有订单';
  }
  const done = await step(c, t);
  return `订单 ${done.order_code}：${done.status_text}`;
}

function step(c: Exclude<OrderCommand, { kind: 'orders' | 'gsp-export' }>, t: Transport): Promise<orders.OperatorOrder> {
  if (t.kind === 'http') {
    if (c.kind === 'ship') return t.post(orders.operatorShip, { order_code: c.code, ...(c.batch ? { batch_no: c.batch } : {}), ...(c.expiry ? { expiry_date: c.expiry } : {}) });
    if (c.kind === 'review') return t.post(orders.operatorReview, { order_code: c.code, action: c.action });
    if (c.kind === 'confirm-transfer') return t.post(orders.operatorConfirmTransfer, { order_code: c.code });
    return t.post(orders.operatorRefund, { order_code: c.code, action: c.action, way: c.way });
  }
  if (c.kind === 'ship') return shipOrderFefo(t.db, c.code, { batchNo: c.batch, expiryDate: c.expiry });
  if (c.kind === 'review') return reviewOrder(t.db, c.code, c.action);
  if (c.kind === 'confirm-transfer') return confirmTransferStep(t.db, c.code);
  return refundDecision(t.db, c.code, c.action, c.way);
}
