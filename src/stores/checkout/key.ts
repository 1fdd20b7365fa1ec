/**
 * One idempotency key per checkout visit, kept in sessionStorage: a refresh, a double click or a retry after a lost
 * answer sends the same key, so the server answers the same order instead of making a second one. Cleared once the
 * order is placed, so the next checkout is a new order. Without sessionStorage (privacy mode) the key lives in
 * memory for the page's life.
 */
const memory = new Map<string, string>();
const name = (source: string) => `yaocai:checkoutKey:${source}`;

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function checkoutKey(source: string): string {
  const s = store();
  const kept = s?.getItem(name(source)) ?? memory.get(name(source));
  if (kept) return kept;
  const key = newKey();
  try {
    s?.setItem(name(source), key);
  } catch {
    /* quota or privacy mode: memory only */
  }
  memory.set(name(source), key);
  return key;
}

export function clearCheckoutKey(source: string): void {
  memory.delete(name(source));
  try {
    store()?.removeItem(name(source));
  } catch {
    /* nothing kept */
  }
}
