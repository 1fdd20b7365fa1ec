/**
 * What every way of buying shares (SPEC §4/§5): who is buying (a client, a salesman not acting for one, a visitor),
 * where the screen is mounted (the site routes, a widget asks its host), and the near-expiry question asked through
 * the API notifier (the UI's confirm dialog).
 */
import { MSG } from '../model/messages';
import { nearExpiryQuestion, type BuyerRole, type NearExpiryFacts } from '../model/purchase-rules';
import type { WritableAtom } from 'nanostores';
import { ApiError, getNotifier, type MessageKind } from '../api';
import { $isLogin, $isSalesmanLogin } from './session';

/** What "go to a page" and "log in first" mean where the screen is mounted (the UI's HostEnv). */
export interface PurchaseHost {
  navigate: (to: string) => void;
  requireLogin: () => void;
}

export const buyerRole = (): BuyerRole => ($isLogin.get() ? 'client' : $isSalesmanLogin.get() ? 'salesman' : 'visitor');

/** A toast through the notifier the UI installed. */
export const notice = (text: string, kind: MessageKind) => getNotifier().message(text, kind);

/** Asks before near-expiry products are bought, naming their expiry dates; true when none is or the buyer agrees. */
export async function askNearExpiry(products: readonly NearExpiryFacts[]): Promise<boolean> {
  const message = nearExpiryQuestion(products);
  if (!message) return true;
  return getNotifier().confirm({ title: MSG.nearExpiryTitle, message, confirmText: MSG.confirm, cancelText: MSG.cancel });
}

/**
 * A purchase request with `busy` on while it runs: its answer, or `failed` when it threw (the HTTP client has shown an
 * ApiError already; anything else gets the generic text).
 */
export async function whileBusy<T, F>(busy: WritableAtom<boolean>, request: () => Promise<T>, failed: F): Promise<T | F> {
  busy.set(true);
  try {
    return await request();
  } catch (e) {
    if (!(e instanceof ApiError)) notice(MSG.httpDefault, 'error');
    return failed;
  } finally {
    busy.set(false);
  }
}
