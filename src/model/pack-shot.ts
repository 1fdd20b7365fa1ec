/**
 * What a drawn pack shot shows (ui/PackShot draws it): the pack's form read from the product's own name and spec
 * (box, bottle, blister of tablets or capsules, bag of granules, ointment tube, ampoule), the name split over at
 * most two lines, the spec, the maker, a colour chosen by the maker (so two makers' packs of one medicine differ)
 * and the regulatory mark of the pack (Rx, OTC red for class A, OTC green for class B; 械 for devices, 饮片 for
 * decoction pieces, 消 for disinfectants). Pure: the same product is always drawn the same way.
 */
export interface PackInfo {
  name: string;
  spec?: string;
  manufacturer?: string;
  businessScope?: number;
  drugType?: number;
  /** Position of the product's top-level category in the menu, when known. */
  categoryIndex?: number;
}

/** Band colours by top-level category (menu order), dark enough for white text (≥ 4.5:1). */
export const BAND_COLOURS = [
  '#1d4ed8', '#b91c1c', '#6d28d9', '#0e7490', '#a16207', '#be123c',
  '#9a3412', '#15803d', '#7e22ce', '#0369a1', '#166534', '#475569',
] as const;

/** Fallback band by drug type when the category is unknown. */
const TYPE_BANDS: Record<number, string> = { 0: '#0f7b6c', 1: '#0369a1', 2: '#475569', 3: '#166534', 4: '#166534', 5: '#9a3412', 6: '#475569' };

/** A stable index for a text (FNV-1a), so a maker keeps its colour everywhere. */
function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (const c of text) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 0x01000193);
  return h >>> 0;
}

/** The pack's colour: the maker's (one per maker name), else the top-level category's, else the drug type's. */
export function packBand(info: Pick<PackInfo, 'categoryIndex' | 'drugType' | 'manufacturer'>): string {
  if (info.manufacturer) return BAND_COLOURS[textHash(info.manufacturer) % BAND_COLOURS.length] ?? '#0f7b6c';
  if (info.categoryIndex !== undefined && info.categoryIndex >= 0) return BAND_COLOURS[info.categoryIndex % BAND_COLOURS.length] ?? '#0f7b6c';
  return TYPE_BANDS[info.drugType ?? 0] ?? '#0f7b6c';
}

export type PackForm = 'box' | 'bottle' | 'blister' | 'capsules' | 'sachet' | 'tube' | 'ampoule';

/**
 * The form of the pack as the product's name and spec tell it (Chinese drug names end with their dosage form:
 * 阿莫西林胶囊, 板蓝根颗粒, 红霉素软膏; the spec says how it is packed: 100片/瓶, 10g*20袋). Devices and anything
 * unrecognised come in a box.
 */
export function packForm(info: Pick<PackInfo, 'name' | 'spec' | 'drugType'>): PackForm {
  const name = info.name;
  const spec = info.spec ?? '';
  if (info.drugType === 2) return 'box';
  if (/注射/.test(name)) return 'ampoule';
  if (/(膏|凝胶|霜)$/.test(name)) return 'tube';
  if (/(液|浆|剂|酊|露)$/.test(name) || /瓶|ml|(^|\*)100片$/i.test(spec)) return 'bottle';
  if (info.drugType === 3 || /(颗粒|散|茶)$/.test(name) || /袋/.test(spec)) return 'sachet';
  if (/胶囊$/.test(name) || /粒/.test(spec)) return 'capsules';
  if (/(片|丸)$/.test(name)) return 'blister';
  return 'box';
}

export interface PackMark {
  text: string;
  colour: string;
  /** Printed in an ellipse (OTC) or a box (Rx and the rest). */
  shape: 'ellipse' | 'box';
  /** Spoken form, for the picture's label. */
  label: string;
}

export function packMark(info: Pick<PackInfo, 'businessScope' | 'drugType'>): PackMark | null {
  if (info.drugType === 2) return { text: '械', colour: '#475569', shape: 'box', label: '医疗器械' };
  if (info.drugType === 6) return { text: '消', colour: '#475569', shape: 'box', label: '消毒产品' };
  if (info.drugType === 3) return { text: '饮片', colour: '#166534', shape: 'box', label: '中药饮片' };
  if (info.businessScope === 0) return { text: 'Rx', colour: '#b91c1c', shape: 'box', label: '处方药' };
  if (info.businessScope === 1) return { text: 'OTC', colour: '#b91c1c', shape: 'ellipse', label: '甲类非处方药' };
  if (info.businessScope === 2) return { text: 'OTC', colour: '#15803d', shape: 'ellipse', label: '乙类非处方药' };
  return null;
}

/**
 * Splits a name into at most two lines of `perLine` characters, balanced (酒石酸美托 / 洛尔片, never a lone 片 on the
 * second line); a name too long for two lines ends with an ellipsis.
 */
export function nameLines(name: string, perLine: number): string[] {
  const chars = [...name];
  if (chars.length <= perLine) return [name];
  if (chars.length <= perLine * 2) {
    const cut = Math.ceil(chars.length / 2);
    return [chars.slice(0, cut).join(''), chars.slice(cut).join('')];
  }
  return [chars.slice(0, perLine).join(''), `${chars.slice(perLine, perLine * 2 - 1).join('')}…`];
}

/** At most `n` characters, an ellipsis marking the cut. */
export function clip(text: string, n: number): string {
  const chars = [...text];
  return chars.length <= n ? text : `${chars.slice(0, n - 1).join('')}…`;
}

/** The box's accessible name: what a sighted buyer reads on it. */
export function packLabel(info: PackInfo): string {
  const mark = packMark(info);
  return [info.name, info.spec, info.manufacturer, mark?.label].filter(Boolean).join('，');
}
