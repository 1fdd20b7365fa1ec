/**
 * Approval numbers by their character trigrams (issue 30): every product has its own approval number, so at 100k
 * products they were ~100k one-product values in MiniSearch, whose bigrams (国药, 药准, H1, digit pairs) each held
 * tens of thousands of them. Here a value containing a keyword of 3+ characters is found by one lookup of the
 * keyword's rarest trigram (a few hundred values for a digit trigram at 100k) and a `includes` check of each, and a
 * value equal to a keyword by one map lookup. Only which values match is decided here; how they rank stays rules.ts.
 */

export class CodeGrams {
  /** Trigram (UTF-16 units of the lower-cased value) → the values holding it, each once. */
  private readonly byGram = new Map<string, number[]>();
  /** Lower-cased value → the values (ids) with that text. */
  private readonly byText = new Map<string, number[]>();

  /** `lowerOf` answers a value's lower-cased text (the index's own value list: not copied here). */
  constructor(private readonly lowerOf: (at: number) => string) {}

  /** Indexes value `at` with its lower-cased text (called once per value). */
  add(at: number, lower: string): void {
    push(this.byText, lower, at);
    const seen = new Set<string>();
    for (let i = 0; i + 3 <= lower.length; i++) {
      const g = lower.slice(i, i + 3);
      if (seen.has(g)) continue;
      seen.add(g);
      push(this.byGram, g, at);
    }
  }

  /** The values whose lower-cased text equals `lower`. */
  equal(lower: string): readonly number[] {
    return this.byText.get(lower) ?? [];
  }

  /** The values whose lower-cased text contains `lower` (a keyword under 3 UTF-16 units reads every value). */
  containing(lower: string): number[] {
    if (lower.length < 3) return [...this.byText].flatMap(([text, ats]) => (text.includes(lower) ? ats : []));
    let rarest: number[] | undefined;
    for (let i = 0; i + 3 <= lower.length; i++) {
      const list = this.byGram.get(lower.slice(i, i + 3));
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest!.filter((at) => this.lowerOf(at).includes(lower));
  }
}

function push(map: Map<string, number[]>, key: string, at: number): void {
  const list = map.get(key);
  if (list) list.push(at);
  else map.set(key, [at]);
}
