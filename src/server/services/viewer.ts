/** Who is looking at products: the business scopes of the client bought for, and whether prices may be shown. */
import type { Db } from '../db/client';
import type { SessionView } from './sessions';
import { scopesOf } from './accounts';
import type { Viewer } from './product-view';

export async function viewerOf(db: Db, session: SessionView | null): Promise<Viewer> {
  return {
    scopes: await scopesOf(db, session?.clientId ?? null),
    showPrices: Boolean(session && (session.clientId || session.salesmanId)),
  };
}
