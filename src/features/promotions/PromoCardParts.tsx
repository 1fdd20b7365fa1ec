import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Product } from '../../contract/catalog';
import { MSG } from '../../model/messages';
import { purchaseState } from '../../model/purchase-rules';
import { $isLogin } from '../../stores/session';
import { Button } from '../../ui/Button';
import { useHostEnv } from '../../ui/host-env';
import { ProductTags, ProductThumb, QuantityStepper } from '../catalog';
import { useAddToCart } from '../cart';

/** What every activity card shows of its product; `title` is the activity's own name. */
type CardProduct = Product & { title?: string };

/**
 * The pieces the seckill, group-purchase and pre-sale cards share (class names styled by each card): the product
 * head, the prices, the progress bar and the buy row. The cards keep what differs: phases, countdown, counts.
 */
export function PromoHead({ item, state, stateTestId, href, wide = false }: { item: CardProduct; state: string; stateTestId: string; href: string; wide?: boolean }) {
  return (
    <>
      <div className="thumb">
        <ProductThumb
          name={item.ty_name}
          thumb={item.thumb}
          size={wide ? 300 : undefined}
          classId={item.class_id}
          pack={{ spec: item.product_standard, manufacturer: item.manufacturer, businessScope: item.business_scope, drugType: item.drug_type }}
        />
      </div>
      <span className="state" data-testid={stateTestId}>{state}</span>
      <ProductTags product={item} />
      {wide ? <h1 className="name">{item.ty_name}</h1> : <a className="name" href={href} title={item.ty_name}>{item.ty_name}</a>}
      <span className="meta" title={item.manufacturer}>{item.manufacturer}</span>
      <span className="meta">{item.product_standard} · {item.product_dw}{item.title ? ` · ${item.title}` : ''}</span>
    </>
  );
}

/** The activity price beside the usual one, retail price and margin; for a visitor, 登录后可见. */
export function PromoPrices({ item, price, unit = '¥', className, testId }: { item: CardProduct; price: string | undefined; unit?: string; className: string; testId: string }) {
  const isLogin = useStore($isLogin);
  if (!isLogin || price === undefined) return <span className="meta" data-testid="price-hidden">{MSG.pricesAfterLogin}</span>;
  return (
    <>
      <span className="prices">
        <span className={className} data-testid={testId}><small>{unit}</small>{price}</span>
        {item.price && <del className="was" aria-label={`原价¥${item.price}`}>¥{item.price}</del>}
      </span>
      <span className="retail" data-testid="retail">
        {item.retail_price && <span>零售价 ¥{item.retail_price}</span>}
        {item.margin && <span className="margin">毛利率 {item.margin}%</span>}
      </span>
    </>
  );
}

export function PromoBar({ label, progress }: { label: string; progress: number }) {
  return (
    <div className="bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
      <span style={{ width: `${progress}%` }} />
    </div>
  );
}

/** The card's quantity and button: the line goes into the cart under its activity, then the buyer to `path`. */
export function usePromoBuy(item: Product, live: boolean, path: string) {
  const isLogin = useStore($isLogin);
  const env = useHostEnv();
  const cart = useAddToCart();
  const { rule, warning, canBuy } = purchaseState(item);
  const [amount, setAmount] = useState(rule.min);
  const buyable = live && canBuy;
  return {
    amount,
    setAmount,
    rule,
    warning,
    buyable,
    disabled: (isLogin && !buyable) || !live || cart.busy,
    buy: async () => {
      if (await cart.add(item, amount)) env.navigate(path);
    },
  };
}

export function PromoBuy({ buy, text }: { buy: ReturnType<typeof usePromoBuy>; text: string }) {
  return (
    <div className="buy">
      <QuantityStepper value={buy.amount} rule={buy.rule} onChange={buy.setAmount} disabled={!buy.buyable} />
      <Button variant="primary" size="sm" disabled={buy.disabled} onClick={() => void buy.buy()}>
        {text}
      </Button>
    </div>
  );
}
