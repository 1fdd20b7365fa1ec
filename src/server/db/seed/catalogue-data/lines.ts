/**
 * One product line per generic name (or device), with everything its variants must agree on: category, type,
 * prescription class, the kind of number on the box, who may make it and its price level. products.ts draws the
 * variants (maker × spec) from these.
 */
import type { BusinessScope, DrugType } from '../../../../contract/catalog';
import { CHINESE } from './drugs-chinese';
import { DEVICES } from './devices';
import { GRANULES, HERBS } from './herbal';
import { MAKER, POOLS, type MakerKey } from './makers';
import type { DeviceClass, DrugApproval, DrugGroup } from './types';
import { WESTERN } from './drugs-western';

/** A ready spec with its unit and its price relative to the line's base price. */
export interface WholeSpec {
  spec: string;
  unit: string;
  factor: number;
}

export interface Line {
  sub: string;
  name: string;
  drugType: DrugType;
  scope: BusinessScope;
  kind: DrugApproval | DeviceClass;
  makers: MakerKey[];
  /** Originator or brand makers among generic ones: they sell dearer. */
  premium: MakerKey[];
  /** Doses, turned into specs by specs.ts (drugs). */
  doses: (string | undefined)[];
  /** Whole specs per maker (devices, herbs, granules, items with an explicit unit). */
  whole?: (maker: MakerKey) => WholeSpec[];
  /** Base purchase price in fen: a range to draw from, or one value when the line names its own. */
  price: [number, number];
  atc: string;
  /** Chance that the line is on the medicare list (the same for all its makers). */
  insured: number;
  /** The maker list was set for this line by hand (one company's own product, or the real makers of a device). */
  core: boolean;
}

const ITEM = /^([^:@#!&$^~]+)(?::([^@#!&$^~]+))?(?:@([^#!&$^~]+))?(?:#(\d))?(?:!([^&$^~]+))?(?:&([^$^~]+))?(?:\$([\d.]+))?(?:\^([A-Z]))?(?:~([01]))?$/;

const fen = (yuan: number) => Math.round(yuan * 100);
const keys = (list: string | undefined): MakerKey[] => {
  if (!list) return [];
  return list.split(',').map((k) => {
    if (!(k in MAKER)) throw new Error(`unknown maker ${k}`);
    return k as MakerKey;
  });
};

function drugLine(group: DrugGroup, item: string): Line {
  const m = ITEM.exec(item);
  if (!m?.[1]) throw new Error(`bad catalogue item: ${item}`);
  const [, name, doseList, unit, scope, only, extra, yuan, kind, listed] = m;
  const own = keys(only);
  const premium = keys(extra);
  // `!a,b&c`: only a, b and c make it, c (the originator) dearer.
  const pool = [...new Set<MakerKey>([...(own.length ? own : POOLS[group.pool]), ...premium])];
  const doses = doseList ? doseList.split(',') : [undefined];
  const price: [number, number] = yuan ? [fen(Number(yuan)), fen(Number(yuan))] : [fen(group.price[0]), fen(group.price[1])];
  return {
    sub: group.sub,
    name,
    drugType: group.drugType,
    scope: (scope ? Number(scope) : group.scope) as BusinessScope,
    kind: (kind as DrugApproval | undefined) ?? group.approval,
    makers: pool,
    premium,
    doses,
    whole: unit ? () => doses.map((d, i) => ({ spec: d ?? `1${unit}`, unit, factor: 1 + i * 0.8 })) : undefined,
    price,
    atc: group.atc,
    insured: listed ? Number(listed) : group.scope === 2 ? 0.45 : group.approval === 'Z' ? 0.75 : 0.9,
    core: own.length > 0,
  };
}

function deviceLines(): Line[] {
  return DEVICES.map((d) => ({
    sub: d.sub,
    name: d.name,
    drugType: d.cls === 'disinfect' ? 6 : 2,
    scope: 2,
    kind: d.cls,
    makers: Object.keys(d.makers) as MakerKey[],
    premium: [],
    doses: [],
    // Specs spread over the price range in the order listed, across makers: the first sells at the bottom.
    whole: (maker) => {
      const all = [...new Set(Object.values(d.makers).flat())];
      const span = d.price[1] / d.price[0];
      const at = (spec: string) => (all.length > 1 ? span ** (all.indexOf(spec) / (all.length - 1)) : Math.sqrt(span));
      return (d.makers[maker] ?? []).map((spec) => ({ spec, unit: d.unit, factor: at(spec) }));
    },
    price: [fen(d.price[0]), fen(d.price[0])],
    atc: '',
    insured: d.insured ? 1 : 0,
    core: true,
  }));
}

const WEIGHTS: WholeSpec[] = [
  { spec: '500g', unit: '袋', factor: 1 },
  { spec: '1000g', unit: '袋', factor: 1.92 },
  { spec: '250g', unit: '袋', factor: 0.55 },
];

function herbLines(): Line[] {
  const pieces = Object.entries(HERBS).flatMap(([sub, herbs]) =>
    herbs.map(
      (h): Line => ({
        sub, name: h.name, drugType: 3, scope: 2, kind: 'none', makers: [...POOLS.herbal], premium: [], doses: [],
        whole: () => WEIGHTS, price: [fen(h.per500g), fen(h.per500g)], atc: '', insured: 0.6, core: false,
      }),
    ),
  );
  const granules = GRANULES.map(
    ([name, grams, perBag]): Line => ({
      sub: '配方颗粒', name, drugType: 4, scope: 0, kind: 'none', makers: [...POOLS.granule], premium: [], doses: [],
      whole: () => [
        { spec: `${grams}*20袋`, unit: '盒', factor: 20 },
        { spec: `${grams}*10袋`, unit: '盒', factor: 10 },
      ],
      price: [fen(perBag), fen(perBag)], atc: '', insured: 0.5, core: false,
    }),
  );
  return [...pieces, ...granules];
}

/** Every line of the demo catalogue, in menu order of their groups. */
export function allLines(): Line[] {
  return [...[...WESTERN, ...CHINESE].flatMap((g) => g.items.map((item) => drugLine(g, item))), ...deviceLines(), ...herbLines()];
}
