/**
 * Who is asking, resolved once per request by the auth hook: the session, the client bought for (a client, or the
 * customer a salesman acts for) with its business scopes, and whether prices may be shown.
 */
import { MSG, SERVER_MSG } from '../../model/messages';
import { ApiError } from '../errors';
import type { SessionView } from '../services/accounts/sessions';

export interface Who {
  session: SessionView | null;
  clientId: number | null;
  companyId: number | null;
  salesmanId: number | null;
  /** Business scopes of `clientId` (null without a client). */
  scopes: number[] | null;
  showPrices: boolean;
  /** Type of `clientId` (null without a client): its client-type prices apply. */
  clientType: number | null;
  /** Whether `clientId` has any agreed price (协议价): its catalogue answers are then its own. */
  hasAgreedPrices: boolean;
}

export const VISITOR: Who = { session: null, clientId: null, companyId: null, salesmanId: null, scopes: null, showPrices: false, clientType: null, hasAgreedPrices: false };

export function whoOf(session: SessionView | null): Who {
  if (!session) return VISITOR;
  return {
    session,
    clientId: session.clientId,
    companyId: session.companyId,
    salesmanId: session.salesmanId,
    scopes: session.clientId === null ? null : session.scopes,
    showPrices: session.clientId !== null || session.salesmanId !== null,
    clientType: session.clientId === null ? null : session.clientType,
    hasAgreedPrices: session.clientId !== null && session.hasAgreedPrices,
  };
}

/** The session of a route above `public` (the auth hook guarantees it). */
export function sessionOf(who: Who): SessionView {
  if (!who.session) throw new ApiError(401, SERVER_MSG.loginRequired);
  return who.session;
}

/** The client a cart or order belongs to; a salesman not acting for a customer is told to pick one. */
export function buyerOf(who: Who, salesmanMsg: string = MSG.salesmanNeedsCustomer): { clientId: number; scopes: number[] } {
  if (who.clientId === null) throw new ApiError(400, salesmanMsg);
  return { clientId: who.clientId, scopes: who.scopes ?? [] };
}

/** The logged-in client of a `client` route. */
export function clientOf(who: Who): number {
  if (who.clientId === null) throw new ApiError(401, SERVER_MSG.loginRequired);
  return who.clientId;
}

/** The logged-in client itself: calls a salesman acting for it may not make (password, company choice). */
export function ownClientOf(who: Who): number {
  if (who.salesmanId !== null) throw new ApiError(403, SERVER_MSG.identityMismatch);
  return clientOf(who);
}
