/**
 * 资料下载 demo data (issue 29): the distributor's three licences, a registration document for the first five
 * products and the 说明书 of those without one, and an inspection report for every batch the demo orders shipped
 * with (order lines' 批号) and up to 40 batches in stock. The files are small one-page PDFs written here (Latin
 * text: a PDF's standard fonts have no CJK glyphs; the titles and file names are Chinese). Fills only an empty table.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../types';
import { orderLines, productBatches, products, qualificationDocuments } from '../schema';

/** A valid one-page PDF showing these ASCII lines (cross-reference offsets computed, so readers open it as is). */
export function demoPdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 60 ${760 - i * 28} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const LICENCES = [
  { title: '药品经营许可证', en: 'Drug Distribution Licence' },
  { title: '营业执照', en: 'Business Licence' },
  { title: 'GSP 证书', en: 'GSP Certificate' },
];

const row = (kind: 'licence' | 'registration' | 'inspection', title: string, data: Buffer, productId: number | null = null, batchNo: string | null = null) => ({
  key: randomBytes(18).toString('base64url'),
  kind,
  productId,
  batchNo,
  title,
  mime: 'application/pdf',
  size: data.length,
  data,
  uploadedBy: 'seed',
});

export async function seedDocuments(db: Db): Promise<void> {
  if ((await db.$count(qualificationDocuments)) > 0) return;
  const rows = LICENCES.map((l) => row('licence', l.title, demoPdf(['YaoCai Pharma Distribution (demo)', l.en, 'No. YC-DEMO-2026']), null));
  const first = await db.select({ id: products.id, code: products.productCode, leaflet: products.leaflet, name: products.tyName, spec: products.productStandard }).from(products).where(lte(products.id, 5)).orderBy(asc(products.id));
  for (const p of first) {
    rows.push(row('registration', '药品注册证', demoPdf(['Drug Registration Certificate (demo)', `Product ${p.code}`]), p.id));
    if (!p.leaflet) {
      await db
        .update(products)
        .set({ leaflet: `【药品名称】${p.name}\n【规格】${p.spec}\n【适应症】请仔细阅读说明书并在医师或药师指导下使用。\n【用法用量】遵医嘱。\n【不良反应】尚不明确。\n【贮藏】密封，置阴凉干燥处。` })
        .where(eq(products.id, p.id));
    }
  }
  const shipped = await db.selectDistinct({ productId: orderLines.productId, batchNo: orderLines.batchNo }).from(orderLines).where(isNotNull(orderLines.batchNo));
  const inStock = await db.select({ productId: productBatches.productId, batchNo: productBatches.batchNo }).from(productBatches).orderBy(asc(productBatches.productId)).limit(40);
  const seen = new Set<string>();
  for (const b of [...shipped, ...inStock]) {
    const k = `${b.productId}|${b.batchNo}`;
    if (!b.batchNo || seen.has(k)) continue;
    seen.add(k);
    rows.push(row('inspection', '药品检验报告书', demoPdf(['Certificate of Analysis (demo)', `Batch ${b.batchNo}`, 'Result: conforms']), b.productId, b.batchNo));
  }
  for (let i = 0; i < rows.length; i += 200) await db.insert(qualificationDocuments).values(rows.slice(i, i + 200));
}
