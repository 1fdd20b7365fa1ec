/** Turns a base name and a dose into a realistic specification (`0.25g*24粒`) and selling unit (盒/瓶/支/袋). */
import type { Rng } from './prng';

export interface SpecResult {
  spec: string;
  unit: string;
}

const ml = (dose: string) => {
  const m = /^(\d+(?:\.\d+)?)ml/.exec(dose);
  return m ? Number(m[1]) : 0;
};

const counted = (rng: Rng, dose: string | undefined, counts: number[], word: string) =>
  dose ? `${dose}*${rng.pick(counts)}${word}` : `${rng.pick(counts)}${word}`;

/**
 * `explicitUnit` means the doses are whole specs already (devices, herbal granules, plasters, 膏方).
 * `herbal` marks decoction pieces, sold by weight in bags.
 */
export function specFor(
  rng: Rng,
  name: string,
  dose: string | undefined,
  opts: { explicitUnit?: string; herbal?: boolean },
): SpecResult {
  if (opts.explicitUnit) return { spec: dose ?? '1' + opts.explicitUnit, unit: opts.explicitUnit };
  if (opts.herbal) return { spec: rng.pick(['500g', '1000g', '250g', '500g']), unit: '袋' };

  if (name.startsWith('注射用')) return { spec: `${dose}*${rng.pick([1, 10])}瓶`, unit: '盒' };
  if (name.endsWith('注射液')) {
    if (dose && ml(dose) >= 50) return { spec: dose, unit: rng.pick(['瓶', '袋']) };
    return { spec: `${dose}*${rng.pick([5, 10])}支`, unit: '盒' };
  }
  if (/(滴眼液|滴耳液|滴鼻液|喷雾剂|眼用凝胶)$/.test(name)) return { spec: dose ?? '10ml', unit: '支' };
  if (name.endsWith('气雾剂')) return { spec: dose ?? '50g', unit: '瓶' };
  if (name.endsWith('滴丸')) return { spec: counted(rng, dose, [100, 150, 180], '丸'), unit: '瓶' };
  if (name.endsWith('丸') || name.endsWith('丹')) {
    if (dose?.endsWith('mg')) return { spec: counted(rng, dose, [42, 60, 90], '丸'), unit: '瓶' };
    return { spec: counted(rng, dose ?? '6g', [6, 10, 12], '袋'), unit: '盒' };
  }
  if (/(胶囊|滴剂)$/.test(name)) return { spec: counted(rng, dose, [12, 20, 24, 36, 48], '粒'), unit: '盒' };
  if (name.endsWith('栓')) return { spec: counted(rng, dose, [6, 10], '粒'), unit: '盒' };
  if (name.endsWith('片')) {
    const n = rng.pick([12, 24, 24, 30, 36, 48, 100]);
    return { spec: dose ? `${dose}*${n}片` : `${n}片`, unit: n === 100 ? '瓶' : '盒' };
  }
  if (name.endsWith('颗粒')) return { spec: counted(rng, dose ?? '6g', [6, 9, 10, 12, 20], '袋'), unit: '盒' };
  if (name.endsWith('散')) return { spec: counted(rng, dose, [6, 10, 12], '袋'), unit: '盒' };
  if (/(软膏|乳膏|凝胶|膏|霜)$/.test(name)) return { spec: dose ?? '10g', unit: name.endsWith('霜') ? '瓶' : '支' };
  if (/(液|饮|水|浆|露|洗剂)$/.test(name)) {
    const vol = dose ? ml(dose) : 0;
    if (vol > 0 && vol <= 20) return { spec: `${dose}*${rng.pick([6, 10, 12])}支`, unit: '盒' };
    return { spec: dose ?? '100ml', unit: '瓶' };
  }
  return { spec: dose ?? '1盒', unit: '盒' };
}
