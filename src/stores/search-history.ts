import { atom } from 'nanostores';
import { clearSearchHistoryOnServer, getSearchHistory } from '../api';
import { shared } from './shared';
import { persistence, LOCAL_KEYS } from './persistence';
import { $isLogin, $session } from './session';

const MAX = 10;
/** A logged-in client's server history is fetched again at most this often while the same client is logged in. */
const SERVER_REFRESH_MS = 30_000;

/**
 * Search history shown under the search box. Visitors: kept in local storage. Logged-in clients: kept on the
 * server (productSearch records every first-page search); the atom mirrors it and is updated at once on search.
 */
export const $searchHistory = shared('searchHistory', () => atom<string[]>([]));

const serverState = shared('searchHistoryServer', () => ({ clientId: undefined as number | undefined, at: 0 }));

/** Visitor history from local storage. */
export function loadSearchHistory(): void {
  serverState.clientId = undefined;
  try {
    const raw = persistence().local.get(LOCAL_KEYS.searchHistory);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    $searchHistory.set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string').slice(0, MAX) : []);
  } catch {
    $searchHistory.set([]);
  }
}

/** The right history for who is logged in now: the server's for a client, local storage for anyone else. */
export async function refreshSearchHistory(now = Date.now()): Promise<void> {
  const clientId = $isLogin.get() ? $session.get().client_id : undefined;
  if (!clientId) {
    if (serverState.clientId !== undefined) loadSearchHistory();
    return;
  }
  if (serverState.clientId === clientId && now - serverState.at < SERVER_REFRESH_MS) return;
  serverState.clientId = clientId;
  serverState.at = now;
  try {
    const list = await getSearchHistory();
    if ($session.get().client_id === clientId) $searchHistory.set(list.slice(0, MAX));
  } catch {
    serverState.at = 0; // silent; try again next time
  }
}

export function rememberSearch(keyword: string): void {
  const k = keyword.trim();
  if (!k) return;
  const next = [k, ...$searchHistory.get().filter((x) => x !== k)].slice(0, MAX);
  $searchHistory.set(next);
  // The server records a logged-in client's searches itself.
  if (!$isLogin.get()) persistence().local.set(LOCAL_KEYS.searchHistory, JSON.stringify(next));
}

export async function clearSearchHistory(): Promise<void> {
  $searchHistory.set([]);
  if ($isLogin.get()) {
    await clearSearchHistoryOnServer().catch(() => undefined);
    return;
  }
  persistence().local.remove(LOCAL_KEYS.searchHistory);
}
