import { pinyin } from 'pinyin-pro';

/** Pinyin initials and full pinyin of a name, lower case, letters and digits only (what search matches). */
export function pinyinOf(text: string): { initials: string; full: string } {
  const clean = (parts: string[]) => parts.join('').toLowerCase().replace(/[^a-z0-9]/g, '');
  const opts = { toneType: 'none', type: 'array', nonZh: 'consecutive' } as const;
  return { initials: clean(pinyin(text, { ...opts, pattern: 'first' })), full: clean(pinyin(text, opts)) };
}
