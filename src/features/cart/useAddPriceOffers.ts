import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { AddPriceOffer } from '../../contract/cart';
import { $addPriceOffers, loadAddPriceOffers } from '../../stores/cart-extras';

/** The add-on-price offers, loaded once the cart holds lines they may apply to (src/stores/cart-extras.ts). */
export function useAddPriceOffers(needed: boolean): AddPriceOffer[] {
  useEffect(() => {
    if (needed) void loadAddPriceOffers();
  }, [needed]);
  return useStore($addPriceOffers);
}
