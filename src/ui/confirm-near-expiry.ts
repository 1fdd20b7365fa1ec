import { MSG } from '../model/messages';
import { nearExpiryQuestion, type NearExpiryFacts } from '../model/purchase-rules';
import { confirmDialog } from './overlay-store';

/** Asks before near-expiry products are bought, naming their expiry dates; true when none is or the buyer agrees. */
export async function confirmNearExpiry(products: readonly NearExpiryFacts[]): Promise<boolean> {
  const message = nearExpiryQuestion(products);
  if (!message) return true;
  return confirmDialog({ title: MSG.nearExpiryTitle, message, confirmText: MSG.confirm, cancelText: MSG.cancel });
}
