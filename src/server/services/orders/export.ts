/**
 * Spreadsheets: the client's orders for a date range (dataDownload) and the GSP sales records of shipped lines
 * for the operator (药品销售记录: name, spec, dosage form, manufacturer, approval number, batch, expiry, quantity,
 * price, amount, buyer, purchaser, date).
 */
import { and, asc, desc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { chinaStamp, dateRangeProblem, parseChinaStamp } from '../../../model/date-range';
import { fenToYuan } from '../../../model/money';
import { lineDisplay } from '../../../model/order-money';
import type { Db } from '../../db/client';
import { clients, orderLines, orderPurchasers, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import { sheetFile, type Column } from './spreadsheet';
import { auditOperatorRead } from './operator';
import { statusText } from './views';

/** Most lines one file carries (a year of a busy clinic's orders fits). */
export const EXPORT_MAX_LINES = 20_000;

/** A line's 小计 / 优惠分摊 / 实付 as every screen shows them (src/model/order-money.ts). */
const shown = (l: typeof orderLines.$inferSelect) => lineDisplay(l.priceFen, l.amount, l.discountFen, l.lineFen);

type LineRow = { order: typeof orders.$inferSelect; line: typeof orderLines.$inferSelect };

const ORDER_COLUMNS: Column<LineRow>[] = [
  { header: '订单编号', width: 24, value: (r) => r.order.orderCode },
  { header: '下单时间', width: 20, value: (r) => chinaStamp(r.order.createdAt) },
  { header: '订单状态', width: 14, value: (r) => statusText(r.order.status) },
  { header: '采购单号', width: 16, value: (r) => r.order.poNumber },
  { header: '商品编码', width: 14, value: (r) => r.line.productCode },
  { header: '通用名', width: 24, value: (r) => r.line.tyName },
  { header: '规格', width: 18, value: (r) => r.line.productStandard },
  { header: '生产厂家', width: 26, value: (r) => r.line.manufacturer },
  { header: '单位', width: 8, value: (r) => r.line.productDw },
  { header: '数量', width: 8, value: (r) => r.line.amount },
  { header: '单价（元）', width: 12, value: (r) => fenToYuan(r.line.priceFen) },
  { header: '小计（元）', width: 12, value: (r) => shown(r.line).subtotal },
  { header: '优惠分摊（元）', width: 14, value: (r) => shown(r.line).share },
  { header: '实付（元）', width: 12, value: (r) => shown(r.line).paid },
  { header: '订单应付（元）', width: 14, value: (r) => fenToYuan(r.order.totalFen) },
  { header: '批号', width: 14, value: (r) => r.line.batchNo ?? '' },
  { header: '有效期至', width: 12, value: (r) => r.line.expiryDate ?? '' },
];

/** The client's order lines placed in the range (all of them without one), newest order first. */
export async function clientOrdersFile(db: Db, clientId: number, start?: string, end?: string, now = new Date()): Promise<Buffer> {
  const problem = dateRangeProblem(start, end, now);
  if (problem) throw new ApiError(400, problem);
  const where: SQL[] = [eq(orders.clientId, clientId)];
  if (start && end) {
    where.push(gte(orders.createdAt, parseChinaStamp(start) as Date), lte(orders.createdAt, new Date((parseChinaStamp(end) as Date).getTime() + 999)));
  }
  const rows = await db
    .select({ order: orders, line: orderLines })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.id))
    .limit(EXPORT_MAX_LINES);
  return sheetFile('我的订单', ORDER_COLUMNS, rows);
}

type GspRow = LineRow & { buyer: string; purchaser: string };

export const GSP_COLUMNS: Column<GspRow>[] = [
  { header: '销售日期', width: 20, value: (r) => (r.line.shippedAt ? chinaStamp(r.line.shippedAt) : '') },
  { header: '订单编号', width: 24, value: (r) => r.order.orderCode },
  { header: '通用名称', width: 24, value: (r) => r.line.tyName },
  { header: '规格', width: 18, value: (r) => r.line.productStandard },
  { header: '剂型', width: 10, value: (r) => r.line.dosageForm },
  { header: '生产厂家', width: 26, value: (r) => r.line.manufacturer },
  { header: '批准文号', width: 22, value: (r) => r.line.approvalNumber },
  { header: '批号', width: 14, value: (r) => r.line.batchNo ?? '' },
  { header: '有效期至', width: 12, value: (r) => r.line.expiryDate ?? '' },
  { header: '数量', width: 8, value: (r) => r.line.amount },
  { header: '单位', width: 8, value: (r) => r.line.productDw },
  { header: '单价（元）', width: 12, value: (r) => fenToYuan(r.line.priceFen) },
  { header: '金额（元）', width: 12, value: (r) => shown(r.line).subtotal },
  { header: '优惠分摊（元）', width: 14, value: (r) => shown(r.line).share },
  { header: '实付（元）', width: 12, value: (r) => shown(r.line).paid },
  { header: '购货单位', width: 28, value: (r) => r.buyer },
  { header: '采购人员', width: 12, value: (r) => r.purchaser },
];

/** The GSP sales record rows of the lines shipped from `fromDay` to `toDay` (yyyy-MM-dd, China time, both included). */
export async function gspRows(db: Db, fromDay: string, toDay: string) {
  const from = parseChinaStamp(`${fromDay} 00:00:00`);
  const to = parseChinaStamp(`${toDay} 23:59:59`);
  if (!from || !to) throw new ApiError(400, '日期格式不正确，应为 yyyy-MM-dd');
  if (from > to) throw new ApiError(400, '开始日期不能晚于结束日期');
  return db
    .select({ order: orders, line: orderLines, buyer: clients.name, purchaser: sql<string>`coalesce(${orderPurchasers.name}, ${clients.contact})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    // The purchaser recorded at submit (compliance); older orders name the account's contact.
    .leftJoin(orderPurchasers, eq(orderPurchasers.orderId, orders.id))
    .where(and(isNotNull(orderLines.shippedAt), gte(orderLines.shippedAt, from), lte(orderLines.shippedAt, new Date(to.getTime() + 999))))
    .orderBy(asc(orderLines.shippedAt), asc(orderLines.id))
    .limit(EXPORT_MAX_LINES * 5);
}

/** GSP sales records of the lines shipped from `fromDay` to `toDay` as a spreadsheet (the operator's export, audited). */
export async function gspFile(db: Db, fromDay: string, toDay: string): Promise<Buffer> {
  const rows = await gspRows(db, fromDay, toDay);
  await auditOperatorRead(db, 'gsp-export', { from: fromDay, to: toDay });
  return sheetFile('药品销售记录', GSP_COLUMNS, rows);
}
