/**
 * 电子随货同行单 (issue 29): one parcel's delivery note as a PDF, A4 landscape: the distributor with its licence
 * numbers, the buyer and its address, then per batch of each line 通用名, 规格, 剂型, 生产厂家, 批准文号, 批号,
 * 生产日期, 有效期, 数量, 单价, 金额, 储存条件 and how many 追溯码 it carries, and the totals.
 *
 * pdfkit draws it with a CJK TrueType font that comes as a Debian package (fonts-wqy-zenhei, the one
 * scripts/ensure-pdf-tools.mjs and ensure-chromium install; YAOCAI_PDF_FONT names another), never downloaded at
 * run time; pdfkit embeds only the characters used (a note is some 30 kB). Without the font the download answers a
 * clear 503 instead of boxes.
 */
import { existsSync } from 'node:fs';
import type PDFDocument from 'pdfkit';
import { lazyRequire } from '../../lib/lazy-require';

const pdfkit = lazyRequire<typeof PDFDocument>('pdfkit');
import { and, asc, eq } from 'drizzle-orm';
import { chinaStamp } from '../../../model/date-range';
import { fenToYuan } from '../../../model/money';
import { PARCEL_MSG } from '../../../model/parcels';
import type { Db } from '../../db/client';
import { clients, orderLines, products, shipmentBatches, shipments } from '../../db/schema';
import { ApiError } from '../../errors';
import { siteLicences } from '../../lib/site-licences';
import { ownOrder } from './own';
import { addressText } from '../../../model/address';

/** Fonts tried in order: the environment's, then Debian's packages (a .ttc needs the face's PostScript name). */
const FONTS: readonly { path: string; face?: string }[] = [
  ...(process.env.YAOCAI_PDF_FONT ? [{ path: process.env.YAOCAI_PDF_FONT, face: process.env.YAOCAI_PDF_FONT_FACE }] : []),
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', face: 'WenQuanYiZenHei' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', face: 'WenQuanYiMicroHei' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
];

/** The distributor as printed (name from YAOCAI_DISTRIBUTOR_NAME, demo default) with the site's licence numbers. */
export function distributor(): { name: string; licences: string[] } {
  const name = (process.env.YAOCAI_DISTRIBUTOR_NAME ?? '').trim() || '上海药采医药有限公司';
  return { name, licences: siteLicences().map((l) => `${l.name}：${l.number}`) };
}

export interface NoteRow {
  name: string;
  standard: string;
  form: string;
  maker: string;
  approval: string;
  batch: string;
  produced: string;
  expires: string;
  quantity: number;
  unit: string;
  priceFen: number;
  storage: string;
  codes: number;
}

export interface NoteFacts {
  orderCode: string;
  carrier: string;
  waybill: string;
  shippedAt: string;
  buyer: string;
  address: string;
  rows: NoteRow[];
}

/** What one parcel of the buyer's order carried (404 when the order or the parcel is not the buyer's). */
export async function noteFacts(db: Db, clientId: number, orderId: number, parcelId: number): Promise<NoteFacts> {
  const o = await ownOrder(db, clientId, orderId);
  const [p] = await db.select().from(shipments).where(and(eq(shipments.id, parcelId), eq(shipments.orderId, o.id)));
  if (!p) throw new ApiError(404, PARCEL_MSG.parcelNotFound);
  const [buyer] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  const rows = await db
    .select({ b: shipmentBatches, l: orderLines, storage: products.storage })
    .from(shipmentBatches)
    .innerJoin(orderLines, eq(orderLines.id, shipmentBatches.orderLineId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(shipmentBatches.shipmentId, p.id))
    .orderBy(asc(orderLines.id), asc(shipmentBatches.id));
  const a = o.address;
  return {
    orderCode: o.orderCode,
    carrier: p.carrier,
    waybill: p.waybill,
    shippedAt: chinaStamp(p.createdAt),
    buyer: buyer?.name ?? '',
    address: `${a.consignee} ${a.phone} ${addressText(a)}`,
    rows: rows.map(({ b, l, storage }) => ({
      name: l.tyName,
      standard: l.productStandard,
      form: l.dosageForm,
      maker: l.manufacturer,
      approval: l.approvalNumber,
      batch: b.batchNo,
      produced: b.producedOn ?? '',
      expires: b.expiresOn,
      quantity: b.quantity,
      unit: l.productDw,
      priceFen: l.priceFen,
      storage,
      codes: b.traceCodes.length,
    })),
  };
}

const COLUMNS: readonly { title: string; width: number; cell: (r: NoteRow) => string }[] = [
  { title: '通用名', width: 82, cell: (r) => r.name },
  { title: '规格', width: 62, cell: (r) => r.standard },
  { title: '剂型', width: 34, cell: (r) => r.form },
  { title: '生产厂家', width: 86, cell: (r) => r.maker },
  { title: '批准文号', width: 74, cell: (r) => r.approval },
  { title: '批号', width: 54, cell: (r) => r.batch },
  { title: '生产日期', width: 54, cell: (r) => r.produced },
  { title: '有效期至', width: 54, cell: (r) => r.expires },
  { title: '数量', width: 38, cell: (r) => `${r.quantity}${r.unit}` },
  { title: '单价', width: 42, cell: (r) => fenToYuan(r.priceFen) },
  { title: '金额', width: 50, cell: (r) => fenToYuan(r.priceFen * r.quantity) },
  { title: '储存条件', width: 90, cell: (r) => r.storage },
  { title: '追溯码数', width: 40, cell: (r) => String(r.codes) },
];

/** The CJK font to draw with, or a 503 saying the note cannot be made here. */
function font(): { path: string; face?: string } {
  const f = FONTS.find((x) => existsSync(x.path));
  if (!f) throw new ApiError(503, PARCEL_MSG.noFont);
  return f;
}

/** Draws the note (see the module's comment). */
export function deliveryNotePdf(facts: NoteFacts): Promise<Buffer> {
  const f = font();
  const doc = new (pdfkit())({ size: 'A4', layout: 'landscape', margin: 28, info: { Title: `电子随货同行单 ${facts.orderCode} ${facts.waybill}`, Author: '药采 YaoCai' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', f.path, f.face);
  doc.font('cjk');
  const left = doc.page.margins.left;
  const seller = distributor();
  doc.fontSize(18).text('电子随货同行单', { align: 'center' });
  doc.moveDown(0.4).fontSize(9);
  doc.text(`销售方：${seller.name}　${seller.licences.join('　')}`);
  doc.text(`购货单位：${facts.buyer}　收货地址：${facts.address}`);
  doc.text(`订单编号：${facts.orderCode}　承运商：${facts.carrier}　运单号：${facts.waybill}　出库时间：${facts.shippedAt}`);
  doc.moveDown(0.6);

  const size = 8;
  const pad = 3;
  const drawRow = (cells: readonly string[], bold: boolean) => {
    doc.fontSize(size);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: COLUMNS[i]!.width - 2 * pad }))) + 2 * pad;
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      const w = COLUMNS[i]!.width;
      if (bold) doc.rect(x, y, w, h).fillAndStroke('#eeeeee', '#888888').fillColor('#000000');
      else doc.rect(x, y, w, h).stroke('#888888');
      doc.text(c, x + pad, y + pad, { width: w - 2 * pad });
      x += w;
    });
    doc.x = left;
    doc.y = y + h;
  };
  drawRow(COLUMNS.map((c) => c.title), true);
  for (const r of facts.rows) drawRow(COLUMNS.map((c) => c.cell(r)), false);
  const totalFen = facts.rows.reduce((a, r) => a + r.priceFen * r.quantity, 0);
  const packs = facts.rows.reduce((a, r) => a + r.quantity, 0);
  const codes = facts.rows.reduce((a, r) => a + r.codes, 0);
  doc.moveDown(0.6).fontSize(9);
  doc.text(`合计：${packs} 件　金额 ¥${fenToYuan(totalFen)}　追溯码 ${codes} 个`, left);
  doc.moveDown(0.4);
  doc.text('本单随货同行，请收货时核对品名、批号、数量与追溯码；冷链药品请核对温度记录。　发货人：__________　收货人：__________', left);
  doc.end();
  return done;
}
