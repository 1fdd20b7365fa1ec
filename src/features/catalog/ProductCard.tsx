import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Product } from '../../contract/catalog';
import { MSG } from '../../model/messages';
import { warningText } from '../../model/product-rules';
import { productRefusal } from '../../model/purchase-rules';

/** The whole reason and what to do, for the short label's tooltip. */
const refusalTitle = (p: Product) => {
  const r = productRefusal(p, 1);
  return r ? `${r.text}，${r.fixText}` : undefined;
};
import { purchaseState } from '../../model/purchase-rules';
import { $isLogin } from '../../stores/session';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { ProductThumb } from '../../ui/ProductThumb';
import { stockLevel, stockText } from '../../model/stock-display';
import { ProductTags } from './ProductTags';
import { ArrivalButton } from '../alerts';

/**
 * Product card (SPEC §2.11): picture, tags, insurance mark, name, manufacturer, spec, and what buyers compare
 * between offers: approval number, expiry (效期), stock state; after login the price, suggested retail price and
 * margin; add to cart.
 */
export function ProductCard({
  product,
  onAdd,
  onBuyNow,
  busy,
  href,
}: {
  product: Product;
  onAdd: (p: Product, amount: number) => void;
  /** Buy now (SPEC §4) with the card's quantity; the button shows only when given. */
  onBuyNow?: (p: Product, amount: number) => void;
  busy?: boolean;
  href?: string;
}) {
  const css = useCss();
  const isLogin = useStore($isLogin);
  const { rule, warning, canBuy } = purchaseState(product);
  const special = product.discount_price?.price;
  const [amount, setAmount] = useState(rule.min);
  const cls = css`
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 12px;
    display: flex; flex-direction: column; gap: 6px; position: relative; transition: box-shadow .15s;
    &:hover { box-shadow: 0 6px 18px rgba(0,0,0,.08); }
    .name { font-weight: 600; font-size: 15px; color: ${t.text}; text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    a.name:hover { color: ${t.primary}; }
    .meta { color: ${t.muted}; font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .facts { display: flex; justify-content: space-between; gap: 8px; }
    .stock[data-level='tight'] { color: ${t.warn}; }
    .stock[data-level='none'] { color: ${t.danger}; }
    .retail { color: ${t.muted}; font-size: 12px; display: flex; gap: 10px; }
    .price { color: ${t.price}; font-size: 18px; font-weight: 700; }
    .price small { font-size: 12px; }
    .price-row { display: flex; align-items: baseline; gap: 8px; }
    .was { color: ${t.muted}; font-size: 12px; }
    .login-price { color: ${t.muted}; font-size: 13px; }
    .market { color: ${t.warn}; }
    .warn { position: absolute; top: 12px; right: 12px; background: rgba(0,0,0,.72); color: #fff; font-size: 12px; padding: 2px 8px; border-radius: 10px; }
    .buy { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; justify-content: space-between; margin-top: 4px; }
  `;
  const name = href ? (
    <a className="name" href={href} title={product.ty_name}>
      {product.ty_name}
    </a>
  ) : (
    <span className="name" title={product.ty_name}>
      {product.ty_name}
    </span>
  );
  return (
    <article className={cls} data-testid="product-card" data-product-id={product.product_id}>
      <ProductThumb
        name={product.ty_name}
        thumb={product.thumb}
        classId={product.class_id}
        pack={{
          spec: product.product_standard,
          manufacturer: product.manufacturer,
          businessScope: product.business_scope,
          drugType: product.drug_type,
        }}
      />
      {warning && (
        <span className="warn" title={refusalTitle(product)}>
          {warningText(warning, 'listing')}
        </span>
      )}
      <ProductTags product={product} />
      {name}
      <span className="meta" title={product.manufacturer}>
        {product.manufacturer}
      </span>
      <span className="meta">
        {product.product_standard} · {product.product_dw}
        {rule.step > 1 ? ` · 中包装${rule.step}` : ''}
      </span>
      {product.market_id && product.whetherMarket?.msg ? (
        <span className="meta market" data-testid="market-msg" title={product.whetherMarket.msg}>
          {product.whetherMarket.msg}
        </span>
      ) : null}
      {product.approval_number && (
        <span className="meta" data-testid="approval-number" title={product.approval_number}>
          {product.approval_number}
        </span>
      )}
      <span className="meta facts">
        <span data-testid="validity">效期：{product.validity}</span>
        <span className="stock" data-testid="stock-level" data-level={stockLevel(product.stock, product.zhongbaozhuang_num)}>
          {stockText(product)}
        </span>
      </span>
      {isLogin && product.price !== undefined ? (
        <>
        <span className="price-row">
          {/* A running special price (特价) is what a line added from here is charged; the usual price struck. */}
          <span className="price" data-testid={special ? 'special-price' : 'price'}>
            <small>¥</small>
            {special ?? product.price}
          </span>
          {special ? (
            <del className="was" data-testid="usual-price" aria-label={`原价¥${product.price}`}>
              ¥{product.price}
            </del>
          ) : product.original_price && (
            <del className="was" data-testid="original-price" aria-label={`原价¥${product.original_price}`}>
              ¥{product.original_price}
            </del>
          )}
        </span>
        {(product.retail_price || product.margin) && (
          <span className="retail" data-testid="retail">
            {product.retail_price && <span>零售价 ¥{product.retail_price}</span>}
            {product.margin && <span>毛利率 {product.margin}%</span>}
          </span>
        )}
        </>
      ) : (
        <span className="login-price" data-testid="price-hidden">
          {MSG.pricesAfterLogin}
        </span>
      )}
      <div className="buy">
        <QuantityStepper value={amount} rule={rule} onChange={setAmount} disabled={!canBuy} />
        <Button
          variant="primary"
          size="sm"
          disabled={(isLogin && !canBuy) || busy}
          onClick={() => onAdd(product, amount)}
        >
          加入购物车
        </Button>
        {onBuyNow && (
          <Button size="sm" disabled={(isLogin && !canBuy) || busy} onClick={() => onBuyNow(product, amount)}>
            立即购买
          </Button>
        )}
      </div>
      {isLogin && warning === 'soldOut' && <ArrivalButton productId={product.product_id} name={product.ty_name} size="sm" />}
    </article>
  );
}
