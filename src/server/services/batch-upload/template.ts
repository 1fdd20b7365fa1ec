/**
 * The downloadable purchase-list template: a 采购清单 sheet (header, three sample rows of demo products by product
 * code, whole-number check on the quantity column) and a 填写说明 sheet with the rules the reader applies.
 */
import type ExcelJS from 'exceljs';
import { lazyRequire } from '../../lib/lazy-require';

const excel = lazyRequire<typeof ExcelJS>('exceljs');
import { productFields } from '../catalog/product-view';
import { asc, desc, inArray, sql } from 'drizzle-orm';
import { BATCH_MAX_ROWS } from '../../../model/constants';
import { BATCH_MSG } from '../../../model/messages';
import { quantityRule } from '../../../model/product-rules';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { DEMO_PRODUCTS } from '../../db/seed/products';
import { TEMPLATE_COLUMNS } from './columns';
import { LIST_SHEET } from './sheet';
import { BATCH_MAX_MB } from './read';
import { MEDIA } from '../../../contract/media';

export const XLSX_MIME = MEDIA.xlsx;
export const GUIDE_SHEET = '填写说明';

const SAMPLE_IDS = [DEMO_PRODUCTS.amoxicillin, DEMO_PRODUCTS.packing10, DEMO_PRODUCTS.limited];
const COLUMN_WIDTHS = [22, 24, 18, 28, 12];
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4F1' } };

export const GUIDE_LINES = [
  '1. 每行填写一个商品：“商品编码/批准文号”和“商品名称”至少填一项；填写了编码时优先按编码匹配。',
  '2. 同名商品有多个规格或厂家时，请同时填写“规格”和“生产厂家”，否则需要在上传结果中选择。',
  '3. 采购数量须为正整数，且为商品中包装数量的倍数；不是倍数时系统会向上调整为中包装的倍数，并在结果中注明。',
  `4. 每次最多上传${BATCH_MAX_ROWS}行，超过请拆分为多个文件分次上传。`,
  `5. 支持 .xlsx（Excel 2007 及以上、WPS）和 .csv（UTF-8 或 GBK 编码）文件，大小不超过${BATCH_MAX_MB}MB；.xls 请先另存为 .xlsx。`,
  '6. 表头请保持在第一行；公式单元格按其计算结果读取。示例行可直接覆盖或删除。',
  '7. 上传后会逐行显示匹配结果和不能购买的原因，确认后才会加入购物车；取消则不会加入任何商品。',
];

async function sampleRows(db: Db) {
  const cols = { ...productFields };
  let rows = await db.select(cols).from(products).where(inArray(products.id, SAMPLE_IDS)).orderBy(asc(products.id));
  if (rows.length < SAMPLE_IDS.length) {
    // A catalogue without the demo products: its best sellers on sale.
    rows = await db
      .select(cols)
      .from(products)
      .where(sql`${products.stock} <> 0 and ${products.isFailure} = 0`)
      .orderBy(desc(products.sales), asc(products.id))
      .limit(SAMPLE_IDS.length);
  }
  return rows.map((p) => {
    const { step } = quantityRule({ stock: -1, zhongbaozhuang_num: p.zhongbaozhuangNum });
    return [p.productCode, p.tyName, p.productStandard, p.manufacturer, step * 2];
  });
}

function listSheet(wb: ExcelJS.Workbook, samples: (string | number)[][]): void {
  const ws = wb.addWorksheet(LIST_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = TEMPLATE_COLUMNS.map((c, i) => ({ header: c.header, key: c.field, width: COLUMN_WIDTHS[i] }));
  // Codes as text, so Excel keeps leading zeros and long digit strings as typed.
  ws.getColumn(1).numFmt = '@';
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  for (const row of samples) ws.addRow(row);
  const quantityColumn = TEMPLATE_COLUMNS.findIndex((c) => c.field === 'quantity') + 1;
  for (let r = 2; r <= BATCH_MAX_ROWS + 1; r++) {
    ws.getCell(r, quantityColumn).dataValidation = {
      type: 'whole',
      operator: 'greaterThanOrEqual',
      formulae: [1],
      allowBlank: true,
      showErrorMessage: true,
      errorTitle: '采购数量',
      error: BATCH_MSG.badQuantity,
    };
  }
}

function guideSheet(wb: ExcelJS.Workbook): void {
  const ws = wb.addWorksheet(GUIDE_SHEET);
  ws.columns = [{ width: 22 }, { width: 18 }, { width: 70 }];
  ws.addRow(['批量采购模板填写说明']).font = { bold: true, size: 14 };
  ws.addRow([]);
  for (const line of GUIDE_LINES) {
    const row = ws.addRow([line]);
    ws.mergeCells(row.number, 1, row.number, 3);
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
    row.height = 32;
  }
  ws.addRow([]);
  const head = ws.addRow(['列名', '是否必填', '说明']);
  head.font = { bold: true };
  head.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  for (const c of TEMPLATE_COLUMNS) ws.addRow([c.header, c.required, c.note]).getCell(3).alignment = { wrapText: true };
}

/** The template workbook as .xlsx bytes. */
export async function buildTemplate(db: Db): Promise<Buffer> {
  const wb = new (excel().Workbook)();
  wb.creator = '药采';
  wb.created = new Date();
  listSheet(wb, await sampleRows(db));
  guideSheet(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** RFC 6266 / 5987: an ASCII fallback name and the UTF-8 one. */
export function attachment(filename: string, asciiFallback: string): string {
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}
