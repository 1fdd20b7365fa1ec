import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { GroupItem } from '../../contract/promotions';
import { MSG } from '../../model/messages';
import { GROUP_BUY_PATH, GROUP_PHASE_TEXT, type GroupPhase } from '../../model/promotion-rules';
import { purchaseState } from '../../model/purchase-rules';
import { $isLogin } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Countdown } from '../../ui/Countdown';
import { useHostEnv } from '../../ui/host-env';
import { ProductTags, ProductThumb, QuantityStepper } from '../catalog';
import { useAddToCart } from '../cart';
import { usePromoCardClass } from './promo-card-style';

const TONE: Record<GroupPhase, string> = { open: 'live', upcoming: 'soon', reached: 'good', full: 'off', closing: 'off', failed: 'off' };

/**
 * Group-purchase card (SPEC §2.11): the group price beside the usual one, retail price and margin, progress to the
 * minimum (paid units over the target), a countdown to the close (or to the opening) that marks the card closed at
 * zero, and 参团: the group line goes into the cart (purchase_id) and the buyer to the group checkout
 * (/submitOrder?isPurchase=1). `wide` is the /promotion/{groupId} layout.
 */
export function GroupCard({ item, skewMs, onPhaseEnd, wide = false }: { item: GroupItem; skewMs: number; onPhaseEnd: () => void; wide?: boolean }) {
  const isLogin = useStore($isLogin);
  const env = useHostEnv();
  const cart = useAddToCart();
  const [phase, setPhase] = useState<GroupPhase>(item.phase);
  const { rule, canBuy } = purchaseState(item);
  const [amount, setAmount] = useState(rule.min);
  const open = phase === 'open';
  const buyable = open && canBuy;

  async function join() {
    if (await cart.add(item, amount)) env.navigate(GROUP_BUY_PATH);
  }
  const finished = () => {
    // At the close the server settles the group (reached or not): reload for its word; at the opening too.
    setPhase(phase === 'upcoming' ? 'open' : 'closing');
    onPhaseEnd();
  };

  const cls = usePromoCardClass();
  const countdown =
    phase === 'upcoming' ? (
      <Countdown endMs={item.start_time} skewMs={skewMs} label="距开团 " doneText="已开团" onFinish={finished} />
    ) : phase === 'open' || phase === 'full' ? (
      <Countdown endMs={item.end_time ?? 0} skewMs={skewMs} label="距截团 " doneText="已截团" onFinish={finished} />
    ) : (
      <span className="meta" data-testid="countdown" data-done="1">已截团</span>
    );
  const href = `/promotion/${item.purchase_id}`;
  return (
    <article
      className={`${cls}${wide ? ' wide' : ''}`}
      data-testid="group-card"
      data-phase={phase}
      data-live={phase === 'open' || phase === 'upcoming' ? '1' : '0'}
      data-tone={TONE[phase]}
      data-group-id={item.purchase_id}
      aria-label={`${item.ty_name} 团购`}
    >
      <div className="thumb">
        <ProductThumb
          name={item.ty_name}
          thumb={item.thumb}
          size={wide ? 300 : undefined}
          classId={item.class_id}
          pack={{ spec: item.product_standard, manufacturer: item.manufacturer, businessScope: item.business_scope, drugType: item.drug_type }}
        />
      </div>
      <span className="state" data-testid="group-phase">{GROUP_PHASE_TEXT[phase]}</span>
      <ProductTags product={item} />
      {wide ? <h1 className="name">{item.ty_name}</h1> : <a className="name" href={href} title={item.ty_name}>{item.ty_name}</a>}
      <span className="meta" title={item.manufacturer}>{item.manufacturer}</span>
      <span className="meta">{item.product_standard} · {item.product_dw}{item.title ? ` · ${item.title}` : ''}</span>
      {isLogin && item.group_price !== undefined ? (
        <>
          <span className="prices">
            <span className="gp" data-testid="group-price"><small>¥</small>{item.group_price}</span>
            {item.price && <del className="was" aria-label={`原价¥${item.price}`}>¥{item.price}</del>}
          </span>
          <span className="retail">
            {item.retail_price && <span>零售价 ¥{item.retail_price}</span>}
            {item.margin && <span>毛利率 {item.margin}%</span>}
          </span>
        </>
      ) : (
        <span className="meta" data-testid="price-hidden">{MSG.pricesAfterLogin}</span>
      )}
      <div className="bar" role="progressbar" aria-label="成团进度" aria-valuemin={0} aria-valuemax={100} aria-valuenow={item.progress}>
        <span style={{ width: `${item.progress}%` }} />
      </div>
      <span className="count" data-testid="group-progress">
        <span>已付款{item.amountCount}{item.product_dw} / 成团{item.target}{item.product_dw}</span>
        <span>{item.progress}%</span>
      </span>
      {item.purchase_min ? <span className="meta">{item.purchase_min}{item.product_dw}起团</span> : null}
      {countdown}
      <div className="buy">
        <QuantityStepper value={amount} rule={rule} onChange={setAmount} disabled={!buyable} />
        <Button variant="primary" size="sm" disabled={(isLogin && !buyable) || !open || cart.busy} onClick={() => void join()}>
          {open ? '参团' : GROUP_PHASE_TEXT[phase]}
        </Button>
      </div>
    </article>
  );
}
