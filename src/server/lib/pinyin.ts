import { pinyin } from 'pinyin-pro';

/** Pinyin initials and full pinyin of a name, lower case, letters and digits only (what search matches). */
export function pinyinOf(text: string): { initials: string; full: string } {
  const clean = (parts: string[]) => parts.join('').toLowerCase().replace(/[^a-z0-9]/g, '');
  const opts = { toneType: 'none', type: 'array', nonZh: 'consecutive' } as const;
  return { initials: clean(pinyin(text, { ...opts, pattern: 'first' })), full: clean(pinyin(text, opts)) };
}

/** The clients.name_initials / name_pinyin columns of a client name. */
export function namePinyin(name: string): { nameInitials: string; namePinyin: string } {
  const { initials, full } = pinyinOf(name);
  return { nameInitials: initials, namePinyin: full };
}
