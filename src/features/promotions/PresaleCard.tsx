import { useState } from 'react';
import type { PresaleItem } from '../../contract/presale';
import { PRESALE_BUY_PATH, PRESALE_MSG, PRESALE_PHASE_TEXT, type PresalePhase } from '../../model/presale-rules';
import { seckillProgress } from '../../model/promotion-rules';
import { Countdown } from '../../ui/Countdown';
import { PromoBar, PromoBuy, PromoHead, PromoPrices, usePromoBuy } from './PromoCardParts';
import { usePromoCardClass } from './promo-card-style';

const TONE: Record<PresalePhase, string> = { running: 'live', upcoming: 'soon', soldOut: 'off', ended: 'off' };

/**
 * Pre-sale card (预售): the 预售 tag, the pre-sale price beside the usual one, the expected shipping date, units
 * booked, a countdown to the end (or the start) that marks the card ended at zero, and 立即预订: the pre-sale line
 * goes into the cart (purchase_id) and the buyer to the cart, settled by the normal checkout. `wide` is
 * /promotion/{id}.
 */
export function PresaleCard({ item, skewMs, onPhaseEnd, wide = false }: { item: PresaleItem; skewMs: number; onPhaseEnd: () => void; wide?: boolean }) {
  const cls = usePromoCardClass();
  const [phase, setPhase] = useState<PresalePhase>(item.phase);
  const running = phase === 'running';
  const buy = usePromoBuy(item, running, PRESALE_BUY_PATH);
  const finished = () => {
    setPhase(phase === 'upcoming' ? 'running' : 'ended');
    onPhaseEnd();
  };
  const progress = seckillProgress({ stock: item.presale_stock, sold: item.presale_sold });
  const countdown =
    phase === 'upcoming' ? (
      <Countdown endMs={item.start_time} skewMs={skewMs} label="距开始 " doneText="已开始" onFinish={finished} />
    ) : phase === 'ended' ? (
      <span className="meta" data-testid="countdown" data-done="1">预售已结束</span>
    ) : (
      <Countdown endMs={item.end_time ?? 0} skewMs={skewMs} label="距结束 " doneText="预售已结束" onFinish={finished} />
    );
  return (
    <article
      className={`${cls}${wide ? ' wide' : ''}`}
      data-testid="presale-card"
      data-phase={phase}
      data-live={running || phase === 'upcoming' ? '1' : '0'}
      data-tone={TONE[phase]}
      data-presale-id={item.purchase_id}
      aria-label={`${item.ty_name} 预售`}
    >
      <PromoHead item={item} state={PRESALE_PHASE_TEXT[phase]} stateTestId="presale-phase" href={`/promotion/${item.purchase_id}`} wide={wide} />
      <PromoPrices item={item} price={item.presale_price} unit="预售价 ¥" className="gp" testId="presale-price" />
      <strong className="meta" data-testid="presale-ship-date">{PRESALE_MSG.shipDate(item.ship_date)}</strong>
      <PromoBar label="预订进度" progress={progress} />
      <span className="count">
        <span>已预订{item.presale_sold}{item.product_dw} / 共{item.presale_stock}{item.product_dw}</span>
        <span>{item.client_limit >= 0 ? `每人限订${item.client_limit}${item.product_dw}` : ''}</span>
      </span>
      {countdown}
      <PromoBuy buy={buy} text={running ? '立即预订' : PRESALE_PHASE_TEXT[phase]} />
    </article>
  );
}
