/**
 * How typed values are compared with the catalogue: full-width characters folded (Ｈ → H), case ignored, spaces
 * dropped, the 国药准字 prefix optional, 0.25g×24粒 equal to 0.25g*24粒.
 */
const APPROVAL_PREFIX = '国药准字';

const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** Product code or approval number, with or without 国药准字. */
export const codeKey = (s: string) => {
  const k = fold(s);
  return k.startsWith(APPROVAL_PREFIX) ? k.slice(APPROVAL_PREFIX.length) : k;
};

export const nameKey = (s: string) => fold(s);

export const specKey = (s: string) => fold(s).replace(/×/g, '*').replace(/(?<=[\d.a-z)])x(?=\d)/g, '*');

const makerKey = (s: string) => fold(s).replace(/[()（）]/g, '');

/** 石药集团 matches 石药集团欧意药业有限公司 and the reverse. */
export function makerMatches(typed: string, maker: string): boolean {
  const a = makerKey(typed);
  const b = makerKey(maker);
  return a !== '' && (a === b || b.includes(a) || a.includes(b));
}

export const specMatches = (typed: string, spec: string) => specKey(typed) === specKey(spec);
