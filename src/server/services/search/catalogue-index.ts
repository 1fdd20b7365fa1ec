/**
 * The in-process search index of the catalogue (issue 30). Built from the products table (load.ts), it answers a
 * search with the page's product ids in rank order and the total, and a facet query with the makers' counts, with no
 * SQL; the page's rows (each viewer's own price) then come from one primary-key query (services/search/search.ts).
 *
 * Shape: the text side indexes DISTINCT field values (a generic name, a maker, an approval number…), not products:
 * a catalogue repeats the same names and makers across many products, so MiniSearch holds a few thousand short
 * documents even at 100k products, tokenised into character bigrams (grams.ts). A search asks MiniSearch for the
 * values holding all the keyword's bigrams, checks each with the SQL rules of its field (rules.ts: contains, prefix,
 * exact), and marks the products of the matching values. The product side is typed arrays (stock, shelf, sales,
 * scope…), one order of all products by sales and each product's place in it. A search's cost follows its matches,
 * not the catalogue: the matched products are marked in arrays kept clear between searches (only the marked entries
 * are reset), filtered, and sorted by one number each (rank bucket — exact > prefix > contains > typo, purchasable
 * first — then sales place) in a typed-array sort. Browsing without a keyword reads a cached purchasable-first order.
 */
import MiniSearch from 'minisearch';
import { NEAR_EXPIRY_DAYS } from '../../constants';
import { CodeGrams } from './code-grams';
import { indexGrams, queryGrams, similarity, trigramsOf, wordSimilarity, type Trigrams } from './grams';
import { smallestSorted } from './select';
import { judge, keywordOf, KINDS, SIMILARITY_THRESHOLD, WORD_SIMILARITY_THRESHOLD, type Keyword, type Kind } from './rules';

/** One product as the index reads it (load.ts). */
export interface IndexRow {
  id: number;
  productCode: string;
  tyName: string;
  tradeName: string;
  pinyinInitials: string;
  pinyinFull: string;
  approvalNumber: string;
  manufacturer: string;
  brand: string;
  supplier: string;
  barcode: string;
  classId: number;
  businessScope: number;
  drugType: number;
  stock: number;
  isFailure: number;
  sales: number;
  validity: string;
}

interface Value {
  kind: Kind;
  raw: string;
  lower: string;
  /** Indexes (into the snapshot's arrays) of the products holding this value; rebuilt by every load. */
  products: number[];
  /** pg_trgm trigrams, made the first time the typo pass compares this value. */
  trigrams?: Trigrams;
}

const trigramsOfValue = (v: Value): Trigrams => (v.trigrams ??= trigramsOf(v.raw));

/** The filters the index applies itself (the others go to SQL: services/search/search.ts indexServes). */
export interface IndexFilters {
  keyword?: string;
  ClassID?: number;
  manufacturer?: string;
  brand?: string;
  drug_type?: number;
  business_scope?: number;
  in_stock?: number;
  near_expiry?: number;
}

export type IndexSort = 'default' | 'sales';

/** Below this many precise matches, typo matches are added after them (services/search/search.ts FUZZY_FALLBACK_BELOW). */
const FUZZY_BELOW = 20;
/** Typo candidates judged per search at most (the values sharing most bigrams with the keyword). */
const FUZZY_CANDIDATES = 300;
const NO_RANK = 255;
const FUZZY_RANK = 3;
const FUZZY_KINDS = new Set<Kind>(['name', 'full', 'maker']);
const EXACT_ONLY = new Set<Kind>(['code', 'barcode']);

const fieldOf: Record<Kind, (r: IndexRow) => string> = {
  name: (r) => r.tyName,
  trade: (r) => r.tradeName,
  initials: (r) => r.pinyinInitials,
  full: (r) => r.pinyinFull,
  approval: (r) => r.approvalNumber,
  maker: (r) => r.manufacturer,
  brand: (r) => r.brand,
  supplier: (r) => r.supplier,
  code: (r) => r.productCode,
  barcode: (r) => r.barcode,
};

const KIND_COUNT = KINDS.length;
const KIND_AT = Object.fromEntries(KINDS.map((k, i) => [k, i])) as Record<Kind, number>;
const MAKER = KIND_AT.maker;
const BRAND = KIND_AT.brand;
const NAME = KIND_AT.name;

/** Inserts `p` into an ascending list (a value's products stay in catalogue order). */
function insertSorted(list: number[], p: number): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < p) lo = mid + 1;
    else hi = mid;
  }
  if (list[lo] !== p) list.splice(lo, 0, p);
}

function removeSorted(list: number[], p: number): void {
  const at = list.indexOf(p);
  if (at >= 0) list.splice(at, 1);
}

const newText = () =>
  new MiniSearch<{ id: number; t: string }>({
    fields: ['t'],
    tokenize: indexGrams,
    processTerm: (t) => t,
    searchOptions: { tokenize: queryGrams, processTerm: (t) => t },
  });

const dayPlus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** What a query of the index answers: the page's ids in order and the total. */
export interface IdPage {
  ids: number[];
  total: number;
}

export class CatalogueIndex {
  private readonly values: Value[] = [];
  private readonly valueAt = new Map<string, number>();
  private readonly text = newText();
  /** How many values of the text side hold each bigram: a search asks MiniSearch for its rarest ones only. */
  private readonly gramCount = new Map<string, number>();
  /** The values the typo pass compares (names, their full pinyin, makers): a few thousand even at 100k products. */
  private readonly fuzzyText = newText();
  /** Approval numbers (one per product, so ~n values): by trigram, out of MiniSearch (code-grams.ts). */
  private readonly approvals = new CodeGrams((at) => this.values[at]!.lower);

  private n = 0;
  private ids = new Int32Array(0);
  private stock = new Int32Array(0);
  private failure = new Uint8Array(0);
  private sales = new Int32Array(0);
  private scope = new Uint8Array(0);
  private drugType = new Uint8Array(0);
  private classId = new Int32Array(0);
  private validity: string[] = [];
  /** Each product's value of each kind: `fields[p * KIND_COUNT + KIND_AT[kind]]` indexes `values`. */
  private fields = new Int32Array(0);
  /** Product id → index into the arrays (per-product updates find their product by it). */
  private posOf = new Map<number, number>();
  /** Moves on every load (the suggestions rebuild their name list when it does). */
  generation = 0;
  /** Product indexes by sales desc, id asc: the order inside every rank bucket. */
  private order = new Int32Array(0);
  private children = new Map<number, number[]>();
  private categoryIds = new Set<number>();
  /** Each product's place in `order` (a match's sort key is its bucket and this place). */
  private place = new Int32Array(0);
  /** Browsing orders (no keyword), made on first use after a load or update: purchasable first, then sales. */
  private browseOrder: { default?: Int32Array; sales?: Int32Array } = {};
  /** Approval values by raw text (the suggestions scan them in their order); made on first use after a change. */
  private approvalsSorted: Value[] | null = null;
  /**
   * Per product, reused by every search and all NO_RANK between searches (searches run one at a time on the event
   * loop): a search resets only the entries it marked, so no search pays for the catalogue's size.
   */
  private rank = new Uint8Array(0);
  private best = new Uint8Array(0);
  /** Per product, the place in `order` of the first product with the same sales (the sales sort's first key). */
  private salesFrom = new Int32Array(0);

  get size(): number {
    return this.n;
  }

  /** Distinct values the text side holds (MiniSearch documents). */
  get valueCount(): number {
    return this.values.length;
  }

  private intern(kind: Kind, raw: string): number {
    const key = `${kind}\u0000${raw}`;
    let at = this.valueAt.get(key);
    if (at === undefined) {
      at = this.values.length;
      const lower = raw.toLowerCase();
      this.values.push({ kind, raw, lower, products: [] });
      this.valueAt.set(key, at);
      // Codes and barcodes match only when equal: a map lookup, kept out of the text side (one value per product);
      // approval numbers, one per product too, have a trigram structure of their own.
      if (raw && kind === 'approval') this.approvals.add(at, lower);
      else if (raw && !EXACT_ONLY.has(kind)) {
        this.text.add({ id: at, t: lower });
        for (const g of new Set(indexGrams(lower))) this.gramCount.set(g, (this.gramCount.get(g) ?? 0) + 1);
      }
      if (raw && FUZZY_KINDS.has(kind)) this.fuzzyText.add({ id: at, t: lower });
    }
    return at;
  }

  /**
   * Takes the whole catalogue (every product, ordered by id) and the categories. Synchronous, so a search never sees
   * half of it. Values no product holds any more stay in the text side with no products (they match nothing).
   */
  load(rows: readonly IndexRow[], categories: readonly { id: number; parentId: number | null }[]): void {
    const n = rows.length;
    for (const v of this.values) v.products = [];
    this.n = n;
    this.ids = new Int32Array(n);
    this.stock = new Int32Array(n);
    this.failure = new Uint8Array(n);
    this.sales = new Int32Array(n);
    this.scope = new Uint8Array(n);
    this.drugType = new Uint8Array(n);
    this.classId = new Int32Array(n);
    this.validity = new Array<string>(n);
    this.fields = new Int32Array(n * KIND_COUNT);
    this.posOf = new Map();
    this.generation += 1;
    this.rank = new Uint8Array(n).fill(NO_RANK);
    this.best = new Uint8Array(n).fill(NO_RANK);
    this.browseOrder = {};
    this.approvalsSorted = null;
    rows.forEach((r, i) => {
      this.ids[i] = r.id;
      this.posOf.set(r.id, i);
      this.setScalars(i, r);
      KINDS.forEach((kind, k) => {
        const raw = fieldOf[kind](r);
        const at = this.intern(kind, raw);
        if (raw) this.values[at]!.products.push(i);
        this.fields[i * KIND_COUNT + k] = at;
      });
    });
    const order = Array.from({ length: n }, (_, i) => i);
    order.sort((a, b) => this.bySalesOrder(a, b));
    this.order = Int32Array.from(order);
    this.placeFromOrder();
    this.categoryIds = new Set(categories.map((c) => c.id));
    this.children = new Map();
    for (const c of categories) {
      if (c.parentId === null) continue;
      const list = this.children.get(c.parentId) ?? [];
      list.push(c.id);
      this.children.set(c.parentId, list);
    }
  }

  private setScalars(i: number, r: IndexRow): void {
    this.stock[i] = r.stock;
    this.failure[i] = r.isFailure;
    this.sales[i] = r.sales;
    this.scope[i] = r.businessScope;
    this.drugType[i] = r.drugType;
    this.classId[i] = r.classId;
    this.validity[i] = r.validity;
  }

  private placeFromOrder(): void {
    const place = new Int32Array(this.n);
    const salesFrom = new Int32Array(this.n);
    let from = 0;
    this.order.forEach((p, at) => {
      place[p] = at;
      if (at > 0 && this.sales[p] !== this.sales[this.order[at - 1]!]) from = at;
      salesFrom[p] = from;
    });
    this.place = place;
    this.salesFrom = salesFrom;
  }

  /** Sales desc, id asc: the order of `order`. */
  private bySalesOrder(a: number, b: number): number {
    return this.sales[b]! - this.sales[a]! || this.ids[a]! - this.ids[b]!;
  }

  /**
   * Replaces the indexed fields of products the index holds (a stock take, a shelf change, an edit): their values,
   * stock, shelf, sales and the rest, in place and synchronously, so a search sees all of a change or none of it.
   * Answers false, changing nothing, when a row is a product the index does not hold (the caller reloads whole).
   */
  update(rows: readonly IndexRow[]): boolean {
    if (!rows.every((r) => this.posOf.has(r.id))) return false;
    let reorder = false;
    let renamed = false;
    for (const r of rows) {
      const i = this.posOf.get(r.id)!;
      if (r.sales !== this.sales[i]) reorder = true;
      this.setScalars(i, r);
      KINDS.forEach((kind, k) => {
        const raw = fieldOf[kind](r);
        const was = this.fields[i * KIND_COUNT + k]!;
        if (this.values[was]!.raw === raw) return;
        renamed = true;
        removeSorted(this.values[was]!.products, i);
        const at = this.intern(kind, raw);
        if (raw) insertSorted(this.values[at]!.products, i);
        this.fields[i * KIND_COUNT + k] = at;
      });
    }
    if (reorder) {
      this.order.sort((a, b) => this.bySalesOrder(a, b));
      this.placeFromOrder();
    }
    this.browseOrder = {};
    // A value met for the first time (intern) joins the approval list: made again on the next suggestion.
    if (renamed) this.approvalsSorted = null;
    // The suggestions' name lists read sales and values: made again when either moved.
    if (reorder || renamed) this.generation += 1;
    return true;
  }

  /** Whether the index holds this product id. */
  has(id: number): boolean {
    return this.posOf.has(id);
  }

  /** The ids of the `limit` best-selling products (the rows a listing page shows most). */
  topIds(limit: number): number[] {
    return Array.from(this.order.subarray(0, limit), (p) => this.ids[p]!);
  }

  /** Values containing the keyword (MiniSearch's candidates, checked by the rules). */
  private candidates(k: Keyword): number[] {
    const oneChar = [...k.lower].length === 1;
    // Every candidate is checked against the whole keyword (rules.ts), so the two rarest bigrams narrow enough:
    // 国药准字… or a long pinyin share their common bigrams with thousands of values.
    const grams = oneChar ? [k.lower] : [...new Set(queryGrams(k.lower))].sort((a, b) => (this.gramCount.get(a) ?? 0) - (this.gramCount.get(b) ?? 0)).slice(0, 2);
    const hits = this.text.search({ queries: grams, combineWith: 'AND', prefix: oneChar });
    const out = hits.map((h) => h.id as number);
    // Approval numbers: below 3 characters only an equal one ranks (rules.ts: no contains), else those containing it.
    if (k.short) out.push(...this.approvals.equal(k.lower), ...this.approvals.equal(`国药准字${k.lower}`));
    else out.push(...this.approvals.containing(k.lower));
    for (const key of [`code\u0000${k.upper}`, `barcode\u0000${k.raw}`]) {
      const at = this.valueAt.get(key);
      if (at !== undefined) out.push(at);
    }
    return out;
  }

  /**
   * Marks every product the keyword matches precisely with its rank (0 exact, 1 prefix, 2 contains) and answers
   * them. The caller clears the marks (`unmark`) when the search is done.
   */
  private markPrecise(k: Keyword): number[] {
    const { rank, best } = this;
    const touched: number[] = [];
    for (const at of this.candidates(k)) {
      const v = this.values[at]!;
      const { precise, rank: r } = judge(v.kind, v.raw, v.lower, k);
      if (r === null && !precise) continue;
      for (const p of v.products) {
        if (rank[p] === NO_RANK && best[p] === NO_RANK) touched.push(p);
        if (r !== null && r < best[p]!) best[p] = r;
        if (precise) rank[p] = 2;
      }
    }
    const marked: number[] = [];
    for (const p of touched) {
      if (rank[p] === 2) {
        rank[p] = Math.min(2, best[p]!);
        marked.push(p);
      }
      best[p] = NO_RANK;
    }
    return marked;
  }

  private unmark(marked: readonly number[]): void {
    for (const p of marked) this.rank[p] = NO_RANK;
  }

  /** Marks typo matches (rank 3) and adds them to `marked`; answers each one's name similarity for their order. */
  private markFuzzy(k: Keyword, marked: number[]): Map<number, number> {
    const nameScore = new Map<number, number>();
    const hits = this.fuzzyText.search(k.lower, { combineWith: 'OR' }).slice(0, FUZZY_CANDIDATES);
    const raw = trigramsOf(k.raw);
    const lower = trigramsOf(k.lower);
    // pg_trgm computes in float4 (0.45 is 0.4499999…, under the threshold): so do we.
    const over = (sim: number, threshold: number) => Math.fround(sim) >= threshold;
    const fuzzy: number[] = [];
    for (const h of hits) {
      const v = this.values[h.id as number]!;
      const t = trigramsOfValue(v);
      const hit =
        v.kind === 'name'
          ? over(similarity(t, raw), SIMILARITY_THRESHOLD) || over(wordSimilarity(raw, t, WORD_SIMILARITY_THRESHOLD), WORD_SIMILARITY_THRESHOLD)
          : over(wordSimilarity(v.kind === 'full' ? lower : raw, t, WORD_SIMILARITY_THRESHOLD), WORD_SIMILARITY_THRESHOLD);
      if (!hit) continue;
      for (const p of v.products) {
        if (this.rank[p] !== NO_RANK) continue;
        this.rank[p] = FUZZY_RANK;
        fuzzy.push(p);
      }
    }
    const scores = new Map<number, number>();
    for (const p of fuzzy) {
      const at = this.fields[p * KIND_COUNT + NAME]!;
      let s = nameScore.get(at);
      if (s === undefined) {
        s = similarity(trigramsOfValue(this.values[at]!), raw);
        nameScore.set(at, s);
      }
      scores.set(p, s);
      marked.push(p);
    }
    return scores;
  }

  /** The filter of a pass, or null when it lets everything through. */
  private filterOf(f: IndexFilters, now: Date): ((p: number) => boolean) | null {
    const tests: ((p: number) => boolean)[] = [];
    if (f.ClassID) {
      const allowed = new Set<number>(this.categoryIds.has(f.ClassID) ? [f.ClassID] : []);
      for (const c of this.children.get(f.ClassID) ?? []) allowed.add(c);
      tests.push((p) => allowed.has(this.classId[p]!));
    }
    if (f.manufacturer?.trim()) {
      const at = this.valueAt.get(`maker\u0000${f.manufacturer.trim()}`) ?? -1;
      tests.push((p) => this.fields[p * KIND_COUNT + MAKER] === at);
    }
    if (f.brand !== undefined) {
      const at = this.valueAt.get(`brand\u0000${f.brand}`) ?? -1;
      tests.push((p) => this.fields[p * KIND_COUNT + BRAND] === at);
    }
    if (f.drug_type !== undefined) tests.push((p) => this.drugType[p] === f.drug_type);
    if (f.business_scope !== undefined) tests.push((p) => this.scope[p] === f.business_scope);
    if (f.in_stock === 1) tests.push((p) => this.purchasable(p));
    if (f.near_expiry === 1) {
      const today = now.toISOString().slice(0, 10);
      const until = dayPlus(today, NEAR_EXPIRY_DAYS);
      tests.push((p) => this.validity[p]! >= today && this.validity[p]! <= until);
    }
    if (!tests.length) return null;
    return (p) => tests.every((t) => t(p));
  }

  private purchasable(p: number): boolean {
    return this.stock[p]! > 0 && this.failure[p] === 0;
  }

  /**
   * Matches of the keyword in rank order: precise, and typo matches when the precise ones are fewer than a page.
   * `limit`: only the first `limit` of `list` need be in order (a page reads no further; `total` counts them all);
   * 0 for no order at all (facets count the matches).
   */
  private ranked(f: IndexFilters, sort: IndexSort, now: Date, limit = Infinity): { list: ArrayLike<number>; total: number } {
    const k = keywordOf(f.keyword ?? '');
    const pass = this.filterOf(f, now);
    if (!k.raw) {
      // Browsing: purchasable first, then sales (or sales first, then purchasable); one pass only with filters.
      const all = this.browsing(sort);
      if (!pass) return { list: all, total: all.length };
      const out: number[] = [];
      for (const p of all) if (pass(p)) out.push(p);
      return { list: out, total: out.length };
    }
    const marked = this.markPrecise(k);
    try {
      // Without typo matches the sales order needs no rank order first (its keys say both).
      const salesOnly = sort === 'sales' || limit === 0;
      let found = this.collect(marked, pass, salesOnly ? 0 : limit);
      let scores: Map<number, number> | null = null;
      if (!k.short && found.total < FUZZY_BELOW) {
        scores = this.markFuzzy(k, marked);
        if (scores.size) found = this.collect(marked, pass, sort === 'sales' ? Infinity : limit, scores);
      }
      if (limit === 0) return found;
      if (sort === 'sales' && !scores?.size) return { list: this.bySalesPlace(found.list, limit), total: found.total };
      if (sort === 'sales') {
        const list = this.bySales(Array.from(found.list), (p) => this.rank[p]! * 2 + (this.purchasable(p) ? 0 : 1), scores);
        return { list, total: found.total };
      }
      return found;
    } finally {
      this.unmark(marked);
    }
  }

  /** Every product in a browsing order (cached until the next load or update). */
  private browsing(sort: IndexSort): Int32Array {
    const cached = this.browseOrder[sort];
    if (cached) return cached;
    const buckets: number[][] = [[], []];
    for (const p of this.order) buckets[this.purchasable(p) ? 0 : 1]!.push(p);
    let list = buckets.flat();
    if (sort === 'sales') list = this.bySales(list, () => 0);
    return (this.browseOrder[sort] = Int32Array.from(list));
  }

  /**
   * The marked products the filter lets through, by rank bucket (rank, then purchasable first), sales order inside
   * a bucket, typo matches by name similarity inside theirs. Each sorts as one number (bucket × n + place in the
   * sales order; a typo match's similarity as its place among the distinct similarities) in a typed array, and only
   * the first `limit` are put in order (smallestSorted); `limit` 0: the matches in no order.
   */
  private collect(
    marked: readonly number[],
    pass: ((p: number) => boolean) | null,
    limit: number,
    scores?: Map<number, number>,
  ): { list: number[]; total: number } {
    const n = this.n;
    const keys = new Float64Array(marked.length);
    const fuzzy: number[] = [];
    let count = 0;
    for (const p of marked) {
      if (pass && !pass(p)) continue;
      const r = this.rank[p]!;
      if (r === FUZZY_RANK) {
        if (scores) fuzzy.push(p);
        continue;
      }
      keys[count++] = (r * 2 + (this.purchasable(p) ? 0 : 1)) * n + this.place[p]!;
    }
    if (limit === 0) {
      const list = new Array<number>(count);
      for (let i = 0; i < count; i++) list[i] = this.order[keys[i]! % n]!;
      list.push(...fuzzy);
      return { list, total: list.length };
    }
    const total = count + fuzzy.length;
    const head = smallestSorted(keys, count, limit);
    const list = new Array<number>(head.length);
    for (let i = 0; i < head.length; i++) list[i] = this.order[head[i]! % n]!;
    if (scores && fuzzy.length && list.length < limit) list.push(...this.byScore(fuzzy, scores, limit - list.length));
    return { list, total };
  }

  /**
   * Typo matches by name similarity (higher first), then sales place: the similarities are few distinct numbers, so
   * each match sorts as one (its bucket, then its similarity's place among them) × n + place, the first `limit` only.
   */
  private byScore(fuzzy: readonly number[], scores: Map<number, number>, limit: number): number[] {
    const n = this.n;
    const distinct = [...new Set(scores.values())].sort((a, b) => b - a);
    const scoreAt = new Map(distinct.map((s, i) => [s, i]));
    const keys = new Float64Array(fuzzy.length);
    fuzzy.forEach((p, i) => {
      const bucket = this.purchasable(p) ? 0 : 1;
      keys[i] = (bucket * distinct.length + scoreAt.get(scores.get(p)!)!) * n + this.place[p]!;
    });
    return Array.from(smallestSorted(keys, keys.length, limit), (key) => this.order[key % n]!);
  }

  /**
   * Precise matches by sales, then rank bucket, then sales place (what `bySales` answers for a list in rank order),
   * as one number each in a typed-array sort: (sales group start × 8 + bucket) × n + place; the first `limit` only.
   */
  private bySalesPlace(list: ArrayLike<number>, limit: number): number[] {
    const n = this.n;
    const keys = new Float64Array(list.length);
    for (let i = 0; i < list.length; i++) {
      const p = list[i]!;
      const bucket = this.rank[p]! * 2 + (this.purchasable(p) ? 0 : 1);
      keys[i] = (this.salesFrom[p]! * 8 + bucket) * n + this.place[p]!;
    }
    return Array.from(smallestSorted(keys, keys.length, limit), (key) => this.order[key % n]!);
  }

  /** Sales first, then relevance (stable, so the rest of the order is kept). */
  private bySales(list: number[], relevance: (p: number) => number, scores?: Map<number, number> | null): number[] {
    return list.sort(
      (a, b) => this.sales[b]! - this.sales[a]! || relevance(a) - relevance(b) || (scores ? (scores.get(b) ?? 0) - (scores.get(a) ?? 0) : 0),
    );
  }

  /** The page's product ids in rank order and the total (the filters the index applies; see IndexFilters). */
  search(f: IndexFilters, sort: IndexSort, page: number, size: number, now = new Date()): IdPage {
    const start = (page - 1) * size;
    const { list, total } = this.ranked(f, sort, now, start + size);
    const ids: number[] = [];
    for (let i = start; i < Math.min(list.length, start + size); i++) ids.push(this.ids[list[i]!]!);
    return { ids, total };
  }

  /** Makers of what a search finds, most products first (services/search/search.ts searchFacets; the maker filter ignored). */
  facets(f: IndexFilters, limit: number, now = new Date()): { name: string; count: number }[] {
    const { manufacturer: _own, ...rest } = f;
    const counts = new Map<number, number>();
    const { list } = this.ranked(rest, 'default', now, 0);
    for (let i = 0; i < list.length; i++) {
      const maker = this.fields[list[i]! * KIND_COUNT + MAKER]!;
      counts.set(maker, (counts.get(maker) ?? 0) + 1);
    }
    return [...counts]
      .map(([at, count]) => ({ name: this.values[at]!.raw, count }))
      .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, limit);
  }

  /**
   * The first `limit` approval numbers (by their text) containing the keyword in any case, with their products (the
   * suggestions read these): one scan of the approval numbers in their order, stopping at `limit` — no MiniSearch
   * query, whose candidates for 国药准字H1 are most of the catalogue.
   */
  approvalsContaining(keyword: string, limit: number): { raw: string; products: number[] }[] {
    const k = keyword.trim().toLowerCase();
    if (!k) return [];
    this.approvalsSorted ??= this.values.filter((v) => v.kind === 'approval' && v.raw).sort((a, b) => (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0));
    const out: Value[] = [];
    for (const v of this.approvalsSorted) {
      if (!v.products.length || !v.lower.includes(k)) continue;
      out.push(v);
      if (out.length === limit) break;
    }
    return out;
  }

  /** Every distinct value of one kind held by some product. */
  valuesOf(kind: Kind): { raw: string; products: number[] }[] {
    return this.values.filter((v) => v.kind === kind && v.products.length);
  }

  /** Per product (an index into the arrays, as `products` of a value holds): sales, and one of its fields. */
  salesOf(p: number): number {
    return this.sales[p]!;
  }

  fieldOf(p: number, kind: 'name' | 'maker' | 'brand' | 'initials' | 'full'): string {
    return this.values[this.fields[p * KIND_COUNT + KIND_AT[kind]]!]!.raw;
  }
}
