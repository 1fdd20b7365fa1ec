/** Who is looking at products: the business scopes of the client bought for, and whether prices may be shown. */
import type { Who } from '../http/who';
import type { Viewer } from './product-view';

/** Read from what the auth hook resolved once per request; no query of its own. */
export function viewerOf(who: Who): Viewer {
  return { scopes: who.scopes, showPrices: who.showPrices };
}
