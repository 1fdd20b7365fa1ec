/**
 * Builds the demo product rows: a few featured products with fixed ids (used by tests and e2e), then variants of
 * the product lines of catalogue-data (maker × spec) until the wanted count. A variant agrees with its line on
 * everything a pharmacist would check: makers that really make it, the kind of approval number, prescription
 * class, medicare listing; its price follows the dose and the pack size and its middle pack fits what it is (never
 * ten wheelchairs). Everything comes from a seeded PRNG; only the validity dates are relative to the seeding day so
 * near-expiry stays meaningful.
 */
import type { DrugType } from '../../../contract/catalog';
import type { products } from '../schema';
import { allLines, MAKER, SUPPLIERS, type Line, type MakerKey } from './catalogue-data';
import { pinyinOf } from '../../lib/pinyin';
import { createRng, type Rng } from './prng';
import { approvalNumber, medicareCode } from './registration-numbers';
import { specFor } from './specs';

export type NewProduct = typeof products.$inferInsert;

/** Ids of featured demo products (stable: inserted first into an empty database). */
export const DEMO_PRODUCTS = {
  /** 阿莫西林胶囊, prescription (business_scope 0), in stock: what `amxl` finds first. */
  amoxicillin: 1,
  /** 布洛芬缓释胶囊, near expiry. */
  nearExpiry: 2,
  /** 连花清瘟胶囊, sold out (stock 0, is_failure 2). */
  soldOut: 3,
  /** 板蓝根颗粒, packing size 10, class B OTC. */
  packing10: 4,
  /** 头孢克肟分散片, off shelf (is_failure 1). */
  offShelf: 5,
  /** 维生素C片, expired (is_failure 3). */
  expired: 6,
  /** 医用外科口罩, at most 50 per order (max_buy_num). */
  limited: 7,
} as const;

export const AMOXICILLIN_APPROVAL = '国药准字H13023964';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const roundTo10 = (fen: number) => Math.max(50, Math.round(fen / 10) * 10);

function dateAfter(today: Date, days: number): string {
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface ProductSeedContext {
  classIdOf(sub: string): number;
  today: Date;
}

type Fields = Omit<NewProduct, 'productCode' | 'pinyinInitials' | 'pinyinFull'>;

function finish(fields: Fields, index: number): NewProduct {
  const py = pinyinOf(fields.tyName);
  return { ...fields, productCode: `YC${pad(index + 1, 6)}`, pinyinInitials: py.initials, pinyinFull: py.full };
}

function featured(ctx: ProductSeedContext): Fields[] {
  const base = {
    // No photos in the demo: the site draws each box (ui/PackShot); a real picture's URL goes here.
    thumb: '',
    drugType: 0 as DrugType,
    supplier: SUPPLIERS[0] ?? '',
    isFailure: 0,
    isZhengjian: 0,
    zhongbaozhuangNum: 1,
    maxBuyNum: -1,
    minBuyNum: 0,
    validity: dateAfter(ctx.today, 720),
  };
  return [
    {
      ...base, tyName: '阿莫西林胶囊', manufacturer: '石药集团欧意药业有限公司', brand: '石药', productStandard: '0.25g*24粒',
      productDw: '盒', businessScope: 0, approvalNumber: AMOXICILLIN_APPROVAL, medicareCode: 'XJ01CAA040E001010101445',
      tags: ['医保', '基药', '热销'], classId: ctx.classIdOf('青霉素类'), stock: 5000, priceFen: 850, retailPriceFen: 1280, sales: 18800,
    },
    {
      ...base, tyName: '布洛芬缓释胶囊', manufacturer: '中美天津史克制药有限公司', brand: '史克',
      productStandard: '0.3g*20粒', productDw: '盒', businessScope: 1, approvalNumber: '国药准字H10900089',
      medicareCode: 'XM01AEB071E002010100952', tags: ['医保'], classId: ctx.classIdOf('解热镇痛药'), stock: 800,
      priceFen: 1650, retailPriceFen: 2390, sales: 9200, validity: dateAfter(ctx.today, 75),
    },
    {
      ...base, tyName: '连花清瘟胶囊', manufacturer: '石家庄以岭药业股份有限公司', brand: '以岭',
      productStandard: '0.35g*24粒', productDw: '盒', businessScope: 1, approvalNumber: '国药准字Z20040063',
      medicareCode: 'ZA01BAL0460010103982', tags: ['医保', '热销'], classId: ctx.classIdOf('感冒用药'), stock: 0, isFailure: 2,
      priceFen: 1980, retailPriceFen: 2880, sales: 15600,
    },
    {
      ...base, tyName: '板蓝根颗粒', manufacturer: '华润三九医药股份有限公司', brand: '999',
      productStandard: '10g*20袋', productDw: '盒', businessScope: 2, approvalNumber: '国药准字Z44021940', medicareCode: '',
      tags: ['热销'], classId: ctx.classIdOf('感冒用药'), stock: 2000, zhongbaozhuangNum: 10, priceFen: 1200, retailPriceFen: 1800,
      sales: 12800,
    },
    {
      ...base, tyName: '头孢克肟分散片', manufacturer: '齐鲁制药有限公司', brand: '齐鲁',
      productStandard: '0.1g*6片', productDw: '盒', businessScope: 0, approvalNumber: '国药准字H20030808',
      medicareCode: 'XJ01DDA080T001010102398', tags: ['医保'], classId: ctx.classIdOf('头孢菌素类'), stock: 300, isFailure: 1,
      priceFen: 1450, retailPriceFen: 2200, sales: 4100,
    },
    {
      ...base, tyName: '维生素C片', manufacturer: '华北制药股份有限公司', brand: '华药',
      productStandard: '0.1g*100片', productDw: '瓶', businessScope: 2, approvalNumber: '国药准字H13020965', medicareCode: '',
      tags: [], classId: ctx.classIdOf('维生素'), stock: 120, isFailure: 3, priceFen: 250, retailPriceFen: 450, sales: 2600,
      validity: dateAfter(ctx.today, -30),
    },
    {
      ...base, drugType: 2, tyName: '医用外科口罩', manufacturer: '稳健医疗用品股份有限公司', brand: '稳健',
      productStandard: '10只/袋', productDw: '包', businessScope: 2, approvalNumber: '鄂械注准20202140467', medicareCode: '',
      tags: ['新品'], classId: ctx.classIdOf('敷料耗材'), stock: 10000, maxBuyNum: 50, priceFen: 390, retailPriceFen: 690, sales: 7300,
    },
  ];
}

/** A dose against the line's first one: 0.5g costs more than 0.25g, but not twice as much. */
function doseFactor(dose: string | undefined, first: string | undefined): number {
  const amount = (d: string | undefined) => {
    const m = /^(\d+(?:\.\d+)?)(μg|mg|g|ml|IU|万单位|单位)/.exec(d ?? '');
    if (!m) return null;
    const unit = m[2] ?? '';
    const scale = unit === 'g' ? 1000 : unit === 'μg' ? 0.001 : unit === '万单位' ? 10_000 : 1;
    return { n: Number(m[1]) * scale, kind: unit === 'ml' ? 'volume' : /单位|IU/.test(unit) ? 'units' : 'mass' };
  };
  const a = amount(dose);
  const b = amount(first);
  if (!a || !b || a.kind !== b.kind || b.n === 0) return 1;
  return (a.n / b.n) ** 0.6;
}

/** Middle pack (中包装): cheap small packs go by 5, 10 or 20; anything dear, bulky or sold by weight by one. */
function middlePack(rng: Rng, line: Line, unit: string, priceFen: number): number {
  const roll = rng.next();
  if (priceFen >= 8000 || unit === '台' || line.drugType === 3 || line.drugType === 4 || line.sub === '输液') return 1;
  return roll < 0.72 ? 1 : roll < 0.86 ? 10 : roll < 0.96 ? 5 : 20;
}

export function buildProducts(count: number, ctx: ProductSeedContext, seed = 20240601): NewProduct[] {
  const rng = createRng(seed);
  const out: Fields[] = featured(ctx).slice(0, count);
  const seen = new Set(out.map((p) => `${p.tyName}|${p.manufacturer}|${p.productStandard}`));
  // One approval number and one medicare code per product of a maker, whatever the pack.
  const approvals = new Map(out.map((p) => [`${p.tyName}|${p.manufacturer}`, p.approvalNumber ?? '']));
  const usedApprovals = new Set(out.map((p) => p.approvalNumber));
  const medicare = new Map(out.map((p) => [`${p.tyName}|${p.manufacturer}`, p.medicareCode ?? '']));
  const makerFactor = new Map<string, number>();
  const featuredSales = new Map(out.map((p) => [p.tyName, p.sales ?? 0]));

  const lines = allLines();
  const lineInfo = lines.map((l) => ({
    // A group's range is wide (恩替卡韦 and 阿昔洛韦 share one): lines without their own price stay in its lower part,
    // so a higher dose or a bigger pack does not carry an ordinary generic to an implausible price.
    price: l.price[0] === l.price[1] ? l.price[0] : rng.int(l.price[0], Math.round(l.price[0] + (l.price[1] - l.price[0]) * 0.55)),
    essential: l.drugType <= 1 && rng.chance(0.2),
    // A featured product decides for its line: every maker's pack is listed or none is.
    insured: ((f) => (f ? !!f.medicareCode : rng.chance(l.insured)))(out.find((p) => p.tyName === l.name)),
    exhausted: false,
  }));

  const variant = (line: Line, info: (typeof lineInfo)[number], first: boolean): Fields | null => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const makerKey: MakerKey = rng.pick(line.makers);
      const maker = MAKER[makerKey];
      let spec: string;
      let unit: string;
      let factor: number;
      if (line.whole) {
        const options = line.whole(makerKey);
        if (!options.length) continue;
        ({ spec, unit, factor } = rng.pick(options));
      } else {
        const dose = rng.pick(line.doses);
        const s = specFor(rng, line.name, dose, { cheap: info.price <= 1000 });
        ({ spec, unit } = s);
        factor = doseFactor(dose, line.doses[0]) * (s.count && s.ref ? (s.count / s.ref) ** 0.9 : 1);
      }
      const key = `${line.name}|${maker.name}|${spec}`;
      if (seen.has(key)) continue;
      seen.add(key);

      const makerKeyOfLine = `${line.name}|${maker.name}`;
      let approval = approvals.get(makerKeyOfLine);
      if (approval === undefined) {
        do approval = approvalNumber(rng, line, maker);
        while (approval && usedApprovals.has(approval));
        usedApprovals.add(approval);
        approvals.set(makerKeyOfLine, approval);
      }
      let code = medicare.get(makerKeyOfLine);
      if (code === undefined) {
        code = info.insured ? medicareCode(rng, line) : '';
        medicare.set(makerKeyOfLine, code);
      }
      let level = makerFactor.get(makerKeyOfLine);
      if (level === undefined) {
        level = (line.premium.includes(makerKey) ? 1.8 : 1) * (0.85 + rng.next() * 0.3);
        makerFactor.set(makerKeyOfLine, level);
      }

      const priceFen = roundTo10(info.price * factor * level);
      const packing = middlePack(rng, line, unit, priceFen);
      // The first pack of every line is on sale: what a buyer opens first (and the demo lists find by name) works.
      const roll = first ? 1 : rng.next();
      const state = roll < 0.03 ? 'soldOut' : roll < 0.05 ? 'offShelf' : roll < 0.06 ? 'expired' : 'normal';
      const nearExpiry = state === 'normal' && rng.chance(0.032);
      const dear = priceFen >= 20000;
      const units = state === 'soldOut' ? 0 : rng.chance(0.1) ? rng.int(5, 60) : dear ? rng.int(10, 200) : rng.int(100, 3000);
      const stock = Math.ceil(units / packing) * packing;
      // Below the featured products' sales, so they lead their names' listings as the tests and the demo expect.
      const drawn = Math.floor(rng.next() ** 3 * (dear ? 2000 : 17000));
      const sales = Math.min(drawn, (featuredSales.get(line.name) ?? Infinity) - 1);
      const tags = [
        ...(code ? ['医保'] : []),
        ...(info.essential ? ['基药'] : []),
        ...(rng.chance(0.05) ? ['新品'] : []),
        ...(sales > 9000 ? ['热销'] : []),
      ];
      const validityDays = state === 'expired' ? -rng.int(1, 120) : nearExpiry ? rng.int(20, 170) : rng.int(300, 1000);
      return {
        tyName: line.name,
        manufacturer: maker.name,
        brand: maker.brand,
        supplier: rng.pick(SUPPLIERS),
        productStandard: spec,
        productDw: unit,
        thumb: '',
        tags,
        medicareCode: code,
        businessScope: line.scope,
        drugType: line.drugType as DrugType,
        approvalNumber: approval,
        classId: ctx.classIdOf(line.sub),
        validity: dateAfter(ctx.today, validityDays),
        stock,
        isFailure: state === 'offShelf' ? 1 : state === 'soldOut' ? 2 : state === 'expired' ? 3 : 0,
        isZhengjian: packing === 20 ? 1 : 0,
        zhongbaozhuangNum: packing,
        priceFen,
        retailPriceFen: roundTo10(priceFen * (1.25 + rng.next() * 0.35)),
        maxBuyNum: rng.chance(0.03) ? packing * rng.pick([5, 10, 20]) : -1,
        minBuyNum: rng.chance(0.02) ? packing * 2 : 0,
        sales,
      };
    }
    return null;
  };

  // Round-robin over the lines: every pass adds one variant per line, so a small seed still covers them all.
  for (let pass = 0; out.length < count; pass++) {
    let added = 0;
    for (let i = 0; i < lines.length && out.length < count; i++) {
      const info = lineInfo[i];
      const line = lines[i];
      if (!info || !line || info.exhausted) continue;
      const v = variant(line, info, pass === 0);
      if (v) {
        out.push(v);
        added++;
      } else info.exhausted = true;
    }
    if (added === 0) break;
  }
  return out.map(finish);
}
