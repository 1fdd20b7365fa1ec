import { atom } from 'nanostores';
import { shared } from './shared';
import { persistence, LOCAL_KEYS } from './persistence';

const MAX = 10;

export const $searchHistory = shared('searchHistory', () => atom<string[]>([]));

export function loadSearchHistory(): void {
  try {
    const raw = persistence().local.get(LOCAL_KEYS.searchHistory);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    $searchHistory.set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string').slice(0, MAX) : []);
  } catch {
    $searchHistory.set([]);
  }
}

export function rememberSearch(keyword: string): void {
  const k = keyword.trim();
  if (!k) return;
  const next = [k, ...$searchHistory.get().filter((x) => x !== k)].slice(0, MAX);
  $searchHistory.set(next);
  persistence().local.set(LOCAL_KEYS.searchHistory, JSON.stringify(next));
}

export function clearSearchHistory(): void {
  $searchHistory.set([]);
  persistence().local.remove(LOCAL_KEYS.searchHistory);
}
