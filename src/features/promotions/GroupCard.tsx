import { useState } from 'react';
import type { GroupItem } from '../../contract/promotions';
import { GROUP_BUY_PATH, GROUP_PHASE_TEXT, type GroupPhase } from '../../model/promotion-rules';
import { Countdown } from '../../ui/Countdown';
import { PromoBar, PromoBuy, PromoHead, PromoPrices, usePromoBuy } from './PromoCardParts';
import { usePromoCardClass } from './promo-card-style';

const TONE: Record<GroupPhase, string> = { open: 'live', upcoming: 'soon', reached: 'good', full: 'off', closing: 'off', failed: 'off' };

/**
 * Group-purchase card (SPEC §2.11): the group price beside the usual one, retail price and margin, progress to the
 * minimum (paid units over the target), a countdown to the close (or to the opening) that marks the card closed at
 * zero, and 参团: the group line goes into the cart (purchase_id) and the buyer to the group checkout
 * (/submitOrder?isPurchase=1). `wide` is the /promotion/{groupId} layout.
 */
export function GroupCard({ item, skewMs, onPhaseEnd, wide = false }: { item: GroupItem; skewMs: number; onPhaseEnd: () => void; wide?: boolean }) {
  const [phase, setPhase] = useState<GroupPhase>(item.phase);
  const open = phase === 'open';
  const buy = usePromoBuy(item, open, GROUP_BUY_PATH);
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
      <PromoHead item={item} state={GROUP_PHASE_TEXT[phase]} stateTestId="group-phase" href={`/promotion/${item.purchase_id}`} wide={wide} />
      <PromoPrices item={item} price={item.group_price} className="gp" testId="group-price" />
      <PromoBar label="成团进度" progress={item.progress} />
      <span className="count" data-testid="group-progress">
        <span>已付款{item.amountCount}{item.product_dw} / 成团{item.target}{item.product_dw}</span>
        <span>{item.progress}%</span>
      </span>
      {item.purchase_min ? <span className="meta">{item.purchase_min}{item.product_dw}起团</span> : null}
      {countdown}
      <PromoBuy buy={buy} text={open ? '参团' : GROUP_PHASE_TEXT[phase]} />
    </article>
  );
}
