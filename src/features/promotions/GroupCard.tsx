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
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { ProductTags, ProductThumb, QuantityStepper } from '../catalog';
import { useAddToCart } from '../cart';

/**
 * Group-purchase card (SPEC §2.11): the group price beside the usual one, retail price and margin, progress to the
 * minimum (paid units over the target), a countdown to the close (or to the opening) that marks the card closed at
 * zero, and 参团: the group line goes into the cart (purchase_id) and the buyer to the group checkout
 * (/submitOrder?isPurchase=1). `wide` is the /promotion/{groupId} layout.
 */
export function GroupCard({ item, skewMs, onPhaseEnd, wide = false }: { item: GroupItem; skewMs: number; onPhaseEnd: () => void; wide?: boolean }) {
  const css = useCss();
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

  const cls = css`
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 12px; display: flex; flex-direction: column; gap: 6px; position: relative;
    &.wide { display: grid; grid-template-columns: 320px minmax(0, 1fr); gap: 8px 28px; padding: 20px; }
    &.wide .thumb { grid-row: span 12; }
    &.wide .gp { font-size: 28px; }
    &.wide .buy { justify-content: flex-start; gap: 16px; }
    &:not([data-phase='open']):not([data-phase='upcoming']) { background: ${t.bg}; }
    .state { position: absolute; top: 12px; left: 12px; background: #b45309; color: #fff; font-size: 12px; padding: 2px 8px; border-radius: 10px; }
    &[data-phase='upcoming'] .state { background: #1d4ed8; }
    &[data-phase='reached'] .state { background: ${t.primary}; }
    &[data-phase='failed'] .state, &[data-phase='closing'] .state, &[data-phase='full'] .state { background: #4b5563; }
    .name { font-weight: 600; font-size: 15px; color: ${t.text}; text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    a.name:hover { color: ${t.primary}; }
    h1.name { font-size: 22px; margin: 0; white-space: normal; }
    .meta { color: ${t.muted}; font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .prices { display: flex; align-items: baseline; gap: 8px; }
    .gp { color: ${t.price}; font-size: 20px; font-weight: 700; }
    .gp small { font-size: 12px; }
    .was { color: ${t.muted}; font-size: 12px; }
    .retail { color: ${t.muted}; font-size: 12px; display: flex; gap: 10px; }
    .bar { height: 8px; border-radius: 4px; background: ${t.warnSoft}; overflow: hidden; }
    .bar span { display: block; height: 100%; background: linear-gradient(90deg, #f59e0b, #b45309); }
    .count { font-size: 12px; color: ${t.text}; display: flex; justify-content: space-between; }
    .buy { display: flex; gap: 8px; align-items: flex-start; justify-content: space-between; flex-wrap: wrap; }
  `;
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
    <article className={`${cls}${wide ? ' wide' : ''}`} data-testid="group-card" data-phase={phase} data-group-id={item.purchase_id} aria-label={`${item.ty_name} 团购`}>
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
