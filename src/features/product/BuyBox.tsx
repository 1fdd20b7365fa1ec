import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Product } from '../../contract/catalog';
import { warningText } from '../../model/product-rules';
import { $isLogin } from '../../stores/session';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { QuantityStepper } from '../catalog';
import { productRefusal, purchaseState } from '../../model/purchase-rules';
import { RefusalNote } from '../../ui/RefusalNote';
import { AddedTip, useAddToCart } from '../cart';
import { useBuyNow } from '../quick-order';
import { useHostEnv } from '../../ui/host-env';
import { SECKILL_BUY_PATH } from '../../model/promotion-rules';
import { STOCK_LEVEL_TEXT, stockLevel } from '../../model/stock-display';
import { ArrivalButton, SubstituteList } from '../alerts';

/**
 * Stock state, step-strict quantity (SPEC §5) and add to cart (SPEC §4), with the same rules as the card:
 * the quantity starts at the minimum and moves by the packing size; a product that cannot be bought has its
 * buttons disabled and says why ("待补货" rather than sold out). 立即购买 is the buy-now flow (SPEC §4).
 */
export function BuyBox({ product }: { product: Product }) {
  const css = useCss();
  const isLogin = useStore($isLogin);
  const { rule, warning, canBuy } = purchaseState(product);
  const [amount, setAmount] = useState(rule.min);
  const cart = useAddToCart();
  const buy = useBuyNow();
  const env = useHostEnv();
  const rules = [
    rule.step > 1 ? `中包装${rule.step}${product.product_dw}，按${rule.step}的倍数购买` : '',
    rule.min > rule.step ? `${rule.min}${product.product_dw}起购` : '',
    Number.isFinite(rule.max) && canBuy ? `最多可购${rule.max}${product.product_dw}` : '',
    product.market_id ? (product.whetherMarket?.msg ?? '') : '',
  ].filter(Boolean);
  return (
    <div
      className={css`
        display: grid; gap: 12px; font-size: 13px;
        .row { display: flex; align-items: center; gap: 12px; }
        .label { flex: none; width: 64px; color: ${t.muted}; }
        .ok { color: ${t.primary}; }
        .bad { color: ${t.danger}; font-weight: 600; }
        .rules { color: ${t.muted}; }
        .actions { display: flex; gap: 12px; margin-top: 4px; }
      `}
    >
      <div className="row">
        <span className="label">库存</span>
        {warning ? (
          <span className="bad" data-testid="stock-state">
            {warningText(warning, 'listing')}
          </span>
        ) : (
          <span className="ok" data-testid="stock-state" data-level={stockLevel(product.stock, product.zhongbaozhuang_num)}>
            {STOCK_LEVEL_TEXT[stockLevel(product.stock, product.zhongbaozhuang_num)]}
          </span>
        )}
      </div>
      <div className="row">
        <span className="label">数量</span>
        <QuantityStepper value={amount} rule={rule} onChange={setAmount} disabled={!canBuy} />
        {rules.length > 0 && <span className="rules">{rules.join('，')}</span>}
      </div>
      {warning && <RefusalNote refusal={productRefusal(product, rule.min)!} />}
      <div className="actions">
        <Button variant="primary" size="lg" disabled={(isLogin && !canBuy) || cart.busy} onClick={() => void cart.add(product, amount)}>
          加入购物车
        </Button>
        {product.seckill_id ? (
          // Under a seckill, buying goes through the cart as a seckill line (the quick checkout knows no activity).
          <Button size="lg" disabled={(isLogin && !canBuy) || cart.busy} onClick={() => void cart.add(product, amount).then((ok) => ok && env.navigate(SECKILL_BUY_PATH))}>
            立即抢购
          </Button>
        ) : (
          <Button size="lg" disabled={(isLogin && !canBuy) || buy.busy} onClick={() => void buy.buyNow([{ product, amount }])}>
            立即购买
          </Button>
        )}
      </div>
      {isLogin && warning === 'soldOut' && (
        <div className="actions">
          <ArrivalButton productId={product.product_id} name={product.ty_name} />
        </div>
      )}
      {isLogin && (warning === 'soldOut' || warning === 'outOfScope') && <SubstituteList productId={product.product_id} action={{ kind: 'add', amount }} />}
      <AddedTip added={cart.added} onClose={cart.dismiss} />
    </div>
  );
}
