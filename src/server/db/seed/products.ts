/**
 * Builds the demo product rows: a few featured products with fixed ids (used by tests and e2e), then variants of
 * the base names (maker × spec) until the wanted count. Everything comes from a seeded PRNG; only the validity
 * dates are relative to the seeding day so near-expiry stays meaningful.
 */
import type { BusinessScope, DrugType } from '../../../contract/catalog';
import type { products } from '../schema';
import { GROUPS, MAKERS, MEDICARE_PREFIX, SUPPLIERS, type Group, type Maker } from './catalogue-data';
import { pinyinOf } from '../../lib/pinyin';
import { createRng, type Rng } from './prng';
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

interface BaseItem {
  group: Group;
  name: string;
  doses: (string | undefined)[];
  unit?: string;
  scope: BusinessScope;
}

function parseItem(group: Group, item: string): BaseItem {
  const m = /^([^:@#]+)(?::([^@#]+))?(?:@([^#]+))?(?:#(\d))?$/.exec(item);
  if (!m?.[1]) throw new Error(`bad catalogue item: ${item}`);
  // Doses are comma separated; a dose may itself contain ':' (250ml:12.5g), which the regex keeps in group 2.
  const doses = m[2] ? m[2].split(',') : [undefined];
  return { group, name: m[1], doses, unit: m[3], scope: (m[4] ? Number(m[4]) : group.scope) as BusinessScope };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const roundTo10 = (fen: number) => Math.max(50, Math.round(fen / 10) * 10);
const letter = (rng: Rng) => String.fromCharCode(65 + rng.int(0, 25));

function approvalNumber(rng: Rng, kind: Group['approval'], maker: Maker, imported: boolean): string {
  if (kind === 'none') return '';
  if (kind === 'device') {
    const year = rng.int(2014, 2023);
    if (rng.chance(0.5)) return `国械注准${year}${rng.pick(['2', '3'])}${pad(rng.int(1, 77), 2)}${pad(rng.int(0, 9999), 4)}`;
    return `${maker[2]}械注准${year}2${pad(rng.int(1, 77), 2)}${pad(rng.int(0, 9999), 4)}`;
  }
  const prefix = imported ? 'J' : kind;
  const digits = rng.chance(0.5)
    ? `${maker[2]}0${pad(rng.int(0, 99999), 5)}`
    : `${rng.int(1998, 2023)}${pad(rng.int(0, 9999), 4)}`;
  return `国药准字${prefix}${digits}`;
}

function medicareCode(rng: Rng, drugType: DrugType): string {
  const prefix = MEDICARE_PREFIX[drugType] ?? 'X';
  return `${prefix}${pad(rng.int(1, 99), 2)}${letter(rng)}${letter(rng)}${letter(rng)}${pad(rng.int(0, 999), 3)}${letter(rng)}${pad(rng.int(0, 999999), 6)}${pad(rng.int(0, 999999), 6)}`;
}

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
    thumb: '/img/drug-1.svg',
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
      ...base, thumb: '/img/drug-2.svg', tyName: '布洛芬缓释胶囊', manufacturer: '中美天津史克制药有限公司', brand: '史克',
      productStandard: '0.3g*20粒', productDw: '盒', businessScope: 1, approvalNumber: '国药准字H10900089',
      medicareCode: 'XM01AEB071E002010100952', tags: ['医保'], classId: ctx.classIdOf('解热镇痛药'), stock: 800,
      priceFen: 1650, retailPriceFen: 2390, sales: 9200, validity: dateAfter(ctx.today, 75),
    },
    {
      ...base, thumb: '/img/drug-3.svg', tyName: '连花清瘟胶囊', manufacturer: '石家庄以岭药业股份有限公司', brand: '以岭',
      productStandard: '0.35g*24粒', productDw: '盒', businessScope: 1, approvalNumber: '国药准字Z20040063',
      medicareCode: 'ZA01BAL0460010103982', tags: ['医保', '热销'], classId: ctx.classIdOf('感冒用药'), stock: 0, isFailure: 2,
      priceFen: 1980, retailPriceFen: 2880, sales: 15600,
    },
    {
      ...base, thumb: '/img/drug-4.svg', tyName: '板蓝根颗粒', manufacturer: '华润三九医药股份有限公司', brand: '999',
      productStandard: '10g*20袋', productDw: '盒', businessScope: 2, approvalNumber: '国药准字Z44021940', medicareCode: '',
      tags: ['热销'], classId: ctx.classIdOf('感冒用药'), stock: 2000, zhongbaozhuangNum: 10, priceFen: 1200, retailPriceFen: 1800,
      sales: 12800,
    },
    {
      ...base, thumb: '/img/drug-5.svg', tyName: '头孢克肟分散片', manufacturer: '齐鲁制药有限公司', brand: '齐鲁',
      productStandard: '0.1g*6片', productDw: '盒', businessScope: 0, approvalNumber: '国药准字H20030808',
      medicareCode: 'XJ01DDA080T001010102398', tags: ['医保'], classId: ctx.classIdOf('头孢菌素类'), stock: 300, isFailure: 1,
      priceFen: 1450, retailPriceFen: 2200, sales: 4100,
    },
    {
      ...base, thumb: '/img/drug-6.svg', tyName: '维生素C片', manufacturer: '华北制药股份有限公司', brand: '华药',
      productStandard: '0.1g*100片', productDw: '瓶', businessScope: 2, approvalNumber: '国药准字H13020965', medicareCode: '',
      tags: [], classId: ctx.classIdOf('维生素'), stock: 120, isFailure: 3, priceFen: 250, retailPriceFen: 450, sales: 2600,
      validity: dateAfter(ctx.today, -30),
    },
    {
      ...base, thumb: '/img/drug-7.svg', drugType: 2, tyName: '医用外科口罩', manufacturer: '稳健医疗用品股份有限公司', brand: '稳健',
      productStandard: '10只/袋', productDw: '包', businessScope: 2, approvalNumber: '鄂械注准20202140467', medicareCode: '',
      tags: ['新品'], classId: ctx.classIdOf('敷料耗材'), stock: 10000, maxBuyNum: 50, priceFen: 390, retailPriceFen: 690, sales: 7300,
    },
  ];
}

export function buildProducts(count: number, ctx: ProductSeedContext, seed = 20240601): NewProduct[] {
  const rng = createRng(seed);
  const out: Fields[] = featured(ctx).slice(0, count);
  const seen = new Set(out.map((p) => `${p.tyName}|${p.manufacturer}|${p.productStandard}`));
  const approvals = new Map<string, string>([['阿莫西林胶囊|石药集团欧意药业有限公司', AMOXICILLIN_APPROVAL]]);
  const usedApprovals = new Set(out.map((p) => p.approvalNumber));
  const medicare = new Map<string, string>();

  const bases = GROUPS.flatMap((g) => g.items.map((item) => parseItem(g, item)));
  const baseInfo = bases.map((b) => ({
    price: rng.int(b.group.price[0], b.group.price[1]),
    essential: rng.chance(0.2),
    insured: b.group.drugType !== 2 && b.group.drugType !== 6 ? rng.chance(0.75) : rng.chance(0.2),
    exhausted: false,
  }));

  const variant = (b: BaseItem, info: (typeof baseInfo)[number]): Fields | null => {
    const g = b.group;
    for (let attempt = 0; attempt < 8; attempt++) {
      const imported = g.makers === 'chem' && rng.chance(0.1);
      const maker = rng.pick(MAKERS[imported ? 'import' : g.makers]);
      const dose = rng.pick(b.doses);
      const { spec, unit } = specFor(rng, b.name, dose, { explicitUnit: b.unit, herbal: g.drugType === 3 });
      const key = `${b.name}|${maker[0]}|${spec}`;
      if (seen.has(key)) continue;
      seen.add(key);

      const makerKey = `${b.name}|${maker[0]}`;
      let approval = approvals.get(makerKey);
      if (approval === undefined) {
        do approval = approvalNumber(rng, g.approval, maker, imported);
        while (approval && usedApprovals.has(approval));
        usedApprovals.add(approval);
        approvals.set(makerKey, approval);
      }
      let code = medicare.get(makerKey);
      if (code === undefined) {
        code = info.insured ? medicareCode(rng, g.drugType) : '';
        medicare.set(makerKey, code);
      }

      const roll = rng.next();
      const state = roll < 0.03 ? 'soldOut' : roll < 0.05 ? 'offShelf' : roll < 0.06 ? 'expired' : 'normal';
      const nearExpiry = state === 'normal' && rng.chance(0.032);
      const packRoll = rng.next();
      const packing = packRoll < 0.78 ? 1 : packRoll < 0.88 ? 10 : packRoll < 0.96 ? 5 : 20;
      const stock = state === 'soldOut' ? 0 : Math.ceil(rng.int(20, 3000) / packing) * packing;
      const priceFen = roundTo10(info.price * (0.75 + rng.next() * 0.6));
      const sales = Math.floor(rng.next() ** 3 * 20000);
      const tags = [
        ...(code ? ['医保'] : []),
        ...(info.essential ? ['基药'] : []),
        ...(rng.chance(0.05) ? ['新品'] : []),
        ...(sales > 9000 ? ['热销'] : []),
      ];
      const validityDays = state === 'expired' ? -rng.int(1, 120) : nearExpiry ? rng.int(20, 170) : rng.int(300, 1000);
      return {
        tyName: b.name,
        manufacturer: maker[0],
        brand: maker[1],
        supplier: rng.pick(SUPPLIERS),
        productStandard: spec,
        productDw: unit,
        thumb: `/img/drug-${rng.int(1, 24)}.svg`,
        tags,
        medicareCode: code,
        businessScope: b.scope,
        drugType: g.drugType,
        approvalNumber: approval,
        classId: ctx.classIdOf(g.sub),
        validity: dateAfter(ctx.today, validityDays),
        stock,
        isFailure: state === 'offShelf' ? 1 : state === 'soldOut' ? 2 : state === 'expired' ? 3 : 0,
        isZhengjian: packing === 20 ? 1 : 0,
        zhongbaozhuangNum: packing,
        priceFen,
        retailPriceFen: roundTo10(priceFen * (1.2 + rng.next() * 0.5)),
        maxBuyNum: rng.chance(0.03) ? packing * rng.pick([5, 10, 20]) : -1,
        minBuyNum: rng.chance(0.02) ? packing * 2 : 0,
        sales,
      };
    }
    return null;
  };

  // Round-robin over the base names: every pass adds one variant per name, so a small seed still covers them all.
  while (out.length < count) {
    let added = 0;
    for (let i = 0; i < bases.length && out.length < count; i++) {
      const info = baseInfo[i];
      const b = bases[i];
      if (!info || !b || info.exhausted) continue;
      const v = variant(b, info);
      if (v) {
        out.push(v);
        added++;
      } else info.exhausted = true;
    }
    if (added === 0) break;
  }
  return out.map(finish);
}
