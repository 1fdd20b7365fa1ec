import { useState } from 'react';
import type { OftenBuyItem } from '../../contract/quick-order';
import { QUICK_MSG } from '../../model/messages';
import { purchaseState } from '../../model/purchase-rules';
import { Button } from '../../ui/Button';
import { ProductThumb } from '../../ui/ProductThumb';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { AddedTip, useAddToCart } from '../cart';
import { itemRefusal, reorderAmount } from './keep-items';

/** One frequently bought product: history, price, quantity (last amount, snapped), add and remove. */
export function KeepItemRow({ item, href, onRemove }: { item: OftenBuyItem; href: string; onRemove: () => void }) {
  const css = useCss();
  const { product } = item;
  const { rule, canBuy } = purchaseState(product);
  const [amount, setAmount] = useState(() => reorderAmount(item));
  const refusal = itemRefusal(item);
  const cart = useAddToCart();
  const cls = css`
    display: grid; grid-template-columns: 64px minmax(200px, 1fr) 150px 90px 170px 150px; gap: 16px; align-items: center;
    padding: 12px 4px; border-bottom: 1px solid ${t.border};
    &[data-refused='true'] { background: #fafafa; }
    &[data-refused='true'] .name { color: ${t.muted}; }
    .name { font-weight: 600; color: ${t.text}; text-decoration: none; }
    a.name:hover { color: ${t.primary}; }
    .m { color: ${t.muted}; font-size: 12px; }
    .why { color: ${t.danger}; font-size: 12px; }
    .hist { font-size: 12px; color: ${t.muted}; display: grid; gap: 2px; }
    .hist b { color: ${t.text}; font-weight: 600; }
    .price { color: ${t.price}; font-weight: 600; }
    .qty { display: flex; }
    .acts { display: flex; gap: 6px; justify-content: flex-end; }
  `;
  return (
    <div className={cls} data-testid="keep-item" data-product-id={product.product_id} data-refused={!!refusal}>
      <ProductThumb name={product.ty_name} thumb={product.thumb} size={64} />
      <div>
        <a className="name" href={href}>
          {product.ty_name}
        </a>
        <div className="m">
          {[product.product_standard, product.manufacturer].filter(Boolean).join(' · ')}
          {rule.step > 1 ? ` · 中包装${rule.step}` : ''}
        </div>
        {refusal && (
          <div className="why" data-testid="keep-refusal" title={refusal.fixText}>
            {refusal.text}（{refusal.fixText}）
          </div>
        )}
      </div>
      <div className="hist">
        <b>{item.times > 0 ? QUICK_MSG.boughtTimes(item.times) : QUICK_MSG.neverBought}</b>
        {item.last_amount > 0 && <span>{QUICK_MSG.lastBought(item.last_amount, product.product_dw, item.last_bought_at)}</span>}
      </div>
      <div className="price">{product.price !== undefined ? `¥${product.price}` : '—'}</div>
      <div className="qty">
        <QuantityStepper value={amount} rule={rule} onChange={setAmount} disabled={!canBuy} label={`${product.ty_name} 购买数量`} />
      </div>
      <div className="acts">
        <Button size="sm" variant="primary" disabled={!!refusal || cart.busy} onClick={() => void cart.add(product, amount)}>
          加入购物车
        </Button>
        <Button size="sm" variant="text" onClick={onRemove} aria-label={`移除${product.ty_name}`}>
          移除
        </Button>
      </div>
      <AddedTip added={cart.added} onClose={cart.dismiss} />
    </div>
  );
}
