/**
 * Batch upload (issue 11): a 500-row purchase list parsed, matched and reported, through the real endpoint
 * (multipart POST, logged in as yaofang01) and split into its two halves in process. Target: under 2 s.
 */
import ExcelJS from 'exceljs';
import { asc } from 'drizzle-orm';
import * as quickOrder from '../src/contract/quick-order';
import * as session from '../src/contract/session';
import { BATCH_MAX_ROWS } from '../src/model/constants';
import type { Db } from '../src/server/db/client';
import { products } from '../src/server/db/schema';
import { DEMO_PASSWORD } from '../src/server/demo-accounts';
import { readUpload } from '../src/server/services/batch-upload/read';
import { reportRows } from '../src/server/services/batch-upload/report';
import { percentile, printTable } from './table';

const ROUNDS = 5;
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** 500 rows as buyers write them: mostly codes, some approval numbers, names with spec and maker, a few mistakes. */
async function list(db: Db): Promise<(string | number)[][]> {
  const rows = await db.select().from(products).orderBy(asc(products.id)).limit(BATCH_MAX_ROWS);
  return rows.map((p, i) => {
    const qty = i % 7 === 0 ? p.zhongbaozhuangNum * 2 + 1 : p.zhongbaozhuangNum * 3;
    if (i % 20 === 0) return [`YC9${String(i).padStart(5, '0')}`, '', '', '', qty]; // unknown code
    if (i % 25 === 0) return [p.productCode, '', '', '', '两盒']; // bad quantity
    if (i % 6 === 0) return [p.approvalNumber.replace('国药准字', ''), '', '', '', qty];
    if (i % 5 === 0) return ['', p.tyName, p.productStandard, p.manufacturer, qty];
    if (i % 19 === 0) return ['', p.tyName.slice(0, 3), '', '', qty]; // not exact: similar products
    return [p.productCode, p.tyName, '', '', qty];
  });
}

const HEADER = ['商品编码/批准文号', '商品名称', '规格', '生产厂家', '采购数量'];

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('采购清单');
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const csvOf = (rows: (string | number)[][]) =>
  Buffer.from('\ufeff' + [HEADER, ...rows].map((r) => r.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',')).join('\r\n'));

async function login(base: string, token: string): Promise<void> {
  const res = await fetch(`${base}/api${session.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ username: 'yaofang01', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { code: number };
  if (body.code !== 200) throw new Error(`login answered ${body.code}`);
}

async function post(base: string, token: string, file: Buffer, name: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const t0 = performance.now();
  const res = await fetch(`${base}/api${quickOrder.batchUpload.path}`, { method: 'POST', headers: { token }, body: form });
  const body = (await res.json()) as { code: number; data: { total: number } | null };
  const elapsed = performance.now() - t0;
  if (body.code !== 200 || body.data?.total !== BATCH_MAX_ROWS) throw new Error(`upload answered ${body.code}`);
  return elapsed;
}

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; max: number }> {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), max: times[times.length - 1] as number };
}

/** `base`/`token`: the bench server and a web token of it; `db`: its database (to pick real products). */
export async function batchUploadBench(base: string, token: string, db: Db): Promise<void> {
  await login(base, token);
  const rows = await list(db);
  const files = [
    { what: `.xlsx, ${rows.length} rows`, data: await xlsxOf(rows), name: 'list.xlsx' },
    { what: `.csv UTF-8, ${rows.length} rows`, data: csvOf(rows), name: 'list.csv' },
  ];
  const viewer = { scopes: [0, 1, 2], showPrices: true, price: null };
  const out: Record<string, string>[] = [];
  for (const f of files) {
    const http = await timed(() => post(base, token, f.data, f.name));
    const parse = await timed(() => readUpload(f.data));
    const parsed = await readUpload(f.data);
    const match = await timed(() => reportRows(db, viewer, parsed));
    out.push({
      file: `${f.what} (${(f.data.length / 1024).toFixed(0)} KB)`,
      'POST p50 / max': `${ms(http.p50)} / ${ms(http.max)}`,
      'parse p50': ms(parse.p50),
      'match+report p50': ms(match.p50),
      target: '< 2000 ms',
    });
  }
  printTable(`Batch upload: ${BATCH_MAX_ROWS} rows parsed, matched and reported (${ROUNDS} rounds after a warm-up)`, out);
}
