/**
 * The operator's market (control-sale) limits: one order of the product takes at most `max_buy_num` and the buyer
 * reads `msg` (products.market_*; the quantity rule reads them as market_id / whetherMarket). Audited; cached
 * catalogue answers are dropped at once.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { OPERATOR_ACTOR, stepAudit, type Actor } from '../trust/audit';
import { ApiError } from '../../errors';
import { catalogueChanged } from '../../notices/catalogue';

export const MARKET_MSG = {
  productMissing: '商品不存在',
  msgRequired: '请填写限购提示，如“控销品种，每单限购10盒”',
  maxRequired: '请填写每单限购数量',
} as const;

export interface MarketInput {
  product_id: number;
  max_buy_num?: number;
  msg?: string;
  clear?: number;
}

export async function setMarketLimit(db: Db, input: MarketInput, actor: Actor = OPERATOR_ACTOR) {
  const clear = input.clear === 1;
  const msg = input.msg?.trim() ?? '';
  if (!clear && input.max_buy_num === undefined) throw new ApiError(400, MARKET_MSG.maxRequired);
  if (!clear && !msg) throw new ApiError(400, MARKET_MSG.msgRequired);
  return db.transaction(async (tx) => {
    // A product's market id is its own id: one limit per product.
    const set = clear ? { marketId: 0, marketMaxBuyNum: -1, marketMsg: '' } : { marketId: input.product_id, marketMaxBuyNum: input.max_buy_num!, marketMsg: msg };
    const [p] = await tx.update(products).set(set).where(eq(products.id, input.product_id)).returning();
    if (!p) throw new ApiError(400, MARKET_MSG.productMissing);
    await stepAudit(tx, `market:${p.id}`, { step: clear ? 'clear' : 'set', ...input }, actor);
    await catalogueChanged(tx, 'products');
    return { product_id: p.id, ty_name: p.tyName, market_id: p.marketId, max_buy_num: p.marketMaxBuyNum, msg: p.marketMsg };
  });
}
