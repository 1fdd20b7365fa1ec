import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import * as quickOrder from '../../../src/contract/quick-order';
import type { BatchRow } from '../../../src/contract/quick-order';
import { BATCH_MSG, MSG, SERVER_MSG } from '../../../src/model/messages';
import { cartLines, uploads } from '../../../src/server/db/schema';
import { loginAs, newToken, startServer, type TestServer } from '../helpers';
import { csvText, gbk, HEADER, PNG, reportOf, upload, xlsx, zip, zipBomb } from './helpers';

let s: TestServer;
let yaofang: string;
let liansuo: string;

beforeAll(async () => {
  // Far more uploads than a buyer makes in a minute: the per-ip flood limit is off here.
  s = await startServer({ app: { rateLimit: false } });
  yaofang = (await loginAs(s.app, 'yaofang01')).token;
  liansuo = (await loginAs(s.app, 'liansuo01')).token;
});
afterAll(async () => {
  await s.close();
});

const byRow = (rows: BatchRow[], n: number) => {
  const r = rows.find((x) => x.row === n);
  if (!r) throw new Error(`no row ${n}`);
  return r;
};

async function refusal(data: Buffer, filename = 'list.xlsx', token = yaofang) {
  const r = await upload(s.app, token, data, filename);
  expect(r.body.data).toBeNull();
  return r;
}

describe('template', () => {
  it('is a real .xlsx with the list and the instructions, named in Chinese', async () => {
    const res = await s.app.inject({ method: 'GET', url: `/api${quickOrder.batchTemplate.path}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(BATCH_MSG.templateName)}`);
    expect(disposition).toMatch(/filename="[\x20-\x7e]+"/);

    const wb = new ExcelJS.Workbook();
    // exceljs declares its own `Buffer` (an ArrayBuffer); it reads a Node Buffer.
    await wb.xlsx.load(res.rawPayload as unknown as Parameters<typeof wb.xlsx.load>[0]);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['采购清单', '填写说明']);
    const list = wb.getWorksheet('采购清单') as ExcelJS.Worksheet;
    expect(list.getRow(1).values).toEqual([undefined, '商品编码/批准文号', '商品名称', '规格', '生产厂家', '采购数量']);
    expect(list.getCell('A2').value).toBe('YC000001');
    const guide = (wb.getWorksheet('填写说明') as ExcelJS.Worksheet).getColumn(1).values.join('\n');
    expect(guide).toContain('每次最多上传500行');
    expect(guide).toContain('中包装');
    expect(guide).toContain('.csv');
  });

  it('round trip: the template uploads back as three valid rows', async () => {
    const res = await s.app.inject({ method: 'GET', url: `/api${quickOrder.batchTemplate.path}` });
    const report = reportOf(await upload(s.app, yaofang, res.rawPayload, '批量采购模板.xlsx'));
    expect(report).toMatchObject({ total: 3, valid: 3, limit: 500 });
    expect(report.rows.map((r) => [r.row, r.product?.product_id, r.status, r.amount])).toEqual([
      [2, 1, 'ok', 2],
      [3, 4, 'ok', 20],
      [4, 7, 'ok', 2],
    ]);
  });
});

describe('rows', () => {
  it('matches by code, approval number and name, and explains every other row', async () => {
    const file = await xlsx([
      HEADER,
      ['YC000001', '', '', '', 2], // 2 code
      ['h13023964', '', '', '', 3], // 3 approval without 国药准字, any case
      ['国药准字Ｈ13023964', '', '', '', '4'], // 4 full-width letter, text quantity
      ['', '阿莫西林胶囊', '', '石药集团', 1], // 5 name + maker
      ['', '阿莫西林胶囊', '', '', 1], // 6 two makers: ambiguous
      ['', '阿莫西林胶囊', '0.5g*24粒', '', 1], // 7 a dose the catalogue does not have
      ['YC000004', '', '', '', 15], // 8 pack 10: rounded up
      ['YC000007', '', '', '', 55], // 9 at most 50
      ['YC000004', '', '', '', 'abc'], // 10
      ['YC000001', '', '', '', 0], // 11
      ['YC000001', '', '', '', 2.5], // 12
      ['YC999999', '', '', '', 1], // 13 unknown code
      ['', '嗯嗯嗯嗯嗯嗯', '', '', 1], // 14 unknown name
      ['YC000003', '', '', '', 1], // 15 sold out
      ['YC000005', '', '', '', 1], // 16 off shelf
      ['YC000006', '', '', '', 1], // 17 expired
      ['ZZ000000', '医用外科口罩', '10只/袋', '稳健', 5], // 18 wrong code, name finds it
      ['', '', '', '', ''], // blank: skipped
      ['', '阿莫西林', '', '', 1], // 20 not exact: similar products offered
    ]);
    const report = reportOf(await upload(s.app, yaofang, file));
    const rows = report.rows;
    expect(report.total).toBe(18);

    for (const n of [2, 3, 4, 5]) expect(byRow(rows, n)).toMatchObject({ status: 'ok', product: { product_id: 1 } });
    expect(byRow(rows, 2)).toMatchObject({ amount: 2, reason: '', candidates: [] });
    expect(byRow(rows, 4)).toMatchObject({ amount: 4, quantity_text: '4' });

    const six = byRow(rows, 6);
    expect(six).toMatchObject({ status: 'ambiguous', amount: 0, product: null, reason: BATCH_MSG.ambiguous(2) });
    expect(six.candidates.map((c) => c.ty_name)).toEqual(['阿莫西林胶囊', '阿莫西林胶囊']);
    expect(byRow(rows, 7)).toMatchObject({ status: 'ambiguous', reason: BATCH_MSG.mismatch });

    const eight = byRow(rows, 8);
    expect(eight).toMatchObject({ status: 'adjusted', amount: 20, product: { product_id: 4 } });
    expect(eight.reason).toContain('已按中包装10调整为20');
    expect(byRow(rows, 9)).toMatchObject({ status: 'rejected', amount: 0, reason: '最多购买50', product: { product_id: 7 } });
    for (const n of [10, 11, 12]) expect(byRow(rows, n)).toMatchObject({ status: 'rejected', reason: BATCH_MSG.badQuantity });
    expect(byRow(rows, 13)).toMatchObject({ status: 'rejected', reason: BATCH_MSG.notFound, product: null, candidates: [] });
    expect(byRow(rows, 14)).toMatchObject({ status: 'rejected', reason: BATCH_MSG.notFound });
    expect(byRow(rows, 15).reason).toBe('连花清瘟胶囊已售罄');
    expect(byRow(rows, 16).reason).toBe('头孢克肟分散片已下架');
    expect(byRow(rows, 17).reason).toBe('维生素C片已过期');
    expect(byRow(rows, 18)).toMatchObject({ status: 'ok', amount: 5, product: { product_id: 7 }, reason: BATCH_MSG.codeNotFoundByName });
    const similar = byRow(rows, 20);
    expect(similar).toMatchObject({ status: 'ambiguous', reason: BATCH_MSG.similar });
    expect(similar.candidates.length).toBeGreaterThan(0);
    expect(similar.candidates.length).toBeLessThanOrEqual(5);
    expect(similar.candidates[0]?.ty_name).toContain('阿莫西林');

    expect(report.valid).toBe(rows.filter((r) => r.status === 'ok' || r.status === 'adjusted').length);
    expect(report.valid).toBe(6);
    // Prices are shown to a logged-in buyer, as everywhere else.
    expect(byRow(rows, 2).product?.price).toBe('8.50');
  });

  it('finds the columns by header name in any order, under a title row', async () => {
    const file = await xlsx([
      ['某某诊所 2026年11月采购单'],
      ['采购数量', '生产厂家', '通用名', '规格'],
      [10, '华润三九', '板蓝根颗粒', '10g×20袋'],
    ]);
    const report = reportOf(await upload(s.app, yaofang, file));
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({ row: 3, status: 'ok', amount: 10, product: { product_id: 4 } });
  });

  it('reads a sheet without a header in the template column order', async () => {
    const report = reportOf(await upload(s.app, yaofang, await xlsx([['YC000004', '板蓝根颗粒', '', '', 30]])));
    expect(report.rows[0]).toMatchObject({ row: 1, status: 'ok', amount: 30 });
  });

  it('reads a name typed in the code column as the name (with spec and maker), and a code in the name column as the code', async () => {
    const file = await xlsx([
      ['商品编码/批准文号', '商品名称', '规格', '生产厂家', '采购数量'],
      ['板蓝根颗粒', '', '10g×20袋', '华润三九', 10],
      ['阿莫西林胶囊', '', '', '', 20],
      ['', 'YC000004', '', '', 30],
    ]);
    const report = reportOf(await upload(s.app, yaofang, file));
    expect(byRow(report.rows, 2)).toMatchObject({ status: 'ok', amount: 10, name: '板蓝根颗粒', product: { product_id: 4 } });
    // Several products are named 阿莫西林胶囊: the buyer chooses among them, never 未找到该商品.
    expect(byRow(report.rows, 3).status).not.toBe('rejected');
    expect(byRow(report.rows, 3).name).toBe('阿莫西林胶囊');
    expect(byRow(report.rows, 4)).toMatchObject({ status: 'ok', amount: 30, code: 'YC000004', product: { product_id: 4 } });
  });

  it('refuses a header without a quantity column', async () => {
    const r = await refusal(await xlsx([['商品编码', '商品名称'], ['YC000001', '']]));
    expect(r.body.msg).toBe(BATCH_MSG.missingColumn('采购数量'));
  });

  it('rejects out-of-scope products for liansuo01 with the refusal text', async () => {
    const report = reportOf(await upload(s.app, liansuo, await xlsx([HEADER, ['YC000001', '', '', '', 2], ['YC000004', '', '', '', 10]])));
    expect(report.rows[0]).toMatchObject({ status: 'rejected', amount: 0, reason: MSG.outOfScope('阿莫西林胶囊', '处方药'), product: { switch: 0 } });
    expect(report.rows[1]).toMatchObject({ status: 'ok', amount: 10 });
    expect(report.valid).toBe(1);
  });

  it('an out-of-scope product with a bad quantity says what matters: the scope', async () => {
    const report = reportOf(await upload(s.app, liansuo, await xlsx([HEADER, ['YC000001', '', '', '', 'x']])));
    expect(report.rows[0]?.reason).toBe(MSG.outOfScope('阿莫西林胶囊', '处方药'));
  });
});

describe('CSV', () => {
  const rows = [
    ['商品编码', '商品名称', '数量'],
    ['YC000004', '板蓝根颗粒', 20],
    ['', '医用外科口罩', '3'],
  ];
  const expectTwo = (report: { rows: BatchRow[] }) => {
    expect(report.rows.map((r) => [r.row, r.product?.product_id ?? null, r.status])).toEqual([
      [2, 4, 'ok'],
      [3, null, 'ambiguous'],
    ]);
  };

  it('reads GBK (Excel in China) ', async () => {
    const file = gbk(csvText(rows));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(file)).toThrow();
    expectTwo(reportOf(await upload(s.app, yaofang, file, '采购单.csv')));
  });

  it('reads UTF-8 with a BOM and without', async () => {
    const text = csvText(rows);
    expectTwo(reportOf(await upload(s.app, yaofang, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), 'a.csv')));
    expectTwo(reportOf(await upload(s.app, yaofang, Buffer.from(text), 'a.csv')));
  });

  it('reads quoted cells and tab-separated text', async () => {
    const text = '商品编码\t采购数量\r\n"YC000004"\t"1,000"\r\n';
    const report = reportOf(await upload(s.app, yaofang, Buffer.from(text), 'a.txt'));
    expect(report.rows[0]).toMatchObject({ status: 'ok', amount: 1000 });
  });

  it('treats a cell starting with = as text', async () => {
    const text = csvText([HEADER, ['=HYPERLINK("http://evil.example","YC000001")', '', '', '', '=1+1'], ['YC000001', '', '', '', '=2']]);
    const report = reportOf(await upload(s.app, yaofang, Buffer.from(text), 'a.csv'));
    // Not a code, so read as a name: kept as the text it is, never evaluated.
    expect(report.rows[0]).toMatchObject({ code: '', name: '=HYPERLINK("http://evil.example","YC000001")', quantity_text: '=1+1' });
    expect(report.rows[0]?.status).not.toBe('ok');
    expect(report.rows[1]).toMatchObject({ status: 'rejected', reason: BATCH_MSG.badQuantity, quantity_text: '=2' });
  });
});

describe('formulas in xlsx', () => {
  it('uses the cached result of a formula, never evaluates it', async () => {
    const file = await xlsx([
      HEADER,
      // The cached result wins even where evaluating the formula would give something else.
      [{ formula: 'CONCATENATE("YC","000001")', result: 'YC000001' }, '', '', '', { formula: '1000*1000', result: 3 }],
      ['YC000001', '', '', '', { formula: 'A1*2' }], // no cached result
      ['YC000001', '', '', '', { formula: 'NA()', result: { error: '#N/A' } }],
      ['YC000004', '', '', '', { sharedFormula: 'E2', result: 10 }],
    ]);
    const report = reportOf(await upload(s.app, yaofang, file));
    expect(report.rows.map((r) => [r.status, r.amount, r.quantity_text])).toEqual([
      ['ok', 3, '3'],
      ['rejected', 0, ''],
      ['rejected', 0, ''],
      ['ok', 10, '10'],
    ]);
  });
});

describe('limits and hostile files', () => {
  const listOf = (n: number) => [HEADER, ...Array.from({ length: n }, () => ['YC000004', '', '', '', 10])];

  it('accepts 500 rows and refuses 501 with the count', async () => {
    const ok = reportOf(await upload(s.app, yaofang, await xlsx(listOf(500))));
    expect(ok).toMatchObject({ total: 500, valid: 500 });
    const r = await refusal(await xlsx(listOf(501)));
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('每次最多上传500行，当前文件有501行，请拆分后上传');
    const csv = await refusal(Buffer.from(csvText(listOf(620))), 'a.csv');
    expect(csv.body.msg).toBe(BATCH_MSG.tooManyRows(500, 620));
  });

  it('refuses files above 2 MB (3 MB, 10 MB)', async () => {
    for (const mb of [3, 10]) {
      const big = Buffer.alloc(mb * 1024 * 1024, 'a');
      const r = await refusal(big, 'big.csv');
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain('文件过大');
    }
  });

  it('refuses zip bombs before inflating them', async () => {
    // Declares 4 GB for a sheet.
    const declared = await refusal(zipBomb(1024 * 1024, 0xfffffff0));
    expect(declared.body.msg).toBe(BATCH_MSG.badFile);
    // Honest headers, 64 MB of zeros in 64 KB.
    const honest = zipBomb(64 * 1024 * 1024);
    expect(honest.length).toBeLessThan(200 * 1024);
    expect((await refusal(honest)).body.msg).toBe(BATCH_MSG.badFile);
    // Headers that lie: 1 KB declared, 64 MB inside.
    expect((await refusal(zipBomb(64 * 1024 * 1024, 1024))).body.msg).toBe(BATCH_MSG.badFile);
  });

  it('refuses a zip that is not a workbook and an xlsx that is corrupt', async () => {
    expect((await refusal(zip([{ name: 'a.txt', data: Buffer.from('hello') }]))).body.msg).toBe(BATCH_MSG.badType);
    const good = await xlsx(listOf(2));
    const broken = Buffer.from(good);
    broken.fill(0x41, 200, 2000);
    expect((await refusal(broken)).body.msg).toBe(BATCH_MSG.badFile);
  });

  it('refuses a PNG renamed .xlsx, other binaries and an old .xls', async () => {
    expect((await refusal(PNG, 'list.xlsx')).body.msg).toBe(BATCH_MSG.badType);
    expect((await refusal(Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe, 0x00, 0x10]), 'list.csv')).body.msg).toBe(
      BATCH_MSG.badType,
    );
    const cfb = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb);
    const xls = await refusal(cfb, 'list.xls');
    expect([BATCH_MSG.oldExcel, BATCH_MSG.badType]).toContain(xls.body.msg);
  });

  it('refuses an empty file, a file of blank rows and a request without a file', async () => {
    expect((await refusal(Buffer.alloc(0), 'a.csv')).body.msg).toBe(BATCH_MSG.fileMissing);
    expect((await refusal(Buffer.from(',,,\r\n,,\r\n'), 'a.csv')).body.msg).toBe(BATCH_MSG.emptyFile);
    const res = await s.app.inject({
      method: 'POST',
      url: `/api${quickOrder.batchUpload.path}`,
      headers: { token: yaofang, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.json()).toMatchObject({ code: 400, msg: BATCH_MSG.fileMissing });
  });

  it('stores nothing', async () => {
    const counts = async () => ({
      cart: (await s.db.select({ n: count() }).from(cartLines).where(eq(cartLines.clientId, 1)))[0]?.n,
      uploads: (await s.db.select({ n: count() }).from(uploads))[0]?.n,
    });
    const before = await counts();
    reportOf(await upload(s.app, yaofang, await xlsx(listOf(20))));
    await refusal(zipBomb(64 * 1024 * 1024));
    expect(await counts()).toEqual(before);
  });
});

describe('who may upload', () => {
  it('a visitor gets 10001 without a token and 401 with an anonymous one', async () => {
    const file = await xlsx(listOfOne());
    expect((await upload(s.app, undefined, file)).body.code).toBe(10001);
    const anonymous = await upload(s.app, await newToken(s.app), file);
    expect(anonymous.body).toMatchObject({ code: 401, msg: SERVER_MSG.loginRequired });
  });

  it('a salesman not acting for a customer is told to choose one', async () => {
    const { token } = await loginAs(s.app, 'ywy01');
    const r = await upload(s.app, token, await xlsx(listOfOne()));
    expect(r.body).toMatchObject({ code: 400, msg: MSG.salesmanCartOnly });
  });

  it('the template needs no login', async () => {
    const res = await s.app.inject({ method: 'GET', url: `/api${quickOrder.batchTemplate.path}` });
    expect(res.statusCode).toBe(200);
  });
});

function listOfOne() {
  return [HEADER, ['YC000001', '', '', '', 1]];
}
