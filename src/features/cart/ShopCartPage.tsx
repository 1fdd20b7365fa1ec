import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import type { CartLine, CartList } from '../../contract/cart';
import type { CartKind } from '../../model/cart-rules';
import { CART_MSG, MSG } from '../../model/messages';
import { $cart, $cartLoaded, loadAdditional, loadCart, setChecked } from '../../stores/cart';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { BatchUploadButton } from '../batch-upload';
import { AdditionalSection } from './AdditionalSection';
import { CART_COLUMNS, CartLineRow } from './CartLineRow';
import { CartSummaryBar, SelectAll, clearFailuresAsked } from './CartSummaryBar';
import { addPriceBlocks, cartSummary, visibleGroups } from './cart-view';
import { useAddPriceOffers } from './useAddPriceOffers';
import { AddPriceArea } from './AddPriceArea';

/** /shopCart: the five groups, checking, step-strict quantities, deleting, totals and 去结算 (SPEC §2, §4, §5). */
export function ShopCartPage() {
  const css = useCss();
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  return (
    <section className={css`display: grid; gap: 0;`} data-testid="shop-cart">
      {isLogin ? (
        <CartScreen />
      ) : (
        <Panel>
          <Empty>
            <p>{isSalesman ? MSG.salesmanNeedsCustomer : MSG.loginFirst}</p>
            <Link href={isSalesman ? '/salesman/myCustomer' : '/login'}>{isSalesman ? '前往客户列表' : MSG.goLogin}</Link>
          </Empty>
        </Panel>
      )}
    </section>
  );
}

function Panel({ children }: { children: ReactNode }) {
  const css = useCss();
  return <div className={css`background: ${t.surface}; border-radius: 8px; padding: 16px 20px;`}>{children}</div>;
}

/** Add-on lines below their threshold are kept unchecked on the server too, so checkout never takes them. */
function useUncheckBlocked(cart: CartList, blocked: Map<number, string>) {
  const ids = cart.addPrice.filter((l) => l.checked === 1 && blocked.has(l.id)).map((l) => l.id);
  const key = ids.join(',');
  useEffect(() => {
    if (key) void setChecked(key.split(',').map(Number), 0);
  }, [key]);
}

function CartScreen() {
  const css = useCss();
  const cart = useStore($cart);
  const loaded = useStore($cartLoaded);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    void loadCart().then((ok) => setFailed(!ok));
  }, []);
  useEffect(() => {
    reload();
    void loadAdditional();
  }, [reload]);
  const offers = useAddPriceOffers(cart.addPrice.length > 0 || cart.product.length > 0);
  const blocked = useMemo(() => addPriceBlocks(cart, offers), [cart, offers]);
  const summary = useMemo(() => cartSummary(cart, blocked), [cart, blocked]);
  useUncheckBlocked(cart, blocked);

  const cls = css`
    h1 { display: flex; align-items: baseline; gap: 10px; font-size: 20px; margin: 0 0 12px; }
    h1 span { font-size: 13px; font-weight: 400; color: ${t.muted}; }
    .top { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 12px; }
    .top h1 { margin: 0; }
    .table { background: ${t.surface}; border-radius: 8px; overflow: hidden; }
    .head { display: grid; grid-template-columns: ${CART_COLUMNS}; gap: 12px; align-items: center; padding: 10px 12px; background: #f3f4f6; color: ${t.muted}; font-size: 13px; }
    .head label { grid-column: 1 / 3; display: inline-flex; align-items: center; gap: 6px; cursor: pointer; color: ${t.text}; }
    .head input { width: 16px; height: 16px; margin: 0; accent-color: ${t.primary}; }
    .empty a { color: ${t.primary}; }
  `;
  let body;
  if (!loaded) body = failed ? <ErrorBox message={CART_MSG.loadFailed} onRetry={reload} /> : <Skeleton rows={3} height={88} />;
  else if (summary.kinds === 0)
    body = (
      <div className="empty">
        <Empty>
          <p>{MSG.emptyCart}</p>
          <Link href="/home">{MSG.continueShopping}</Link>
        </Empty>
      </div>
    );
  else
    body = (
      <>
        <div className="table">
          <div className="head">
            <SelectAll cart={cart} summary={summary} />
            <span>商品信息</span>
            <span>单价</span>
            <span>数量</span>
            <span>小计</span>
            <span>操作</span>
          </div>
          {visibleGroups(cart).map(({ kind, title, lines }) => (
            <CartGroup key={kind} kind={kind} title={title} lines={lines} cart={cart} checkedIds={summary.checkedIds} blocked={blocked} />
          ))}
        </div>
        <AddPriceArea cart={cart} offers={offers} />
        <CartSummaryBar cart={cart} summary={summary} />
      </>
    );
  return (
    <div className={cls}>
      <div className="top">
        <h1>
          {CART_MSG.pageTitle}
          {loaded && summary.kinds > 0 && <span data-testid="cart-kinds">{CART_MSG.kindsCount(summary.kinds)}</span>}
        </h1>
        <BatchUploadButton />
      </div>
      {body}
      <AdditionalSection />
    </div>
  );
}

function CartGroup({
  kind,
  title,
  lines,
  cart,
  checkedIds,
  blocked,
}: {
  kind: CartKind;
  title: string;
  lines: CartLine[];
  cart: CartList;
  checkedIds: Set<number>;
  blocked: Map<number, string>;
}) {
  const css = useCss();
  const cls = css`
    h2 { display: flex; align-items: center; gap: 8px; margin: 0; padding: 10px 12px; font-size: 14px; border-top: 1px solid ${t.border}; background: ${t.primarySoft}; }
    &[data-kind='failure'] h2 { background: #f6f6f6; color: ${t.muted}; }
    h2 .c { font-weight: 400; font-size: 12px; color: ${t.muted}; }
    h2 button { margin-left: auto; }
  `;
  return (
    <section className={cls} data-kind={kind} aria-label={title} data-testid={`group-${kind}`}>
      <h2>
        {title}
        <span className="c">{lines.length}种</span>
        {kind === 'failure' && (
          <Button size="sm" onClick={() => void clearFailuresAsked(cart)}>
            {CART_MSG.clearFailures}
          </Button>
        )}
      </h2>
      {lines.map((line) => (
        <CartLineRow key={line.id} line={line} kind={kind} checked={checkedIds.has(line.id)} blocked={blocked.get(line.id)} />
      ))}
    </section>
  );
}
