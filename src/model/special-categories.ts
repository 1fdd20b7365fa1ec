/**
 * Drugs under special control that may never be sold online (药品网络销售禁止清单): vaccines, blood products,
 * narcotic, psychotropic, medical toxic and radioactive drugs, and drug-class precursor chemicals. A product is
 * never sold online when its `special_category` is one of these codes, or when its product code is on the
 * distributor's configurable extra list (server setting). The purchase rules read the result as `never_online`.
 */
export const SPECIAL_CATEGORIES = {
  vaccine: '疫苗',
  blood: '血液制品',
  narcotic: '麻醉药品',
  psychotropic: '精神药品',
  toxic: '医疗用毒性药品',
  radioactive: '放射性药品',
  precursor: '药品类易制毒化学品',
} as const;

export type SpecialCategory = keyof typeof SPECIAL_CATEGORIES;

export const isSpecialCategory = (code: string | null | undefined): code is SpecialCategory =>
  !!code && Object.prototype.hasOwnProperty.call(SPECIAL_CATEGORIES, code);

/** 1 when the product may never be sold online: a special category, or its code on the extra list. */
export function neverOnline(
  p: { specialCategory: string | null; productCode: string },
  extraCodes: readonly string[],
): 0 | 1 {
  return isSpecialCategory(p.specialCategory) || extraCodes.includes(p.productCode) ? 1 : 0;
}
