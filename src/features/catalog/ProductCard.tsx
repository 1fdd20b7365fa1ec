import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Product } from '../../model/types';
import { MSG } from '../../model/messages';
import { isPurchasable, quantityRule, warningOf, warningText } from '../../model/product-rules';
import { $isLogin } from '../../stores/session';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { QuantityStepper } from './QuantityStepper';
import { ProductThumb } from './ProductThumb';

/** Product card (SPEC §2.11): picture, tags, insurance mark, name, manufacturer, spec, price, add to cart. */
export function ProductCard({
  product,
  onAdd,
  busy,
  href,
}: {
  product: Product;
  onAdd: (p: Product, amount: number) => void;
  busy?: boolean;
  href?: string;
}) {
  const css = useCss();
  const isLogin = useStore($isLogin);
  const rule = quantityRule(product);
  const [amount, setAmount] = useState(rule.min);
  const warning = warningOf(product);
  const canBuy = isPurchasable(product) && rule.max >= rule.min;
  const cls = css`
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 12px;
    display: flex; flex-direction: column; gap: 6px; position: relative; transition: box-shadow .15s;
    &:hover { box-shadow: 0 6px 18px rgba(0,0,0,.08); }
    .tags { display: flex; gap: 4px; flex-wrap: wrap; min-height: 20px; }
    .tag { font-size: 12px; padding: 0 6px; border-radius: 3px; background: ${t.primarySoft}; color: ${t.primary}; }
    .tag.medicare { background: #e0edff; color: #1d4ed8; }
    .tag.near { background: #fff4e5; color: ${t.warn}; }
    .name { font-weight: 600; font-size: 15px; color: ${t.text}; text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    a.name:hover { color: ${t.primary}; }
    .meta { color: ${t.muted}; font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .price { color: ${t.price}; font-size: 18px; font-weight: 700; }
    .price small { font-size: 12px; }
    .login-price { color: ${t.muted}; font-size: 13px; }
    .warn { position: absolute; top: 12px; right: 12px; background: rgba(0,0,0,.6); color: #fff; font-size: 12px; padding: 2px 8px; border-radius: 10px; }
    .buy { display: flex; gap: 8px; align-items: flex-start; justify-content: space-between; margin-top: 4px; }
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
      <ProductThumb name={product.ty_name} thumb={product.thumb} />
      {warning && <span className="warn">{warningText(warning, 'listing')}</span>}
      <div className="tags">
        {product.medicare_code && <span className="tag medicare">医保</span>}
        {product.near_expiration_date === 1 && <span className="tag near">近效期</span>}
        {product.tag.filter((tag) => !(product.medicare_code && tag.name === '医保')).map((tag) => (
          <span className="tag" key={tag.name}>
            {tag.name}
          </span>
        ))}
      </div>
      {name}
      <span className="meta" title={product.manufacturer}>
        {product.manufacturer}
      </span>
      <span className="meta">
        {product.product_standard} · {product.product_dw}
        {rule.step > 1 ? ` · 中包装${rule.step}` : ''}
      </span>
      {isLogin && product.price !== undefined ? (
        <span className="price" data-testid="price">
          <small>¥</small>
          {product.price}
        </span>
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
      </div>
    </article>
  );
}
