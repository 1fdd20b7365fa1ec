/** The sales report (totals, periods, by customer, by product), its .xlsx, and the customer and product rankings. */
import { chinaStamp } from '../../../model/date-range';
import { fenToYuan } from '../../../model/money';
import {
  periodsBetween,
  reportRangeProblem,
  sharePercent,
  thisMonth,
  type ReportGranularity,
} from '../../../model/salesman-report';
import type {
  ClientRank,
  ProductRank,
  RankQuery,
  ReportCustomerRow,
  ReportProductRow,
  ReportQuery,
  ReportTotals,
  SalesReport,
} from '../../../contract/salesman';
import type { Page } from '../../../contract/fields';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import { bookFile, type Column } from '../orders/spreadsheet';
import {
  productCount,
  salesByCustomer,
  salesByPeriod,
  salesByProduct,
  salesTotals,
  type CustomerSalesRow,
  type ProductSalesRow,
  type SalesScope,
  type SalesTotalsFen,
} from './sales';
import { hisCustomer } from './scope';

const yuan = (fen: bigint) => fenToYuan(Number(fen));

export function totalsView(t: SalesTotalsFen): ReportTotals {
  return {
    orders: t.orders,
    customers: t.customers,
    quantity: t.quantity,
    sales: yuan(t.salesFen),
    goods: yuan(t.goodsFen),
    avg_order: yuan(t.orders > 0 ? (t.salesFen + BigInt(t.orders) / 2n) / BigInt(t.orders) : 0n),
  };
}

/** The validated scope of a report query (400 with the model's text for a bad range, 403 for a customer not his). */
async function reportScope(db: Db, salesmanId: number, q: ReportQuery, now: Date): Promise<SalesScope & { granularity: ReportGranularity }> {
  const granularity = q.granularity ?? 'month';
  const problem = reportRangeProblem(q.start, q.end, granularity, now);
  if (problem) throw new ApiError(400, problem);
  if (q.customer_id !== undefined) await hisCustomer(db, salesmanId, q.customer_id);
  return { salesmanId, start: q.start, end: q.end, customerId: q.customer_id, granularity };
}

export async function salesReport(db: Db, salesmanId: number, q: ReportQuery, now = new Date()): Promise<SalesReport> {
  const scope = await reportScope(db, salesmanId, q, now);
  const [totals, periods] = await Promise.all([salesTotals(db, scope), salesByPeriod(db, scope, scope.granularity)]);
  const byKey = new Map(periods.map((p) => [p.period, p]));
  return {
    start: scope.start,
    end: scope.end,
    granularity: scope.granularity,
    totals: totalsView(totals),
    periods: periodsBetween(scope.start, scope.end, scope.granularity).map((period) => {
      const p = byKey.get(period);
      return { period, orders: p?.orders ?? 0, customers: p?.customers ?? 0, sales: yuan(p?.salesFen ?? 0n) };
    }),
  };
}

const customerRowView = (r: CustomerSalesRow, whole: bigint): ReportCustomerRow => ({
  client_id: r.clientId,
  client_name: r.name,
  city: r.city,
  orders: r.orders,
  quantity: r.quantity,
  sales: yuan(r.salesFen),
  share: sharePercent(r.salesFen, whole),
  last_order_at: chinaStamp(r.lastOrderAt),
});

const productRowView = (r: ProductSalesRow, whole: bigint): ReportProductRow => ({
  product_id: r.productId,
  product_code: r.productCode,
  ty_name: r.tyName,
  product_standard: r.productStandard,
  manufacturer: r.manufacturer,
  product_dw: r.productDw,
  quantity: r.quantity,
  orders: r.orders,
  customers: r.customers,
  sales: yuan(r.salesFen),
  share: sharePercent(r.salesFen, whole),
});

type Paged = ReportQuery & { page?: number; size?: number };

export async function reportByCustomer(db: Db, salesmanId: number, q: Paged, now = new Date()) {
  const scope = await reportScope(db, salesmanId, q, now);
  const page = q.page ?? 1;
  const size = q.size ?? 20;
  const [totals, rows] = await Promise.all([salesTotals(db, scope), salesByCustomer(db, scope, 'sales', size, (page - 1) * size)]);
  const result: Page<ReportCustomerRow> & { totals: ReportTotals } = {
    list: rows.map((r) => customerRowView(r, totals.salesFen)),
    total: totals.customers,
    page,
    size,
    totals: totalsView(totals),
  };
  return result;
}

export async function reportByProduct(db: Db, salesmanId: number, q: Paged, now = new Date()) {
  const scope = await reportScope(db, salesmanId, q, now);
  const page = q.page ?? 1;
  const size = q.size ?? 20;
  const [totals, count, rows] = await Promise.all([
    salesTotals(db, scope),
    productCount(db, scope),
    salesByProduct(db, scope, 'sales', size, (page - 1) * size),
  ]);
  const result: Page<ReportProductRow> & { totals: ReportTotals } = {
    list: rows.map((r) => productRowView(r, totals.goodsFen)),
    total: count,
    page,
    size,
    totals: totalsView(totals),
  };
  return result;
}

/** Rows one export sheet carries at most (a salesman's products over three years fit). */
const EXPORT_MAX_ROWS = 5_000;

export async function salesReportFile(db: Db, salesmanId: number, q: ReportQuery, now = new Date()): Promise<Buffer> {
  const report = await salesReport(db, salesmanId, q, now);
  const scope = { salesmanId, start: report.start, end: report.end, customerId: q.customer_id };
  const totals = await salesTotals(db, scope);
  const [customers, products] = await Promise.all([
    salesByCustomer(db, scope, 'sales', EXPORT_MAX_ROWS),
    salesByProduct(db, scope, 'sales', EXPORT_MAX_ROWS),
  ]);
  const t = report.totals;
  const summary: [string, string | number][] = [
    ['统计期间', `${report.start} 至 ${report.end}`],
    ['订单数', t.orders],
    ['下单客户数', t.customers],
    ['商品件数', t.quantity],
    ['销售额（元）', t.sales],
    ['商品金额（元，折后不含运费）', t.goods],
    ['客单价（元）', t.avg_order],
    ['统计口径', '已付款（含授信）且未取消、未退款的订单，按下单时间（北京时间）'],
  ];
  const periodCols: Column<SalesReport['periods'][number]>[] = [
    { header: report.granularity === 'day' ? '日期' : '月份', width: 14, value: (r) => r.period },
    { header: '订单数', width: 10, value: (r) => r.orders },
    { header: '下单客户数', width: 12, value: (r) => r.customers },
    { header: '销售额（元）', width: 16, value: (r) => r.sales },
  ];
  const customerCols: Column<ReportCustomerRow>[] = [
    { header: '客户名称', width: 30, value: (r) => r.client_name },
    { header: '城市', width: 12, value: (r) => r.city },
    { header: '订单数', width: 10, value: (r) => r.orders },
    { header: '商品件数', width: 10, value: (r) => r.quantity },
    { header: '销售额（元）', width: 16, value: (r) => r.sales },
    { header: '占比（%）', width: 10, value: (r) => r.share },
    { header: '最近下单', width: 20, value: (r) => r.last_order_at },
  ];
  const productCols: Column<ReportProductRow>[] = [
    { header: '商品编码', width: 14, value: (r) => r.product_code },
    { header: '通用名', width: 24, value: (r) => r.ty_name },
    { header: '规格', width: 18, value: (r) => r.product_standard },
    { header: '生产厂家', width: 26, value: (r) => r.manufacturer },
    { header: '单位', width: 8, value: (r) => r.product_dw },
    { header: '数量', width: 10, value: (r) => r.quantity },
    { header: '订单数', width: 10, value: (r) => r.orders },
    { header: '客户数', width: 10, value: (r) => r.customers },
    { header: '商品金额（元）', width: 16, value: (r) => r.sales },
    { header: '占比（%）', width: 10, value: (r) => r.share },
  ];
  return bookFile([
    { title: '汇总', columns: [{ header: '项目', width: 28, value: (r: [string, string | number]) => r[0] }, { header: '数值', width: 60, value: (r: [string, string | number]) => r[1] }], rows: summary },
    { title: '按期间', columns: periodCols, rows: report.periods },
    { title: '按客户', columns: customerCols, rows: customers.map((r) => customerRowView(r, totals.salesFen)) },
    { title: '按商品', columns: productCols, rows: products.map((r) => productRowView(r, totals.goodsFen)) },
  ]);
}

/** A ranking's period: the dates given (validated like the report's, by month), else this month so far. */
async function rankScope(salesmanId: number, q: RankQuery, now: Date): Promise<SalesScope> {
  if (!q.start && !q.end) return { salesmanId, ...thisMonth(now) };
  const problem = reportRangeProblem(q.start ?? '', q.end ?? '', 'month', now);
  if (problem) throw new ApiError(400, problem);
  return { salesmanId, start: q.start as string, end: q.end as string };
}

export async function clientTop(db: Db, salesmanId: number, q: RankQuery, now = new Date()) {
  const scope = await rankScope(salesmanId, q, now);
  const [totals, rows] = await Promise.all([salesTotals(db, scope), salesByCustomer(db, scope, q.sort ?? 'sales', q.limit ?? 10)]);
  const list: ClientRank[] = rows.map((r, i) => {
    const { last_order_at: _, ...row } = customerRowView(r, totals.salesFen);
    return { rank: i + 1, ...row };
  });
  return { start: scope.start, end: scope.end, totals: totalsView(totals), list };
}

export async function productTop(db: Db, salesmanId: number, q: RankQuery, now = new Date()) {
  const scope = await rankScope(salesmanId, q, now);
  const [totals, rows] = await Promise.all([salesTotals(db, scope), salesByProduct(db, scope, q.sort ?? 'sales', q.limit ?? 10)]);
  const list: ProductRank[] = rows.map((r, i) => {
    const { product_code: _, ...row } = productRowView(r, totals.goodsFen);
    return { rank: i + 1, ...row };
  });
  return { start: scope.start, end: scope.end, totals: totalsView(totals), list };
}
