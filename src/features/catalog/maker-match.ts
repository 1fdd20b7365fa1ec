/** Finding a maker by what a buyer types: part of the name, the pinyin initials (yl → 以岭) or the full pinyin. */
export interface MakerOption {
  name: string;
  count: number;
  initials: string;
  full: string;
}

/** 0 name starts with it, 1 initials/pinyin start with it, 2 name or pinyin contains it; null no match. */
export function makerScore(m: MakerOption, query: string): number | null {
  const q = query.trim().toLowerCase().replace(/\s+/g, '');
  if (!q) return 2;
  const name = m.name.toLowerCase();
  if (name.startsWith(q)) return 0;
  if (m.initials.startsWith(q) || m.full.startsWith(q)) return 1;
  if (name.includes(q) || m.initials.includes(q) || m.full.includes(q)) return 2;
  return null;
}

/** Matching makers, best match first, then most products; at most `limit`. */
export function matchMakers(list: MakerOption[], query: string, limit = 50): MakerOption[] {
  return list
    .map((m, i) => ({ m, i, s: makerScore(m, query) }))
    .filter((x): x is { m: MakerOption; i: number; s: number } => x.s !== null)
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.m);
}
