/** Quantities rounded to a product's pack (中包装), with the sentence that tells the buyer so. */

/** The smallest multiple of the pack that is at least `amount` (and at least one pack). */
export function roundUpToPack(amount: number, pack: number): number {
  const step = Math.max(1, Math.floor(pack || 1));
  const n = Number.isFinite(amount) ? Math.max(1, Math.ceil(amount)) : 1;
  return Math.ceil(n / step) * step;
}

/** The note shown when the quantity changed because of the pack, else ''. */
export function packRoundingNote(asked: number, rounded: number, pack: number): string {
  return asked === rounded ? '' : `按中包装${Math.max(1, Math.floor(pack || 1))}取整：${asked} → ${rounded}`;
}
