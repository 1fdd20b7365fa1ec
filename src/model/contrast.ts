/**
 * WCAG 2.1 contrast: relative luminance of sRGB colours and the ratio between two (1..21). Text needs 4.5:1
 * (AA, 1.4.3). `readableOn` darkens a brand colour just enough to be read on a background, so a tag keeps its hue
 * (the SPEC's promotion colours) and still passes.
 */
export const AA_TEXT = 4.5;

function channels(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** `fg` itself when it reads on `bg`, else the least darkened shade of it that does. */
export function readableOn(fg: string, bg: string, min = AA_TEXT): string {
  const rgb = channels(fg);
  for (let k = 0; k <= 1.0001; k += 0.02) {
    const shade = toHex(rgb.map((v) => v * (1 - k)));
    if (contrastRatio(shade, bg) >= min) return k === 0 ? fg : shade;
  }
  return '#000000';
}
