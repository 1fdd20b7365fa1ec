import { useStore } from '@nanostores/react';
import type { Product } from '../../contract/catalog';
import { MSG } from '../../model/messages';
import { $isLogin } from '../../stores/session';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { Countdown } from '../../ui/Countdown';

/**
 * Purchase price with retail price and margin for a logged-in client (under a seckill link: the seckill price, the
 * usual one struck through, and the countdown to its end; under a running special price: the 特价 and the usual one
 * struck through); visitors read that prices need a login.
 */
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
      {shown && product.seckill_id && product.seckill_price !== undefined ? (
        <>
          <span>
            <span className="label">秒杀价</span>
            <span className="price" data-testid="seckill-price">
              <small>¥</small>
              {product.seckill_price}
            </span>
            <span className="was"> ¥{product.price}</span>
          </span>
          {product.retail_price && <span className="extra">建议零售价 ¥{product.retail_price}</span>}
          {product.margin && <span className="extra">毛利率 {product.margin}%</span>}
          {product.end_time && <Countdown endMs={product.end_time} label="距秒杀结束 " doneText="秒杀已结束" />}
        </>
      ) : shown && product.special_id && product.discount_price ? (
        <>
          <span>
            <span className="label">特价</span>
            <span className="price" data-testid="special-price">
              <small>¥</small>
              {product.discount_price.price}
            </span>
            <span className="was"> ¥{product.price}</span>
          </span>
          {product.retail_price && <span className="extra">建议零售价 ¥{product.retail_price}</span>}
        </>
      ) : shown ? (
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
