/** Cart state beside the lines: the add-on-price offers and whether the side cart is kept open. */
import { atom } from 'nanostores';
import type { AddPriceOffer } from '../contract/cart';
import { getAddPriceOffers } from '../api';
import { LOCAL_KEYS, persistence } from './persistence';
import { shared } from './shared';

/** The add-on-price offers (getJJGProductList); empty until loaded. */
export const $addPriceOffers = shared('addPriceOffers', () => atom<AddPriceOffer[]>([]));

/** Loads the offers (silent on failure: the last ones stay). */
export async function loadAddPriceOffers(): Promise<void> {
  try {
    $addPriceOffers.set((await getAddPriceOffers()).list.data);
  } catch {
    /* the server judges add-on lines anyway */
  }
}

/** Whether the side cart was left open (SPEC §2.11 side panels: kept across navigation and refresh). */
export const sideCartKeptOpen = (): boolean => persistence().local.get(LOCAL_KEYS.sideCartOpen) === '1';
export const keepSideCartOpen = (open: boolean): void => persistence().local.set(LOCAL_KEYS.sideCartOpen, open ? '1' : '0');
