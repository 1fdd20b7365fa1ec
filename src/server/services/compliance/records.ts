/**
 * Purchase records (购进记录, the buyer's side of the GSP sales record): every line of the client's orders that
 * became a purchase, with the drug's particulars copied at submit, batch and expiry from shipping, and who bought.
 * Order lines are never deleted (the orders migration's trigger refuses it once shipped), so neither are these.
 * The same rows for the operator across clients. Files: .xlsx (exceljs) or CSV (UTF-8 with BOM, for Excel).
 */
import { and, asc, desc, eq, gte, ilike, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ExportFormat, PurchaseRecord } from '../../../contract/compliance';
import { chinaStamp, dateRangeProblem, parseChinaStamp } from '../../../model/date-range';
import { fenToYuan } from '../../../model/money';
import { lineDisplay } from '../../../model/order-money';
import { ORDER_STATUS as S } from '../../../model/order-status';
import type { Db } from '../../db/client';
import { auditLog, clients, orderLines, orderPurchasers, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import { OPERATOR_ACTOR, type Actor } from '../trust/audit';
import { EXPORT_MAX_LINES, GSP_COLUMNS, gspRows } from '../orders/export';
import { sheetFile, type Column } from '../orders/spreadsheet';

/** Orders that never became a purchase: unpaid, cancelled, bank transfer not confirmed or refused. */
const NOT_PURCHASES = [S.pendingPayment, S.systemCancelled, S.cancelled, S.pendingReview, S.rejected];

export interface RecordFilter {
  created_at_start?: string;
  created_at_end?: string;
  keyword?: string;
}

const purchaserName = sql<string>`coalesce(${orderPurchasers.name}, ${clients.contact})`;
const columns = {
  orderCode: orders.orderCode,
  createdAt: orders.createdAt,
  buyer: clients.name,
  username: clients.username,
  purchaser: purchaserName,
  line: orderLines,
};
type Row = { orderCode: string; createdAt: Date; buyer: string; username: string; purchaser: string; line: typeof orderLines.$inferSelect };

function whereOf(base: SQL, f: RecordFilter, now: Date): SQL {
  const problem = dateRangeProblem(f.created_at_start, f.created_at_end, now);
  if (problem) throw new ApiError(400, problem);
  const parts: SQL[] = [base, notInArray(orders.status, NOT_PURCHASES)];
  if (f.created_at_start && f.created_at_end) {
    parts.push(gte(orders.createdAt, parseChinaStamp(f.created_at_start)!), lte(orders.createdAt, new Date(parseChinaStamp(f.created_at_end)!.getTime() + 999)));
  }
  const k = f.keyword?.trim();
  if (k) {
    const like = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(orderLines.tyName, like), ilike(orderLines.manufacturer, like), ilike(orderLines.approvalNumber, like), ilike(orders.orderCode, like))!);
  }
  return and(...parts)!;
}

const base = (db: Db) =>
  db
    .select(columns)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(orderPurchasers, eq(orderPurchasers.orderId, orders.id));

const recordOut = (r: Row): PurchaseRecord => {
  const shown = lineDisplay(r.line.priceFen, r.line.amount, r.line.discountFen, r.line.lineFen);
  return {
  order_code: r.orderCode,
  created_at: chinaStamp(r.createdAt),
  ty_name: r.line.tyName,
  product_standard: r.line.productStandard,
  dosage_form: r.line.dosageForm,
  manufacturer: r.line.manufacturer,
  approval_number: r.line.approvalNumber,
  batch_no: r.line.batchNo ?? '',
  expiry_date: r.line.expiryDate ?? '',
  amount: r.line.amount,
  product_dw: r.line.productDw,
  price: fenToYuan(r.line.priceFen),
  line_total: fenToYuan(r.line.lineFen),
  subtotal: shown.subtotal,
  discount_share: shown.share,
  purchaser: r.purchaser,
  };
};

export async function purchaseRecords(
  db: Db,
  clientId: number,
  q: RecordFilter & { page?: number; size?: number },
  now = new Date(),
): Promise<{ list: PurchaseRecord[]; total: number; page: number; size: number }> {
  const page = q.page ?? 1;
  const size = q.size ?? 20;
  const where = whereOf(eq(orders.clientId, clientId), q, now);
  const [rows, [n]] = await Promise.all([
    base(db).where(where).orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.id)).limit(size).offset((page - 1) * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(where),
  ]);
  return { list: rows.map(recordOut), total: n?.n ?? 0, page, size };
}

const COLUMNS: Column<PurchaseRecord & { buyer?: string }>[] = [
  { header: '日期', width: 20, value: (r) => r.created_at },
  { header: '订单编号', width: 24, value: (r) => r.order_code },
  { header: '通用名称', width: 24, value: (r) => r.ty_name },
  { header: '规格', width: 18, value: (r) => r.product_standard },
  { header: '剂型', width: 10, value: (r) => r.dosage_form },
  { header: '生产厂家', width: 26, value: (r) => r.manufacturer },
  { header: '批准文号', width: 22, value: (r) => r.approval_number },
  { header: '批号', width: 14, value: (r) => r.batch_no },
  { header: '有效期至', width: 12, value: (r) => r.expiry_date },
  { header: '数量', width: 8, value: (r) => r.amount },
  { header: '单位', width: 8, value: (r) => r.product_dw },
  { header: '单价（元）', width: 12, value: (r) => r.price },
  { header: '小计（元）', width: 12, value: (r) => r.subtotal },
  { header: '优惠分摊（元）', width: 14, value: (r) => r.discount_share },
  { header: '实付（元）', width: 12, value: (r) => r.line_total },
  { header: '采购人员', width: 12, value: (r) => r.purchaser },
];
const OPERATOR_COLUMNS: typeof COLUMNS = [...COLUMNS, { header: '购货单位', width: 28, value: (r) => r.buyer ?? '' }];

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is escaped (no formula in Excel). */
export function csvCell(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@]/.test(s) && typeof v === 'string') s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvFile<R>(cols: readonly Column<R>[], rows: readonly R[]): Buffer {
  const lines = [cols.map((c) => csvCell(c.header)).join(','), ...rows.map((r) => cols.map((c) => csvCell(c.value(r))).join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function file<R>(title: string, cols: readonly Column<R>[], rows: readonly R[], format: ExportFormat): Promise<Buffer> {
  return format === 'csv' ? csvFile(cols, rows) : sheetFile(title, cols, rows);
}

export async function purchaseRecordsFile(db: Db, clientId: number, f: RecordFilter, format: ExportFormat, now = new Date()): Promise<Buffer> {
  const rows = await base(db).where(whereOf(eq(orders.clientId, clientId), f, now)).orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.id)).limit(EXPORT_MAX_LINES);
  return file('购进记录', COLUMNS, rows.map(recordOut), format);
}

/** The audit row of an export across clients: `operator` for the operator key, `staff_export` for a staff member. */
export async function exportAudit(db: Db, actor: Actor, subject: string, detail: Record<string, unknown>): Promise<void> {
  await db.insert(auditLog).values({ action: actor.kind === 'staff' ? 'staff_export' : 'operator', actorKind: actor.kind, actorId: actor.id, subject, detail, ip: actor.ip ?? '' });
}

/** The GSP sales records (lines shipped in the period) as CSV or a spreadsheet, audited with who exported them. */
export async function gspRecordsFile(db: Db, fromDay: string, toDay: string, format: ExportFormat, actor: Actor): Promise<Buffer> {
  const rows = await gspRows(db, fromDay, toDay);
  await exportAudit(db, actor, 'gsp-records', { from: fromDay, to: toDay });
  return file('药品销售记录', GSP_COLUMNS, rows, format);
}

/** The operator's export across clients, by order day (yyyy-MM-dd, China time, both included), optionally one account. */
export async function operatorRecordsFile(db: Db, fromDay: string, toDay: string, username: string | undefined, format: ExportFormat, actor: Actor = OPERATOR_ACTOR): Promise<Buffer> {
  const from = parseChinaStamp(`${fromDay} 00:00:00`);
  const to = parseChinaStamp(`${toDay} 23:59:59`);
  if (!from || !to) throw new ApiError(400, '日期格式不正确，应为 yyyy-MM-dd');
  if (from > to) throw new ApiError(400, '开始日期不能晚于结束日期');
  const where = and(
    notInArray(orders.status, NOT_PURCHASES),
    gte(orders.createdAt, from),
    lte(orders.createdAt, new Date(to.getTime() + 999)),
    username ? eq(clients.username, username.trim()) : undefined,
  );
  await exportAudit(db, actor, 'purchase-records', { from: fromDay, to: toDay, username: username ?? '' });
  const rows = await base(db).where(where).orderBy(asc(orders.createdAt), asc(orders.id), asc(orderLines.id)).limit(EXPORT_MAX_LINES * 5);
  return file('购进销售记录', OPERATOR_COLUMNS, rows.map((r) => ({ ...recordOut(r), buyer: r.buyer })), format);
}
