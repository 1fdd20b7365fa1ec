/**
 * Orders for the payment tests, inserted directly (one line of a demo product, stock taken as checkout would), so
 * the payment suites do not depend on checkout. Also: a sandbox notification poster and the ledger invariants.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { cashLedger, clients, creditLedger, orderLines, orders, payments, products } from '../../../src/server/db/schema';
import { sandboxNoticeBody, sandboxTradeNo } from '../../../src/server/services/payments/sandbox';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import type { TestServer } from '../helpers';

export interface FixtureOrder {
  id: number;
  code: string;
  totalFen: number;
}

export async function makeOrder(
  s: TestServer,
  clientId: number,
  opts: { totalFen?: number; status?: number; amount?: number; productId?: number; stockReleased?: boolean } = {},
): Promise<FixtureOrder> {
  const totalFen = opts.totalFen ?? 12_345;
  const amount = opts.amount ?? 2;
  const productId = opts.productId ?? DEMO_PRODUCTS.amoxicillin;
  const code = `YC${Date.now()}${randomBytes(3).toString('hex')}`;
  const [p] = await s.db.select().from(products).where(eq(products.id, productId));
  if (!p) throw new Error('no product');
  const [order] = await s.db
    .insert(orders)
    .values({
      orderCode: code,
      clientId,
      companyId: 1,
      status: opts.status ?? 0,
      goodsFen: totalFen,
      totalFen,
      address: { consignee: '王芳', phone: '13812345601', province: '上海市', city: '上海市', area: '浦东新区', detail: '张杨路1288号' },
      payDeadline: new Date(Date.now() + 30 * 60_000),
      ...(opts.stockReleased ? { stockReleasedAt: new Date(), cancelledAt: new Date() } : {}),
    })
    .returning({ id: orders.id });
  await s.db.insert(orderLines).values({
    orderId: order!.id,
    productId,
    productCode: p.productCode,
    tyName: p.tyName,
    productStandard: p.productStandard,
    manufacturer: p.manufacturer,
    productDw: p.productDw,
    amount,
    listPriceFen: Math.floor(totalFen / amount),
    priceFen: Math.floor(totalFen / amount),
    lineFen: totalFen,
  });
  // The order holds its stock unless it was released by the timeout cancel.
  if (!opts.stockReleased) await s.db.update(products).set({ stock: sql`${products.stock} - ${amount}` }).where(eq(products.id, productId));
  return { id: order!.id, code, totalFen };
}

export async function orderRow(s: TestServer, id: number) {
  const [row] = await s.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function clientRow(s: TestServer, id: number) {
  const [row] = await s.db.select().from(clients).where(eq(clients.id, id));
  return row!;
}

export async function stockOf(s: TestServer, productId: number) {
  const [row] = await s.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

/** Posts a sandbox notification as the confirm page would (signed), or with the given overrides. */
export async function sandboxNotify(
  s: TestServer,
  outTradeNo: string,
  opts: { amountFen?: number; status?: 'SUCCESS' | 'CLOSED'; tradeNo?: string; tamper?: boolean } = {},
) {
  let amountFen = opts.amountFen;
  if (amountFen === undefined) {
    const [p] = await s.db.select({ amount: payments.amountFen }).from(payments).where(eq(payments.outTradeNo, outTradeNo));
    amountFen = p?.amount ?? 1;
  }
  let body = sandboxNoticeBody({
    out_trade_no: outTradeNo,
    trade_no: opts.tradeNo ?? sandboxTradeNo(),
    total_fen: String(amountFen),
    trade_status: opts.status ?? 'SUCCESS',
  });
  if (opts.tamper) body = body.replace(/total_fen=\d+/, 'total_fen=1');
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
  return { status: res.statusCode, body: res.body };
}

/** The balance equals the sum of the cash ledger, and credit in use the sum of the credit ledger. */
export async function ledgerMismatches(s: TestServer): Promise<string[]> {
  const all = await s.db.select({ id: clients.id, balance: clients.balanceFen, used: clients.creditUsedFen }).from(clients);
  const cash = await s.db
    .select({ id: cashLedger.clientId, sum: sql<string>`sum(${cashLedger.deltaFen})` })
    .from(cashLedger)
    .groupBy(cashLedger.clientId);
  const credit = await s.db
    .select({ id: creditLedger.clientId, sum: sql<string>`sum(${creditLedger.deltaFen})` })
    .from(creditLedger)
    .groupBy(creditLedger.clientId);
  const sumOf = (rows: { id: number; sum: string }[], id: number) => Number(rows.find((r) => r.id === id)?.sum ?? 0);
  return all.flatMap((c) => [
    ...(sumOf(cash, c.id) !== c.balance ? [`client ${c.id}: balance ${c.balance} ≠ cash ledger ${sumOf(cash, c.id)}`] : []),
    ...(sumOf(credit, c.id) !== c.used ? [`client ${c.id}: credit used ${c.used} ≠ credit ledger ${sumOf(credit, c.id)}`] : []),
  ]);
}
