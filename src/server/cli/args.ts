/** How the operator commands read their arguments: whole numbers with a floor, and id lists ("1,2,3", full-width commas too). */

/** A whole number of at most 9 digits, at least `min`; null when it is not one. */
export const int = (v: string | undefined, min: number): number | null => (v !== undefined && /^-?\d{1,9}$/.test(v) && Number(v) >= min ? Number(v) : null);

/** "12,15，18" → [12, 15, 18]; null when empty or any part is not an id. */
export function idList(text: string | undefined): number[] | null {
  if (!text) return null;
  const ids = text.split(/[,，]/).map((part) => int(part.trim(), 1));
  return ids.every((id) => id !== null) ? (ids as number[]) : null;
}
