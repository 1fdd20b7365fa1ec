import { useEffect, useState } from 'react';
import type { AddPriceOffer } from '../../contract/cart';
import { getAddPriceOffers } from '../../api';

/** The add-on-price offers (getJJGProductList), fetched once the cart holds add-on lines; silent on failure. */
export function useAddPriceOffers(needed: boolean): AddPriceOffer[] {
  const [offers, setOffers] = useState<AddPriceOffer[]>([]);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    getAddPriceOffers()
      .then((r) => live && setOffers(r.list.data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [needed]);
  return offers;
}
