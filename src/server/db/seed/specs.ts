/** Turns a base name and a dose into a realistic specification (`0.25g*24粒`) and selling unit (盒/瓶/支/袋). */
import type { Rng } from './prng';

export interface SpecResult {
  spec: string;
  unit: string;
  /** Doses in the pack and the usual count of that form: the price scales with count / ref. */
  count?: number;
  ref?: number;
}

const ml = (dose: string) => {
  const m = /^(\d+(?:\.\d+)?)ml/.exec(dose);
  return m ? Number(m[1]) : 0;
};

const counted = (rng: Rng, dose: string | undefined, counts: number[], word: string, unit: string): SpecResult => {
  const count = rng.pick(counts);
  return { spec: dose ? `${dose}*${count}${word}` : `${count}${word}`, unit, count, ref: counts[0] };
};

/**
 * `explicitUnit` means the doses are whole specs already (devices, herbal granules, plasters, 膏方).
 * `herbal` marks decoction pieces, sold by weight in bags; `cheap` allows bottles of 100 tablets.
 */
export function specFor(
  rng: Rng,
  name: string,
  dose: string | undefined,
  opts: { explicitUnit?: string; herbal?: boolean; cheap?: boolean },
): SpecResult {
  if (opts.explicitUnit) return { spec: dose ?? '1' + opts.explicitUnit, unit: opts.explicitUnit };
  if (opts.herbal) return { spec: rng.pick(['500g', '1000g', '250g', '500g']), unit: '袋' };

  if (name.startsWith('注射用')) return counted(rng, dose, [1, 10], '瓶', '盒');
  if (name.endsWith('注射液')) {
    if (dose && ml(dose) >= 50) return { spec: dose, unit: rng.pick(['瓶', '袋']) };
    return counted(rng, dose, [5, 10], '支', '盒');
  }
  if (/(滴眼液|滴耳液|滴鼻液|喷雾剂|眼用凝胶)$/.test(name)) return { spec: dose ?? '10ml', unit: '支' };
  if (name.endsWith('气雾剂')) return { spec: dose ?? '50g', unit: '瓶' };
  if (name.endsWith('滴丸')) return counted(rng, dose, [150, 100, 180], '丸', '瓶');
  if (name.endsWith('丸') || name.endsWith('丹')) {
    if (dose?.endsWith('mg')) return counted(rng, dose, [42, 60, 90], '丸', '瓶');
    return counted(rng, dose ?? '6g', [6, 10, 12], '袋', '盒');
  }
  if (/(胶囊|滴剂)$/.test(name)) return counted(rng, dose, [24, 12, 20, 36, 48], '粒', '盒');
  if (name.endsWith('栓')) return counted(rng, dose, [6, 10], '粒', '盒');
  if (name.endsWith('阴道片')) return counted(rng, dose, [1, 3, 6], '片', '盒');
  if (name.endsWith('泡腾片')) return counted(rng, dose, [10, 4, 20], '片', '盒');
  if (name.endsWith('片')) {
    // Bottles of 100 are for old cheap drugs (甲硝唑, 维生素C), not for a modern anticoagulant.
    const n = rng.pick(opts.cheap ? [24, 12, 24, 30, 36, 48, 100] : [24, 12, 14, 28, 30, 36, 48]);
    return { spec: dose ? `${dose}*${n}片` : `${n}片`, unit: n === 100 ? '瓶' : '盒', count: n, ref: 24 };
  }
  if (name.endsWith('颗粒')) return counted(rng, dose ?? '6g', [10, 6, 9, 12, 20], '袋', '盒');
  if (name.endsWith('散')) return counted(rng, dose, [6, 10, 12], '袋', '盒');
  if (/(软膏|乳膏|凝胶|膏|霜)$/.test(name)) return { spec: dose ?? '10g', unit: name.endsWith('霜') ? '瓶' : '支' };
  if (/(液|饮|水|浆|露|洗剂)$/.test(name)) {
    const vol = dose ? ml(dose) : 0;
    if (vol > 0 && vol <= 20) return counted(rng, dose, [10, 6, 12], '支', '盒');
    return { spec: dose ?? '100ml', unit: '瓶' };
  }
  return { spec: dose ?? '1盒', unit: '盒' };
}
