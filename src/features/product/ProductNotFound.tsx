import { Link, useLocation } from 'wouter';
import { MSG } from '../../model/messages';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

export const PRODUCT_MISSING = '商品不存在或已下架';

/** An unknown or malformed product id: say so plainly and offer a way on. */
export function ProductNotFound() {
  const css = useCss();
  const [, navigate] = useLocation();
  return (
    <div
      data-testid="product-not-found"
      className={css`
        text-align: center; padding: 80px 16px; background: ${t.surface}; border-radius: 8px;
        h1 { font-size: 22px; margin: 0 0 8px; }
        p { color: ${t.muted}; margin: 0 0 24px; }
        .links { display: flex; justify-content: center; gap: 12px; }
        a { color: ${t.primary}; }
      `}
    >
      <h1>{PRODUCT_MISSING}</h1>
      <p>您访问的商品可能已被删除或链接有误，看看其他商品吧</p>
      <div className="links">
        <Button onClick={() => (history.length > 1 ? history.back() : navigate('/home'))}>返回上一页</Button>
        <Link href="/home" className={css`align-self: center;`}>
          {MSG.backHome}
        </Link>
      </div>
    </div>
  );
}
