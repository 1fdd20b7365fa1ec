/**
 * A special-price line (special_id) in the cart and at checkout: the special must exist, be for this product and
 * be running with units left and the client under his limit; its quantity is held to what the client may still
 * buy (as max_buy_num, replacing the product's own), and its price is the special's while it runs.
 */
import { cappedMaxForClient, specialRefusal } from '../../../model/special-combination-rules';
import { PROMOTION_MSG } from '../../../model/promotion-rules';
import type { Db } from '../../db/client';
import type { Tx } from '../cart/tx';
import { cappedTermsOf, heldBy, specialsByIds } from './capped-terms';
import { independentReads } from '../../db/independent-reads';

/** An activity verdict (activity-lines.ts's ActivityVerdict) of a special line. */
export interface SpecialVerdict {
  facts: { special_id: number; max_buy_num: number };
  priceFen: number | null;
  refusal: string | null;
}

export async function specialVerdicts(
  db: Db | Tx,
  clientId: number,
  lines: readonly { key: number; specialId?: number; productId: number; unit: string }[],
  nowMs: number,
): Promise<Map<number, SpecialVerdict>> {
  const ids = lines.map((l) => l.specialId ?? 0);
  const [rows, held] = await independentReads(db, () => specialsByIds(db, ids), () => heldBy(db, 'special', clientId, ids));
  const out = new Map<number, SpecialVerdict>();
  for (const l of lines) {
    const row = rows.get(l.specialId ?? 0);
    if (!row || row.productId !== l.productId) {
      out.set(l.key, { facts: { special_id: l.specialId ?? 1, max_buy_num: 0 }, priceFen: null, refusal: PROMOTION_MSG.activityUnavailable });
      continue;
    }
    const terms = cappedTermsOf(row);
    const bought = held.get(row.id) ?? 0;
    const refusal = specialRefusal(terms, nowMs, bought, l.unit);
    out.set(l.key, {
      facts: { special_id: row.id, max_buy_num: refusal ? 0 : cappedMaxForClient(terms, bought) },
      priceFen: refusal ? null : row.priceFen,
      refusal,
    });
  }
  return out;
}
