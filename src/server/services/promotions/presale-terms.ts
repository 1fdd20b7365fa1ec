/** Pre-sale rows (group_purchases of type 2) as the model's terms, and what each client holds of them. */
import { and, eq, inArray } from 'drizzle-orm';
import { presaleMaxForClient, presaleRefusal, type PresaleTerms } from '../../../model/presale-rules';
import type { Db } from '../../db/client';
import { purchaseBuyers } from '../../db/schema';
import type { Tx } from '../cart/tx';
import type { GroupRow } from './group-terms';

export function presaleTermsOf(row: GroupRow): PresaleTerms {
  return {
    priceFen: row.priceFen,
    stock: row.stock,
    sold: row.sold,
    purchaseMin: row.purchaseMin,
    orderLimit: row.orderLimit,
    clientLimit: row.clientLimit,
    startMs: row.startTime.getTime(),
    endMs: row.endTime.getTime(),
    shipDate: row.shipDate ?? '',
  };
}

/** purchase id → units this client holds in live orders. */
export async function heldBy(db: Db | Tx, clientId: number | null, ids: number[]): Promise<Map<number, number>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (clientId === null || wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: purchaseBuyers.purchaseId, bought: purchaseBuyers.bought })
    .from(purchaseBuyers)
    .where(and(eq(purchaseBuyers.clientId, clientId), inArray(purchaseBuyers.purchaseId, wanted)));
  return new Map(rows.map((r) => [r.id, r.bought]));
}

/** The facts a pre-sale line adds to its product, its price while it may be ordered, and why not. */
export function presaleFacts(row: GroupRow, bought: number, nowMs: number, unit: string) {
  const terms = presaleTermsOf(row);
  const refusal = presaleRefusal(terms, nowMs, bought, unit);
  return {
    facts: { purchase_id: row.id, purchase_min: row.purchaseMin, max_buy_num: refusal ? 0 : presaleMaxForClient(terms, bought) },
    priceFen: refusal ? null : row.priceFen,
    refusal,
  };
}
