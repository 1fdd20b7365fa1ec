/**
 * GET /w1/getCombinationList: the running combinations holding a product, for the detail page's slider. Each with
 * its components (the product per viewer, num = per set), and for viewers who see prices combination_price and
 * client_total_price (原价合计, the components at their own prices); max_sets is what this client may buy now.
 */
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { BUSINESS_SCOPES } from '../../../model/enums';
import { fenToYuan } from '../../../model/money';
import { cappedPhase } from '../../../model/special-combination-rules';
import type { Combination } from '../../../contract/specials';
import type { Db } from '../../db/client';
import { combinationItems, combinations } from '../../db/schema';
import { toProduct, type Viewer } from '../catalog/product-view';
import { cappedTermsOf, combinationsByIds, heldBy } from './capped-terms';
import { clientTotalFen, combinationVerdict } from './combination-lines';

const LIST_MAX = 12;
const ALL_SCOPES = BUSINESS_SCOPES.map((_, i) => i);

export async function combinationsOfProduct(db: Db, productId: number, viewer: Viewer, clientId: number | null, now = new Date()): Promise<{ list: Combination[] }> {
  const ids = await db
    .select({ id: combinations.id })
    .from(combinations)
    .innerJoin(combinationItems, eq(combinationItems.combinationId, combinations.id))
    .where(and(eq(combinationItems.productId, productId), lte(combinations.startTime, now), gt(combinations.endTime, now), isNull(combinations.endedAt)))
    .orderBy(asc(combinations.endTime), asc(combinations.id))
    .limit(LIST_MAX);
  const wanted = ids.map((r) => r.id);
  const [combos, held] = await Promise.all([combinationsByIds(db, wanted, viewer.price), heldBy(db, 'combination', clientId, wanted)]);
  const list: Combination[] = [];
  for (const id of wanted) {
    const combo = combos.get(id);
    if (!combo) continue;
    const v = combinationVerdict(combo, held.get(id) ?? 0, viewer.scopes ?? ALL_SCOPES, now.getTime());
    list.push({
      combination_id: id,
      name: combo.row.name,
      phase: cappedPhase(cappedTermsOf(combo.row), now.getTime()),
      end_time: combo.row.endTime.getTime(),
      max_sets: v.refusal ? 0 : v.maxSets,
      ...(viewer.showPrices ? { combination_price: fenToYuan(combo.row.priceFen), client_total_price: fenToYuan(clientTotalFen(combo)) } : {}),
      product_list: combo.items.map((i) => ({ ...toProduct(i.product, viewer), num: i.qty })),
    } as Combination);
  }
  return { list };
}
