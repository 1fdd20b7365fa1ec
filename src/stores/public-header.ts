import { atom } from 'nanostores';
import type { PublicHeader } from '../contract/catalog';
import { getPublicHeader, isRetryable } from '../api';
import { shared } from './shared';

export const $publicHeader = shared('publicHeader', () => atom<PublicHeader | null>(null));

/** Seconds before each new try while the store is busy or unreachable (the header has no 重试 of its own). */
export const HEADER_RETRY_DELAYS_MS = [5_000, 15_000, 60_000];

/**
 * Public header is loaded once and silently (SPEC §8). A busy store (503) or a failed connection is tried again
 * after each of HEADER_RETRY_DELAYS_MS, so the menu appears once the store is back without a reload.
 */
export async function loadPublicHeader(attempt = 0): Promise<void> {
  if ($publicHeader.get()) return;
  try {
    $publicHeader.set(await getPublicHeader());
  } catch (e) {
    const delay = HEADER_RETRY_DELAYS_MS[attempt];
    if (isRetryable(e) && delay !== undefined) setTimeout(() => void loadPublicHeader(attempt + 1), delay);
  }
}
