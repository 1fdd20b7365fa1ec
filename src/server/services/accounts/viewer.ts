/** Who is looking at products: the business scopes of the client bought for, whether prices show, and whose prices. */
import type { Who } from '../../http/who';
import type { PriceClass, Viewer } from '../catalog/product-view';

/**
 * Whose prices a viewer sees (model/effective-price.ts): the client bought for's type, and that client itself only
 * when it has an agreed price. No client (a visitor, a salesman alone): the base price.
 */
export function priceClassOf(who: Who): PriceClass | null {
  if (who.clientId === null || !who.showPrices) return null;
  return { clientType: who.clientType, agreedClientId: who.hasAgreedPrices ? who.clientId : null };
}

/** Read from what the auth hook resolved once per request; no query of its own. */
export function viewerOf(who: Who): Viewer {
  return { scopes: who.scopes, showPrices: who.showPrices, price: priceClassOf(who) };
}
