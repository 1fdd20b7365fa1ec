import { useState } from 'react';
import type { SeckillItem } from '../../contract/promotions';
import { SECKILL_BUY_PATH, SECKILL_PHASE_TEXT, type SeckillPhase } from '../../model/promotion-rules';
import { warningText } from '../../model/product-rules';
import { Countdown } from '../../ui/Countdown';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { PromoBar, PromoBuy, PromoHead, PromoPrices, usePromoBuy } from './PromoCardParts';

/**
 * Seckill card (SPEC §2.11): picture, tags, name, maker and spec, the seckill price beside the usual one, retail
 * price and margin %, how much is taken, a countdown to the end (or to the start) that marks the card complete at
 * zero, and 立即抢购: the seckill line goes into the cart (seckill_id) and the buyer to the cart to settle it
 * through the normal checkout.
 */
export function SeckillCard({ item, skewMs, onPhaseEnd }: { item: SeckillItem; skewMs: number; onPhaseEnd: () => void }) {
  const css = useCss();
  // The countdown reaching zero moves the card on at once: running → ended, upcoming → running (and the list reloads).
  const [phase, setPhase] = useState<SeckillPhase>(item.phase);
  const running = phase === 'running';
  const buy = usePromoBuy(item, running, SECKILL_BUY_PATH);
  const finished = () => {
    // The end is final; a start needs the server's word (stock, limits) before anyone buys.
    if (phase === 'upcoming') onPhaseEnd();
    setPhase(phase === 'upcoming' ? 'running' : 'ended');
  };

  const cls = css`
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 12px; display: flex; flex-direction: column; gap: 6px; position: relative;
    &[data-phase='ended'], &[data-phase='soldOut'] { background: ${t.bg}; }
    .state { position: absolute; top: 12px; left: 12px; background: #c81e1e; color: #fff; font-size: 12px; padding: 2px 8px; border-radius: 10px; }
    &[data-phase='upcoming'] .state { background: #1d4ed8; }
    &[data-phase='ended'] .state, &[data-phase='soldOut'] .state { background: #4b5563; }
    .name { font-weight: 600; font-size: 15px; color: ${t.text}; text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .name:hover { color: ${t.primary}; }
    .meta { color: ${t.muted}; font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .prices { display: flex; align-items: baseline; gap: 8px; }
    .sk { color: ${t.price}; font-size: 20px; font-weight: 700; }
    .sk small { font-size: 12px; }
    .was { color: ${t.muted}; font-size: 12px; }
    .retail { color: ${t.muted}; font-size: 12px; display: flex; gap: 10px; }
    .margin { color: ${t.price}; }
    .bar { height: 8px; border-radius: 4px; background: #fde2e2; overflow: hidden; }
    .bar span { display: block; height: 100%; background: linear-gradient(90deg, #f0643c, #c8102e); }
    .taken { font-size: 12px; color: ${t.muted}; display: flex; justify-content: space-between; }
    .buy { display: flex; gap: 8px; align-items: flex-start; justify-content: space-between; flex-wrap: wrap; }
  `;
  const countdown =
    phase === 'upcoming' ? (
      <Countdown endMs={item.start_time} skewMs={skewMs} label="距开始 " doneText="已开始" onFinish={finished} />
    ) : phase === 'running' || phase === 'soldOut' ? (
      <Countdown endMs={item.end_time ?? 0} skewMs={skewMs} label="距结束 " doneText="已结束" onFinish={finished} />
    ) : (
      <span className="meta" data-testid="countdown" data-done="1">已结束</span>
    );
  return (
    <article className={cls} data-testid="seckill-card" data-phase={phase} data-seckill-id={item.seckill_id} aria-label={`${item.ty_name} 秒杀`}>
      <PromoHead item={item} state={SECKILL_PHASE_TEXT[phase]} stateTestId="seckill-phase" href={`/productDetail/${item.product_id}?seckillId=${item.seckill_id}`} />
      <PromoPrices item={item} price={item.seckill_price} className="sk" testId="seckill-price" />
      <PromoBar label="已抢" progress={item.progress} />
      <span className="taken">
        <span>已抢{item.progress}%</span>
        {item.seckill_total !== undefined && item.seckill_total >= 0 && running && <span>本单最多{item.seckill_total}{item.product_dw}</span>}
      </span>
      {countdown}
      {buy.warning && running && <span className="meta">{warningText(buy.warning, 'listing')}</span>}
      <PromoBuy buy={buy} text={running ? '立即抢购' : SECKILL_PHASE_TEXT[phase]} />
    </article>
  );
}
