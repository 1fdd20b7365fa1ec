/**
 * Text pieces of the in-process search index (catalogue-index.ts): character bigrams, the unit MiniSearch indexes
 * (Chinese has no spaces, and a two-character term like 感冒 is one bigram), and a JS port of pg_trgm's similarity and
 * word similarity, so the typo top-up keeps the thresholds of the SQL search it replaces (db/client.ts TRGM).
 */

/** Index side: every bigram of a lower-cased value, plus its last character (so a one-character prefix finds every character). */
export function indexGrams(text: string): string[] {
  const chars = [...text];
  if (chars.length <= 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  out.push(chars[chars.length - 1]!);
  return out;
}

/** Query side: the bigrams a value containing `text` must have (one character: that character, searched as a prefix). */
export function queryGrams(text: string): string[] {
  const chars = [...text];
  if (chars.length <= 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** pg_trgm's trigrams of a string, in order: each word lower-cased, padded with two spaces before and one after. */
export function trigramList(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const chars = ['  ', ...word, ' '].join('');
    const cs = [...chars];
    for (let i = 0; i + 2 < cs.length; i++) out.push(cs[i]! + cs[i + 1]! + cs[i + 2]!);
  }
  return out;
}

/** A string's trigrams, kept: the typo pass compares one keyword with many stored values. */
export interface Trigrams {
  set: Set<string>;
  seq: string[];
}

export const trigramsOf = (text: string): Trigrams => {
  const seq = trigramList(text);
  return { set: new Set(seq), seq };
};

/** pg_trgm `similarity(a, b)`: shared trigrams over all distinct trigrams of both. */
export function similarity(a: string | Trigrams, b: string | Trigrams): number {
  const ta = typeof a === 'string' ? trigramsOf(a).set : a.set;
  const tb = typeof b === 'string' ? trigramsOf(b).set : b.set;
  if (!ta.size || !tb.size) return 0;
  let common = 0;
  for (const t of ta) if (tb.has(t)) common++;
  return common / (ta.size + tb.size - common);
}

/**
 * pg_trgm `word_similarity(a, b)`: the best similarity between the trigrams of `a` and a contiguous run of the
 * trigrams of `b` (so a keyword inside a long name scores by itself, not diluted by the rest of the name).
 * `atLeast`: below it the exact value does not matter (0 is answered when it cannot be reached).
 */
export function wordSimilarity(a: string | Trigrams, b: string | Trigrams, atLeast = 0): number {
  const ta = typeof a === 'string' ? trigramsOf(a).set : a.set;
  const tb = typeof b === 'string' ? trigramsOf(b) : b;
  const seq = tb.seq;
  if (!ta.size || !seq.length) return 0;
  // Upper bound: every shared trigram in one run.
  let shared = 0;
  for (const t of ta) if (tb.set.has(t)) shared++;
  if (shared / ta.size < atLeast) return 0;
  let best = 0;
  for (let i = 0; i < seq.length; i++) {
    if (!ta.has(seq[i]!)) continue; // a best run starts and ends on a shared trigram
    const seen = new Set<string>();
    let common = 0;
    for (let j = i; j < seq.length; j++) {
      const t = seq[j]!;
      if (!seen.has(t)) {
        seen.add(t);
        if (ta.has(t)) {
          common++;
          best = Math.max(best, common / (ta.size + seen.size - common));
        }
      }
    }
  }
  return best;
}
