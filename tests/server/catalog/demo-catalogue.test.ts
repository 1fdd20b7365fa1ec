/**
 * The demo catalogue as a pharmacist would check it (no database: the rows the seed inserts). Every product agrees
 * with its line: makers that make it, the kind of registration number, one number per product of a maker,
 * medicare listed for all makers or none, middle packs that fit, prices with a margin.
 */
import { describe, expect, it } from 'vitest';
import { allLines, CATEGORY_TREE, MAKER, type Line } from '../../../src/server/db/seed/catalogue-data';
import { buildProducts, DEMO_PRODUCTS, type NewProduct } from '../../../src/server/db/seed/products';

const today = new Date('2026-11-24T00:00:00Z');
const subs = CATEGORY_TREE.flatMap((c) => c.children);
const rows = buildProducts(2000, { today, classIdOf: (sub) => subs.indexOf(sub) + 1 });
const lines = new Map(allLines().map((l) => [l.name, l]));
const makerByName = new Map(Object.entries(MAKER).map(([key, m]) => [m.name, { key, ...m }]));
const generated = rows.slice(Object.keys(DEMO_PRODUCTS).length);

const NUMBER: Record<Line['kind'], RegExp> = {
  H: /^国药准字HJ?\d{8}$/,
  Z: /^国药准字ZJ?\d{8}$/,
  S: /^国药准字SJ?\d{8}$/,
  III: /^国械注[准进]\d{4}3\d{6}$/,
  II: /^(国械注进|[京津冀晋蒙辽吉黑沪苏浙皖闽赣鲁豫鄂湘粤桂琼渝川贵云藏陕甘青宁新滇]械注准)\d{4}2\d{6}$/,
  I: /^[^国]{2}械备\d{8}号$/,
  disinfect: /^.卫消证字（\d{4}）第\d{4}号$/,
  none: /^$/,
};

const byKey = (p: NewProduct) => `${p.tyName}|${p.manufacturer}`;

describe('demo catalogue', () => {
  it('has 2,000 products with the featured ones first and every sub-category of the menu filled', () => {
    expect(rows).toHaveLength(2000);
    expect(rows[DEMO_PRODUCTS.amoxicillin - 1]).toMatchObject({ tyName: '阿莫西林胶囊', manufacturer: '石药集团欧意药业有限公司', priceFen: 850 });
    expect(rows[DEMO_PRODUCTS.packing10 - 1]).toMatchObject({ tyName: '板蓝根颗粒', zhongbaozhuangNum: 10 });
    const used = new Set(rows.map((r) => r.classId));
    for (const [i, sub] of subs.entries()) expect(used.has(i + 1), sub).toBe(true);
  });

  it('every product is made by a maker of its line, and one-company products only by that company', () => {
    for (const p of generated) {
      const line = lines.get(p.tyName);
      expect(line, p.tyName).toBeDefined();
      const maker = makerByName.get(p.manufacturer);
      expect(maker, p.manufacturer).toBeDefined();
      expect(line?.makers, `${p.tyName} by ${p.manufacturer}`).toContain(maker?.key);
      expect(p.brand).toBe(maker?.brand);
    }
    const makersOf = (name: string) => new Set(rows.filter((r) => r.tyName === name).map((r) => r.manufacturer));
    expect(makersOf('云南白药气雾剂')).toEqual(new Set(['云南白药集团股份有限公司']));
    expect(makersOf('双环醇片')).toEqual(new Set(['北京协和药厂有限公司']));
    expect(makersOf('小儿豉翘清热颗粒')).toEqual(new Set(['济川药业集团有限公司']));
    expect(makersOf('蒲地蓝消炎口服液')).toEqual(new Set(['济川药业集团有限公司']));
    expect(makersOf('连花清瘟胶囊')).toEqual(new Set(['石家庄以岭药业股份有限公司']));
    expect(makersOf('片仔癀')).toEqual(new Set(['漳州片仔癀药业股份有限公司']));
  });

  it('carries the registration number its kind requires, one per product of a maker, imports as imports', () => {
    const numberOf = new Map<string, string>();
    const ownerOf = new Map<string, string>();
    for (const p of rows) {
      const line = lines.get(p.tyName);
      if (line && generated.includes(p)) expect(p.approvalNumber, `${p.tyName} ${p.approvalNumber}`).toMatch(NUMBER[line.kind]);
      const key = byKey(p);
      expect(numberOf.get(key) ?? p.approvalNumber, key).toBe(p.approvalNumber);
      numberOf.set(key, p.approvalNumber ?? '');
      if (p.approvalNumber) {
        expect(ownerOf.get(p.approvalNumber) ?? key, p.approvalNumber).toBe(key);
        ownerOf.set(p.approvalNumber, key);
      }
      const imported = makerByName.get(p.manufacturer)?.origin === 'import';
      if (p.approvalNumber?.startsWith('国药准字')) expect(/^国药准字[HZS]J/.test(p.approvalNumber), p.approvalNumber).toBe(imported);
    }
    // Devices are never drugs, decoction pieces carry no number.
    for (const p of rows.filter((r) => r.drugType === 2)) expect(p.approvalNumber).not.toMatch(/国药准字/);
    for (const p of rows.filter((r) => r.drugType === 3)) expect(p.approvalNumber).toBe('');
  });

  it('medicare listing is the same for every maker and pack of a line', () => {
    const listed = new Map<string, boolean>();
    for (const p of rows) {
      const was = listed.get(p.tyName);
      if (was !== undefined) expect(!!p.medicareCode, p.tyName).toBe(was);
      listed.set(p.tyName, !!p.medicareCode);
    }
  });

  it('middle packs fit the product: one for anything dear, bulky or weighed, never ten wheelchairs', () => {
    for (const p of rows) {
      if (p.productDw === '台' || p.priceFen >= 8000 || p.drugType === 3) expect(p.zhongbaozhuangNum, `${p.tyName} ${p.productStandard}`).toBe(1);
      expect(p.stock % (p.zhongbaozhuangNum ?? 1)).toBe(0);
    }
    const chairs = rows.filter((r) => r.tyName === '手动轮椅车');
    expect(chairs.length).toBeGreaterThan(0);
    for (const c of chairs) expect(c.priceFen).toBeGreaterThan(30_000);
  });

  it('prices: retail above purchase with a plausible margin; a bigger pack of the same product costs more', () => {
    for (const p of rows) {
      const margin = 1 - p.priceFen / p.retailPriceFen;
      expect(margin, `${p.tyName} ${p.priceFen}/${p.retailPriceFen}`).toBeGreaterThan(0.15);
      expect(margin).toBeLessThan(0.45);
    }
    const amox = rows.filter((r) => r.tyName === '连花清瘟胶囊');
    const per = (spec: string) => Number(/\*(\d+)粒/.exec(spec)?.[1]);
    const sorted = [...amox].sort((a, b) => per(a.productStandard) - per(b.productStandard));
    expect(sorted.length).toBeGreaterThan(2);
    expect(sorted.at(-1)!.priceFen).toBeGreaterThan(sorted[0]!.priceFen);
  });

  it('the first pack of every name is on sale (what the demo lists and a first look open)', () => {
    const first = new Map<string, NewProduct>();
    for (const p of generated) if (!first.has(p.tyName) && !rows.slice(0, 7).some((f) => f.tyName === p.tyName)) first.set(p.tyName, p);
    for (const p of first.values()) expect([p.tyName, p.isFailure, p.stock > 0]).toEqual([p.tyName, 0, true]);
  });

  it('has a hand-set core of at least 200 lines: named makers, and a medicare decision set by hand where given', () => {
    const all = allLines();
    expect(all.filter((l) => l.core).length).toBeGreaterThanOrEqual(200);
    const listed = (name: string) => rows.filter((r) => r.tyName === name).map((r) => !!r.medicareCode);
    for (const name of ['马来酸左旋氨氯地平片', '甘精胰岛素注射液', '吸入用布地奈德混悬液', '安宫牛黄丸', '消渴丸', '一次性使用静脉留置针']) {
      expect(listed(name).length, name).toBeGreaterThan(0);
      expect(new Set(listed(name)), name).toEqual(new Set([true]));
    }
    for (const name of ['复方氨酚烷胺胶囊', '维生素AD滴剂', '云南白药膏']) expect(new Set(listed(name)), name).toEqual(new Set([false]));
    const makersOf = (name: string) => new Set(rows.filter((r) => r.tyName === name).map((r) => r.manufacturer));
    expect(makersOf('安宫牛黄丸')).toEqual(new Set(['北京同仁堂股份有限公司同仁堂制药厂']));
    expect(makersOf('复方氨酚烷胺胶囊')).toEqual(new Set(['海南亚洲制药股份有限公司']));
    expect(makersOf('马来酸左旋氨氯地平片')).toEqual(new Set(['石药集团欧意药业有限公司']));
    // The originator is among the makers and sells dearer than the generics of the same pack.
    expect([...makersOf('阿托伐他汀钙片')].sort()).toEqual(['乐普药业股份有限公司', '北京嘉林药业股份有限公司', '辉瑞制药有限公司'].sort());
    // 消渴丸 holds glibenclamide: prescription only, like every Rx line marked so.
    expect(new Set(rows.filter((r) => r.tyName === '消渴丸').map((r) => r.businessScope))).toEqual(new Set([0]));
  });

  it('a featured product outsells every other pack of its name (it leads its listing and suggestions)', () => {
    for (const f of rows.slice(0, Object.keys(DEMO_PRODUCTS).length)) {
      for (const p of generated.filter((r) => r.tyName === f.tyName)) expect(p.sales, `${p.tyName} ${p.manufacturer}`).toBeLessThan(f.sales!);
    }
  });

  it('every spec says what is in the pack (no bare "1盒"), insulin is sold by the cartridge', () => {
    for (const p of rows) expect(p.productStandard, p.tyName).not.toMatch(/^1(盒|瓶|支)$/);
    for (const p of rows.filter((r) => /胰岛素注射液/.test(r.tyName))) expect([p.productStandard, p.productDw]).toEqual(['3ml:300单位(笔芯)', '支']);
  });
});
