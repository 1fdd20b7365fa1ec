/**
 * What one server instance tells the others (and itself) after a write, so their caches drop exactly what changed:
 * sessions by id (logout, login, acting, company choice, a password change), sessions that expired (the purge),
 * sessions of clients (an account's state), and catalogue topics. Sent as JSON through PostgreSQL NOTIFY, whose
 * payload must stay under 8000 bytes: long id lists go out in several notices. Decoding checks every field, so a
 * malformed payload (another program on the channel) is ignored, never applied half.
 */

/**
 * Kinds of catalogue change; cache/catalogue-topics.ts says which cached answers each one changes.
 *   stock: stock taken or given back (orders), which also moves activities' sold counts
 *   products: a product's own fields (price, shelf, market limit)
 *   prices: client-type and agreed prices (issue 27)
 *   activities: seckills, group purchases, pre-sales, special prices, combinations, add-on prices
 *   coupons: coupons created, ended or claimed
 *   announcements: announcements
 *   banners: the home carousel
 *   help: the help centre's saved pages
 *   settings: anything store-wide (categories, the header): every cached answer
 */
export const CATALOGUE_TOPICS = ['stock', 'products', 'prices', 'activities', 'coupons', 'announcements', 'banners', 'help', 'settings'] as const;
export type CatalogueTopic = (typeof CATALOGUE_TOPICS)[number];

export type Notice =
  | { kind: 'sessions'; ids: number[] }
  | { kind: 'clients'; ids: number[] }
  | { kind: 'expired'; before: number }
  /**
   * `products`: the change touched only these products (a stock take, a shelf change), so the search index and its
   * kept rows update just them; without it, anything of the topics may have changed (an ERP sync: a full reload).
   */
  | { kind: 'catalogue'; topics: CatalogueTopic[]; products?: number[] }
  /** Not sent: a listener that lost its connection may have missed notices, so every cache is dropped. */
  | { kind: 'everything' };

export const NOTICE_CHANNEL = 'yaocai_changes';
/** Ids per notice: 600 ids of up to 10 digits stay well under NOTIFY's 8000-byte payload. */
const IDS_PER_NOTICE = 600;

/** The payloads that carry `notice` (several for a long id list; none for an empty one). */
export function encodeNotice(notice: Notice): string[] {
  if (notice.kind === 'everything') return [];
  if (notice.kind === 'catalogue' && notice.products) {
    const { products, ...rest } = notice;
    const out: string[] = [];
    // Each payload is a whole notice of the same topics for its share of the products.
    for (let i = 0; i < products.length; i += IDS_PER_NOTICE) out.push(JSON.stringify({ ...rest, products: products.slice(i, i + IDS_PER_NOTICE) }));
    return out.length ? out : [JSON.stringify(rest)];
  }
  if (notice.kind !== 'sessions' && notice.kind !== 'clients') return [JSON.stringify(notice)];
  const out: string[] = [];
  for (let i = 0; i < notice.ids.length; i += IDS_PER_NOTICE) {
    out.push(JSON.stringify({ kind: notice.kind, ids: notice.ids.slice(i, i + IDS_PER_NOTICE) }));
  }
  return out;
}

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const isTopic = (v: unknown): v is CatalogueTopic => (CATALOGUE_TOPICS as readonly unknown[]).includes(v);

/** The notice a payload carries, or null when it is not one of ours. */
export function decodeNotice(payload: string | undefined): Notice | null {
  if (!payload || payload.length > 8000) return null;
  let v: unknown;
  try {
    v = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  if ((o.kind === 'sessions' || o.kind === 'clients') && Array.isArray(o.ids) && o.ids.every(isId)) {
    return { kind: o.kind, ids: o.ids as number[] };
  }
  if (o.kind === 'expired' && Number.isSafeInteger(o.before)) return { kind: 'expired', before: o.before as number };
  if (o.kind === 'catalogue' && Array.isArray(o.topics) && o.topics.length > 0 && o.topics.every(isTopic)) {
    const topics = [...new Set(o.topics as CatalogueTopic[])];
    if (o.products === undefined) return { kind: 'catalogue', topics };
    if (!Array.isArray(o.products) || !o.products.length || !o.products.every(isId)) return null;
    return { kind: 'catalogue', topics, products: o.products as number[] };
  }
  return null;
}
