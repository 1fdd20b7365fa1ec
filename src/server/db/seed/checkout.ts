/**
 * Checkout demo data: the dosage form (剂型) every GSP sales record carries, derived from the product's name and
 * unit, and three special-control drugs that may never be sold online (a vaccine, a narcotic, a precursor
 * chemical), so the refusal can be seen on the card, detail, cart, quick order and checkout.
 */
import { and, eq, inArray, isNull, like, or } from 'drizzle-orm';
import type { Db } from '../types';
import { categories, products } from '../schema';
import { pinyinOf } from '../../lib/pinyin';

/** Name fragment → dosage form, first match wins. */
const DOSAGE_FORMS: [string, string][] = [
  ['缓释胶囊', '缓释胶囊剂'],
  ['胶囊', '胶囊剂'],
  ['分散片', '分散片剂'],
  ['缓释片', '缓释片剂'],
  ['片', '片剂'],
  ['颗粒', '颗粒剂'],
  ['注射', '注射剂'],
  ['口服液', '口服溶液剂'],
  ['糖浆', '糖浆剂'],
  ['软膏', '软膏剂'],
  ['乳膏', '乳膏剂'],
  ['滴眼液', '滴眼剂'],
  ['丸', '丸剂'],
  ['喷雾', '喷雾剂'],
  ['贴', '贴剂'],
];

/** Product codes of the demo special-control drugs (tests and e2e find them by code). */
export const SPECIAL_DEMO_CODES = { vaccine: 'SPC-VACCINE-01', narcotic: 'SPC-NARCOTIC-01', precursor: 'SPC-PRECURSOR-01' } as const;

const SPECIALS: { code: string; name: string; category: string; standard: string; unit: string; maker: string; form: string; approval: string; priceFen: number }[] = [
  { code: SPECIAL_DEMO_CODES.vaccine, name: '冻干人用狂犬病疫苗(Vero细胞)', category: 'vaccine', standard: '0.5ml/瓶', unit: '瓶', maker: '辽宁成大生物股份有限公司', form: '注射剂', approval: '国药准字S20120015', priceFen: 26800 },
  { code: SPECIAL_DEMO_CODES.narcotic, name: '盐酸吗啡缓释片', category: 'narcotic', standard: '30mg*10片', unit: '盒', maker: '东北制药集团沈阳第一制药有限公司', form: '缓释片剂', approval: '国药准字H20030123', priceFen: 4500 },
  { code: SPECIAL_DEMO_CODES.precursor, name: '盐酸麻黄碱片', category: 'precursor', standard: '25mg*100片', unit: '瓶', maker: '西南药业股份有限公司', form: '片剂', approval: '国药准字H50020122', priceFen: 1200 },
];

async function seedDosageForms(db: Db): Promise<void> {
  for (const [fragment, form] of DOSAGE_FORMS) {
    await db
      .update(products)
      .set({ dosageForm: form })
      .where(and(eq(products.dosageForm, ''), like(products.tyName, `%${fragment}%`)));
  }
}

async function seedSpecials(db: Db, today: Date): Promise<void> {
  const there = await db.select({ id: products.id }).from(products).where(inArray(products.productCode, SPECIALS.map((s) => s.code)));
  if (there.length) return;
  const [cls] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.name, '其他注射剂'), eq(categories.name, '解热镇痛药')))
    .orderBy(categories.id)
    .limit(1);
  const [any] = cls ? [cls] : await db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId)).limit(1);
  if (!any) return;
  const validity = new Date(today.getTime() + 540 * 86_400_000).toISOString().slice(0, 10);
  await db.insert(products).values(
    SPECIALS.map((s) => {
      const py = pinyinOf(s.name);
      return {
        productCode: s.code,
        tyName: s.name,
        manufacturer: s.maker,
        productStandard: s.standard,
        productDw: s.unit,
        businessScope: 0,
        drugType: s.form === '注射剂' ? 1 : 0,
        approvalNumber: s.approval,
        dosageForm: s.form,
        specialCategory: s.category,
        classId: any.id,
        validity,
        stock: 500,
        priceFen: s.priceFen,
        retailPriceFen: Math.round(s.priceFen * 1.3),
        pinyinInitials: py.initials,
        pinyinFull: py.full,
      };
    }),
  );
}

export async function seedCheckout(db: Db, today: Date): Promise<void> {
  await seedDosageForms(db);
  await seedSpecials(db, today);
}
