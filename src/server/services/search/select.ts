/**
 * The `limit` smallest of the first `count` numbers of `keys`, in ascending order (the rest of `keys` is left in
 * some order): a page of a search needs only its first page × size matches in order, not all 6,000 of 头孢 sorted.
 * Quickselect (median of three) moves them to the front, then only they are sorted. Reorders `keys` in place.
 */
export function smallestSorted(keys: Float64Array, count: number, limit: number): Float64Array {
  if (limit >= count) return keys.subarray(0, count).sort();
  if (limit <= 0) return keys.subarray(0, 0);
  let lo = 0;
  let hi = count - 1;
  // Invariant: the `limit` smallest are in keys[0..hi] and keys[0..lo) are among them.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const a = keys[lo]!;
    const b = keys[mid]!;
    const c = keys[hi]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (keys[i]! < pivot) i++;
      while (keys[j]! > pivot) j--;
      if (i <= j) {
        const t = keys[i]!;
        keys[i] = keys[j]!;
        keys[j] = t;
        i++;
        j--;
      }
    }
    // keys[lo..j] <= pivot <= keys[i..hi], and keys(j..i) equal the pivot.
    if (limit - 1 <= j) hi = j;
    else if (limit - 1 >= i) lo = i;
    else break;
  }
  return keys.subarray(0, limit).sort();
}
