/** The search index's own structures (issue 30): approval numbers by trigram, and a page's partial sort. */
import { describe, expect, it } from 'vitest';
import { CodeGrams } from '../../../src/server/services/search/code-grams';
import { smallestSorted } from '../../../src/server/services/search/select';

describe('CodeGrams (approval numbers by trigram)', () => {
  const texts = ['国药准字H13023964', '国药准字Z20040063', '国药准字H13023964', '国药准字S10970006', 'H13023964a', '国械注准20153640001', ''];
  const grams = new CodeGrams((at) => texts[at]!.toLowerCase());
  texts.forEach((t, at) => grams.add(at, t.toLowerCase()));
  const scan = (k: string) => texts.flatMap((t, at) => (t.toLowerCase().includes(k) ? [at] : []));

  it('finds every value containing a keyword, each once, as a scan of all of them would', () => {
    for (const k of ['h13023964', '国药准字h1', '130', '964a', '0063', '国械注准', 's10970006', '2015364', '国药准字x', 'zzz', 'h1', '9', '']) {
      expect([...grams.containing(k)].sort(), k).toEqual(scan(k));
    }
  });

  it('answers values equal to a keyword', () => {
    expect(grams.equal('国药准字h13023964')).toEqual([0, 2]);
    expect(grams.equal('h13023964')).toEqual([]);
  });
});

describe('smallestSorted (a page of matches without sorting them all)', () => {
  it('answers the first `limit` of a full sort, for every size and limit', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const count of [0, 1, 2, 5, 20, 21, 200, 3000]) {
      for (const limit of [0, 1, 3, 20, 40, count, count + 5]) {
        // Distinct keys (as the index's are) and, for a worse case, many repeats of few values.
        for (const values of [count * 10, 3]) {
          const keys = Float64Array.from({ length: count + 3 }, () => Math.floor(next() * values));
          const full = Array.from(keys.subarray(0, count)).sort((a, b) => a - b).slice(0, limit);
          expect(Array.from(smallestSorted(keys, count, limit)), `${count} ${limit}`).toEqual(full);
        }
      }
    }
  });
});
