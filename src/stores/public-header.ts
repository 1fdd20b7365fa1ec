import { atom } from 'nanostores';
import type { PublicHeader } from '../contract/catalog';
import { getPublicHeader } from '../api';
import { shared } from './shared';

export const $publicHeader = shared('publicHeader', () => atom<PublicHeader | null>(null));

/** Public header is loaded once and silently (SPEC §8). */
export async function loadPublicHeader(): Promise<void> {
  if ($publicHeader.get()) return;
  try {
    $publicHeader.set(await getPublicHeader());
  } catch {
    /* silent by spec */
  }
}
