import { useState } from 'react';
import type { AddPriceOffer, CartList } from '../../contract/cart';
import { addPriceProblem, isCheckable } from '../../model/cart-rules';
import { MSG } from '../../model/messages';
import { quantityRule } from '../../model/product-rules';
import { ApiError } from '../../api';
import { addLines } from '../../stores/cart';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { ProductThumb } from '../../ui/ProductThumb';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/**
 * 加价购 (SPEC §4/§5): the offers whose main products are in the cart. Each says what to reach; 加价换购 stays
 * disabled (with the spec's message) until the checked main products reach the threshold, and adds the item as an
 * add-on line (is_add_price) at its add-on price; the server checks the threshold again.
 */
export function AddPriceArea({ cart, offers }: { cart: CartList; offers: AddPriceOffer[] }) {
  const css = useCss();
  const [busy, setBusy] = useState<number | null>(null);
  const shown = offers.filter((o) => cart.product.some((l) => o.main_product_ids.includes(l.product_id)));
  if (shown.length === 0) return null;

  async function add(o: AddPriceOffer) {
    setBusy(o.product.product_id);
    try {
      await addLines([{ product_id: o.product.product_id, amount: quantityRule(o.product).min, is_add_price: 1 }]);
      toast(`已加价换购${o.product.ty_name}`, 'success');
    } catch (e) {
      if (!(e instanceof ApiError)) toast(MSG.httpDefault, 'error');
    } finally {
      setBusy(null);
    }
  }

  const cls = css`
    background: ${t.surface}; border-radius: 8px; padding: 14px 16px; margin-top: 12px;
    h2 { margin: 0 0 10px; font-size: 16px; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 10px; }
    li { display: grid; grid-template-columns: 64px 1fr auto; gap: 10px; align-items: center; border: 1px dashed ${t.border}; border-radius: 6px; padding: 8px; }
    .n { font-weight: 600; }
    .p { color: ${t.price}; font-weight: 700; }
    .why { color: ${t.warn}; font-size: 12px; }
    .m { color: ${t.muted}; font-size: 12px; }
  `;
  return (
    <section className={cls} aria-labelledby="add-price-title" data-testid="add-price-area">
      <h2 id="add-price-title">加价购</h2>
      <ul>
        {shown.map((o) => {
          const main = cart.product.filter((l) => o.main_product_ids.includes(l.product_id) && l.checked === 1 && isCheckable(l));
          const problem = addPriceProblem(main, o.threshold);
          const inCart = cart.addPrice.some((l) => l.product_id === o.product.product_id);
          return (
            <li key={o.product.product_id} data-testid="add-price-offer">
              <ProductThumb name={o.product.ty_name} thumb={o.product.thumb} size={64} classId={o.product.class_id} />
              <span>
                <span className="n">{o.product.ty_name}</span>
                <br />
                <span className="m">{o.product.product_standard} · 主商品满{o.threshold}元可换购</span>
                <br />
                <span className="p">加价¥{o.add_price}</span>
                {problem && !inCart && (
                  <>
                    <br />
                    <span className="why" role="note">{problem}</span>
                  </>
                )}
              </span>
              <Button size="sm" variant="primary" disabled={Boolean(problem) || inCart || busy !== null} onClick={() => void add(o)}>
                {inCart ? '已换购' : '加价换购'}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
