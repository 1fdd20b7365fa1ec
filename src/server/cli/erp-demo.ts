/**
 * The reference ERP simulator (issue 27): `npm run erp-demo` plays a distributor's ERP against a running store
 * (YAOCAI_URL, default http://localhost:$PORT or 3000), signing every request as docs/erp.md says:
 *   1. checks the signature (GET /open/ping);
 *   2. pushes a catalogue with the GSP fields, base and client-type prices, an agreed price for yaofang01, and stock
 *      by batch;
 *   3. changes prices and stock (a second price push, a batch sold down, one product off shelf);
 *   4. pulls new and changed orders from its saved cursor and ships every paid one with batches first-expiry-first-out
 *      and generated 追溯码.
 * Credentials: YAOCAI_ERP_KEY and YAOCAI_ERP_SECRET, else it makes its own key once through the operator API and keeps
 * it (and its order cursor) in .data/erp-demo.json (YAOCAI_ERP_STATE: another file, e.g. one per store). `--ship-only` skips steps 2 and 3 (pull and ship again);
 * `--order=<订单编号>` ships only that order (the others pulled stay unshipped: a store shared with other work);
 * `--no-ship` stops after step 3.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Envelope } from '../../contract/common';
import type { DataOf, EndpointSpec } from '../../contract/define';
import * as open from '../../contract/open';
import type { ProductRow } from '../../contract/open';
import * as partners from '../../contract/partners';
import { chinaDay } from '../../model/date-range';
import { API_PREFIX } from '../http/route';
import { operatorKey } from '../lib/operator-key';
import { signedHeaders } from '../lib/open-sign';

const stateFile = () => process.env.YAOCAI_ERP_STATE || join(fileURLToPath(new URL('../../../', import.meta.url)), '.data', 'erp-demo.json');
const baseUrl = () => (process.env.YAOCAI_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '');

interface State {
  key_id: string;
  secret: string;
  cursor: string;
}

async function send(path: string, init: RequestInit): Promise<Envelope<unknown>> {
  let res: Response;
  try {
    res = await fetch(baseUrl() + path, init);
  } catch {
    throw new Error(`无法连接药采服务 ${baseUrl()}：请先 npm start，或设置 YAOCAI_URL`);
  }
  return (await res.json()) as Envelope<unknown>;
}

async function loadState(): Promise<State> {
  const fromEnv = process.env.YAOCAI_ERP_KEY && process.env.YAOCAI_ERP_SECRET;
  const saved: Partial<State> = existsSync(stateFile()) ? (JSON.parse(readFileSync(stateFile(), 'utf8')) as Partial<State>) : {};
  if (fromEnv) return { key_id: process.env.YAOCAI_ERP_KEY!, secret: process.env.YAOCAI_ERP_SECRET!, cursor: saved.cursor ?? '' };
  if (saved.key_id && saved.secret) return { key_id: saved.key_id, secret: saved.secret, cursor: saved.cursor ?? '' };
  const made = await send(API_PREFIX + partners.operatorPartnerCreate.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': operatorKey() },
    body: JSON.stringify({ name: 'ERP 模拟器' }),
  });
  if (made.code !== 200) throw new Error(made.msg);
  const c = made.data as partners.PartnerCredentials;
  console.log(`已创建接口密钥 ${c.key_id}（保存在 ${stateFile()}）`);
  return saveState({ key_id: c.key_id, secret: c.secret, cursor: '' });
}

function saveState(s: State): State {
  mkdirSync(dirname(stateFile()), { recursive: true });
  writeFileSync(stateFile(), JSON.stringify(s, null, 2), { mode: 0o600 });
  return s;
}

/** One signed call by its contract declaration: a GET's input as the query, a POST's as the JSON body. */
async function call<E extends EndpointSpec>(st: State, e: E, input: Record<string, unknown> = {}): Promise<DataOf<E>> {
  const query = new URLSearchParams(Object.entries(input).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)])).toString();
  const url = API_PREFIX + e.path + (e.method === 'GET' && query ? `?${query}` : '');
  const body = e.method === 'POST' ? JSON.stringify(input) : undefined;
  const headers = signedHeaders(st.key_id, st.secret, { method: e.method, url, body: body ?? '' });
  const env = await send(url, { method: e.method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body } : {}) });
  if (env.code !== 200) throw new Error(`${e.path}：${env.msg}`);
  return env.data as DataOf<E>;
}

const day = (offset: number) => chinaDay(new Date(Date.now() + offset * 86_400_000));

/** The simulated ERP's catalogue: a handful of real-looking medicines with every GSP field. */
export const DEMO_CATALOGUE: ProductRow[] = [
  ['ERPDEMO-001', '阿莫西林胶囊', '阿莫仙', '0.25g*24粒', '胶囊剂', '盒', '国药准字H44021351', '珠海联邦制药股份有限公司', '处方药', '青霉素类', '15.80'],
  ['ERPDEMO-002', '布洛芬缓释胶囊', '芬必得', '0.3g*20粒', '胶囊剂', '盒', '国药准字H10900089', '中美天津史克制药有限公司', '乙类OTC', '解热镇痛药', '18.50'],
  ['ERPDEMO-003', '连花清瘟胶囊', '以岭', '0.35g*24粒', '胶囊剂', '盒', '国药准字Z20040063', '石家庄以岭药业股份有限公司', '甲类OTC', '感冒用药', '14.20'],
  ['ERPDEMO-004', '硝苯地平控释片', '拜新同', '30mg*7片', '片剂', '盒', '国药准字J20150117', '拜耳医药保健有限公司', '处方药', '降压药', '32.60'],
  ['ERPDEMO-005', '医用外科口罩', '稳健', '17.5cm*9.5cm*10只', '', '包', '粤械注准20202140516', '稳健医疗用品股份有限公司', '非药品', '敷料耗材', '6.90'],
].map(([code, name, trade, spec, form, unit, approval, maker, rx, category, price]) => ({
  code: code!,
  generic_name: name!,
  trade_name: trade!,
  spec: spec!,
  dosage_form: form!,
  unit: unit!,
  middle_pack: 1,
  carton: 200,
  approval_number: approval!,
  manufacturer: maker!,
  licence_holder: maker!,
  origin: '中国',
  storage: rx === '非药品' ? '通风干燥处保存' : '密封，在阴凉干燥处（不超过20℃）保存',
  medicare_code: rx === '非药品' ? '' : `XDEMO${code!.slice(-3)}`,
  medicare_class: rx === '非药品' ? '' : rx === '处方药' ? '甲类' : '乙类',
  rx_class: rx!,
  drug_type: rx === '非药品' ? '器械' : '西药/中成药',
  category: category!,
  barcode: `69${code!.slice(-3).padStart(11, '0')}`,
  leaflet: `【药品名称】${name}\n【规格】${spec}\n【用法用量】遵医嘱或按说明书使用。\n【贮藏】密封保存。`,
  price: price!,
  on_shelf: true,
}));

const batchesOf = (code: string, quantity: number) => [
  { batch_no: `${code.slice(-3)}-A`, produced_on: day(-300), expires_on: day(120), quantity: Math.floor(quantity / 2) },
  { batch_no: `${code.slice(-3)}-B`, produced_on: day(-30), expires_on: day(700), quantity: quantity - Math.floor(quantity / 2) },
];

/** What a bulk answer prints: the counts, then each refused row numbered from 1 as people count (`row` is 0-based). */
export const summaryLines = (what: string, a: open.BulkAnswer): string[] => [
  `${what}：处理 ${a.applied} 行，拒绝 ${a.refused} 行`,
  ...a.rows.filter((x) => x.result === 'refused').map((r) => `  第${r.row + 1}行 ${r.code}：${r.reason} ${r.message}`),
];
const summary = (what: string, a: open.BulkAnswer) => {
  for (const line of summaryLines(what, a)) console.log(line);
};

async function pushCatalogue(st: State): Promise<void> {
  summary('商品资料', await call(st, open.openProducts, { rows: DEMO_CATALOGUE }));
  summary(
    '基础价与客户类型价',
    await call(st, open.openPrices, { rows: DEMO_CATALOGUE.map((p) => ({ code: p.code, base_price: p.price, type_prices: [{ client_type: 2, price: (Number(p.price) * 0.95).toFixed(2) }] })) }),
  );
  summary('协议价', await call(st, open.openAgreedPrices, { rows: [{ code: 'ERPDEMO-001', client: 'yaofang01', price: '12.00', valid_from: day(-1), valid_until: day(180) }] }));
  summary('批次库存', await call(st, open.openStock, { rows: DEMO_CATALOGUE.map((p) => ({ code: p.code, batches: batchesOf(p.code, 500) })) }));
}

async function changeThings(st: State): Promise<void> {
  summary('调价', await call(st, open.openPrices, { rows: [{ code: 'ERPDEMO-002', base_price: '17.90' }] }));
  summary('库存变动', await call(st, open.openStock, { rows: [{ code: 'ERPDEMO-003', batches: batchesOf('ERPDEMO-003', 120) }] }));
  summary('下架', await call(st, open.openOffShelf, { codes: ['ERPDEMO-004'] }));
}

/** 20-digit codes like the national drug traceability codes (sample values). */
const traceCodes = (seed: number, n: number) => Array.from({ length: Math.min(n, 50) }, (_, i) => `8${String(seed).padStart(9, '0')}${String(i + 1).padStart(10, '0')}`);

async function pullAndShip(st: State, only?: string): Promise<State> {
  let cursor = st.cursor;
  let shippedCount = 0;
  for (;;) {
    const page = await call(st, open.openOrders, { cursor, limit: 100 });
    for (const o of page.orders) {
      if ((o.status !== 1 && o.status !== 11) || o.shipment || (only && o.order_code !== only)) continue;
      const lines = o.lines.map((l) => ({
        line_id: l.line_id,
        batches: [{ batch_no: `${l.code.slice(-3)}-A`, expires_on: day(120), quantity: l.amount, trace_codes: traceCodes(l.line_id, l.amount) }],
      }));
      const waybill = `SF${Date.now()}${shippedCount}`;
      try {
        const done = await call(st, open.openShipment, { order_code: o.order_code, carrier: '顺丰速运', waybill, lines });
        console.log(`已发货：${o.order_code}（${o.client.name}）顺丰速运 ${waybill} → ${done.status_text}`);
        shippedCount += 1;
      } catch (e) {
        // The store refuses what may not ship yet (a group purchase not formed…): told, and shipped on a later pull.
        console.log(`暂不发货：${o.order_code}（${e instanceof Error ? e.message : String(e)}）`);
      }
    }
    cursor = page.next_cursor;
    if (!page.has_more) break;
  }
  console.log(shippedCount ? `本次发货 ${shippedCount} 单` : '没有待发货的订单（买家付款后约5秒可拉取到）');
  return saveState({ ...st, cursor });
}

export async function main(argv: string[]): Promise<number> {
  try {
    const st = await loadState();
    const me = await call(st, open.openPing);
    console.log(`签名验证通过：${me.partner}（${me.key_id}）`);
    if (!argv.includes('--ship-only')) {
      await pushCatalogue(st);
      await changeThings(st);
    }
    if (!argv.includes('--no-ship')) await pullAndShip(st, argv.find((a) => a.startsWith('--order='))?.slice('--order='.length));
    return 0;
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
