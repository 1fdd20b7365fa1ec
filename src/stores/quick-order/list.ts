/**
 * The quick-order list (快速下单清单), kept on the server so nothing is lost on refresh and the site, every
 * `<yc-quick-order>` on a page (globalThis singleton) and other tabs (broadcast) show the same list. Changes are
 * optimistic like the cart's: the preview shows at once, the server's answer replaces it, a refusal rolls it back
 * and rejects with the server's error.
 *
 * Also here: the buy-now product list of SPEC §3 (local storage `quickOrderList`, read by the checkout page) and the
 * rows a buyer typed or pasted that are not matched to a product yet (local storage, per client).
 */
import { atom } from 'nanostores';
import type { Product } from '../../contract/catalog';
import type { FastLine } from '../../contract/quick-order';
import { productRefusal } from '../../model/purchase-rules';
import { addFast, addFastList, delFastProduct, getFastOrder } from '../../api';
import { LOCAL_KEYS, persistence } from '../persistence';
import { $session } from '../session';
import { shared } from '../shared';
import { broadcast } from '../sync';

export const $fastLines = shared('fastLines', () => atom<FastLine[]>([]));
/** The client whose list `$fastLines` holds; undefined until loaded. */
export const $fastOwner = shared('fastOwner', () => atom<number | undefined>(undefined));

const pending = shared('fastPending', () => ({ seq: 0 }));

/** Silent on failure (resolves false) so the page can offer a retry. */
export async function loadFastLines(): Promise<boolean> {
  const owner = $session.get().client_id;
  const seq = pending.seq;
  try {
    const { list } = await getFastOrder({ silent: true });
    // A change sent meanwhile answers a newer list.
    if (seq === pending.seq) $fastLines.set(list);
    $fastOwner.set(owner);
    return true;
  } catch {
    return false;
  }
}

async function change(preview: FastLine[], send: () => Promise<{ list: FastLine[] }>): Promise<void> {
  const before = $fastLines.get();
  const seq = ++pending.seq;
  $fastLines.set(preview);
  try {
    const answer = await send();
    if (seq === pending.seq) $fastLines.set(answer.list);
    broadcast({ type: 'quickOrder' });
  } catch (e) {
    if (seq === pending.seq) $fastLines.set(before);
    throw e;
  }
}

const lineOf = (product: Product, amount: number): FastLine => ({
  product_id: product.product_id,
  amount,
  product,
  refusal: productRefusal(product, amount),
});

/**
 * Puts a product in the list or sets its quantity (the server keeps the product's place). `quiet`: the caller
 * shows the refusal itself.
 */
export function putFastLine(product: Product, amount: number, opts: { quiet?: boolean } = {}): Promise<void> {
  const lines = $fastLines.get();
  const listed = lines.some((l) => l.product_id === product.product_id);
  const next = listed
    ? lines.map((l) => (l.product_id === product.product_id ? lineOf(product, amount) : l))
    : [...lines, lineOf(product, amount)];
  return change(next, () => addFast(product.product_id, amount, opts));
}

/** Several products in one request (pasted rows); the server refuses all of them if one is refused. */
export function putFastLines(entries: { product: Product; amount: number }[], opts: { quiet?: boolean } = {}): Promise<void> {
  const next = new Map($fastLines.get().map((l) => [l.product_id, l]));
  for (const { product, amount } of entries) next.set(product.product_id, lineOf(product, amount));
  const list = entries.map(({ product, amount }) => ({ product_id: product.product_id, amount }));
  return change([...next.values()], () => addFastList(list, opts));
}

export function removeFastLine(productId: number): Promise<void> {
  return change(
    $fastLines.get().filter((l) => l.product_id !== productId),
    () => delFastProduct(productId),
  );
}

export const clearFastLines = (): Promise<void> => change([], () => delFastProduct());

/** SPEC §3/§4: buy now keeps the checked products for the checkout page (`/submitOrder?isQuick=1`). */
export function saveQuickOrderProducts(list: FastLine[]): void {
  persistence().local.set(LOCAL_KEYS.quickOrderList, JSON.stringify(list));
}

export function readQuickOrderProducts(): FastLine[] {
  try {
    const parsed: unknown = JSON.parse(persistence().local.get(LOCAL_KEYS.quickOrderList) ?? '[]');
    return Array.isArray(parsed) ? (parsed as FastLine[]) : [];
  } catch {
    return [];
  }
}

const draftsKey = () => `${LOCAL_KEYS.quickOrderDrafts}:${$session.get().client_id ?? 0}`;

/** Unmatched rows of the grid (typed text, pasted rows with their problem), for this client. */
export function readQuickOrderDrafts<T>(): T[] {
  try {
    const parsed: unknown = JSON.parse(persistence().local.get(draftsKey()) ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

export function saveQuickOrderDrafts<T>(drafts: T[]): void {
  if (drafts.length) persistence().local.set(draftsKey(), JSON.stringify(drafts));
  else persistence().local.remove(draftsKey());
}

export function resetFastLines(): void {
  $fastLines.set([]);
  $fastOwner.set(undefined);
}
