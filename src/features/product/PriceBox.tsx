import { useStore } from '@nanostores/react';
import type { Product } from '../../contract/catalog';
import { MSG } from '../../model/messages';
import { $isLogin } from '../../stores/session';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** Purchase price with retail price and margin for a logged-in client; visitors read that prices need a login. */
export function PriceBox({ product }: { product: Product }) {
  const css = useCss();
  const isLogin = useStore($isLogin);
  const shown = isLogin && product.price !== undefined;
  return (
    <div
      className={css`
        background: #fff7f5; border-radius: 6px; padding: 12px 16px; display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 24px;
        .label { color: ${t.muted}; font-size: 13px; margin-right: 8px; }
        .price { color: ${t.price}; font-size: 28px; font-weight: 700; }
        .price small { font-size: 16px; }
        .was { color: ${t.muted}; text-decoration: line-through; font-size: 13px; }
        .extra { color: ${t.muted}; font-size: 13px; }
        .login { color: ${t.muted}; font-size: 16px; }
      `}
    >
      {shown ? (
        <>
          <span>
            <span className="label">采购价</span>
            <span className="price" data-testid="price">
              <small>¥</small>
              {product.price}
            </span>
            {product.original_price && <span className="was"> ¥{product.original_price}</span>}
          </span>
          {product.retail_price && <span className="extra">建议零售价 ¥{product.retail_price}</span>}
          {product.margin && <span className="extra">毛利率 {product.margin}%</span>}
        </>
      ) : (
        <span>
          <span className="label">采购价</span>
          <span className="login" data-testid="price-hidden">
            {MSG.pricesAfterLogin}
          </span>
        </span>
      )}
    </div>
  );
}
