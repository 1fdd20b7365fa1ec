import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { SeckillItem } from '../../contract/promotions';
import { MSG } from '../../model/messages';
import { SECKILL_BUY_PATH, SECKILL_PHASE_TEXT, type SeckillPhase } from '../../model/promotion-rules';
import { purchaseState } from '../../model/purchase-rules';
import { warningText } from '../../model/product-rules';
import { $isLogin } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Countdown } from '../../ui/Countdown';
import { useHostEnv } from '../../ui/host-env';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { ProductTags, ProductThumb, QuantityStepper } from '../catalog';
import { useAddToCart } from '../cart';

/**
 * Seckill card (SPEC §2.11): picture, tags, name, maker and spec, the seckill price beside the usual one, retail
 * price and margin %, how much is taken, a countdown to the end (or to the start) that marks the card complete at
 * zero, and 立即抢购: the seckill line goes into the cart (seckill_id) and the buyer to the cart to settle it
 * through the normal checkout.
 */
export function SeckillCard({ item, skewMs, onPhaseEnd }: { item: SeckillItem; skewMs: number; onPhaseEnd: () => void }) {
  const css = useCss();
  const isLogin = useStore($isLogin);
  const env = useHostEnv();
  const cart = useAddToCart();
  // The countdown reaching zero moves the card on at once: running → ended, upcoming → running (and the list reloads).
  const [phase, setPhase] = useState<SeckillPhase>(item.phase);
  const { rule, warning, canBuy } = purchaseState(item);
  const [amount, setAmount] = useState(rule.min);
  const running = phase === 'running';
  const buyable = running && canBuy;
  const href = `/productDetail/${item.product_id}?seckillId=${item.seckill_id}`;

  async function buy() {
    if (await cart.add(item, amount)) env.navigate(SECKILL_BUY_PATH);
  }
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
      <ProductThumb
        name={item.ty_name}
        thumb={item.thumb}
        classId={item.class_id}
        pack={{ spec: item.product_standard, manufacturer: item.manufacturer, businessScope: item.business_scope, drugType: item.drug_type }}
      />
      <span className="state" data-testid="seckill-phase">{SECKILL_PHASE_TEXT[phase]}</span>
      <ProductTags product={item} />
      <a className="name" href={href} title={item.ty_name}>{item.ty_name}</a>
      <span className="meta" title={item.manufacturer}>{item.manufacturer}</span>
      <span className="meta">{item.product_standard} · {item.product_dw}{item.title ? ` · ${item.title}` : ''}</span>
      {isLogin && item.seckill_price !== undefined ? (
        <>
          <span className="prices">
            <span className="sk" data-testid="seckill-price"><small>¥</small>{item.seckill_price}</span>
            {item.price && <del className="was" aria-label={`原价¥${item.price}`}>¥{item.price}</del>}
          </span>
          <span className="retail" data-testid="retail">
            {item.retail_price && <span>零售价 ¥{item.retail_price}</span>}
            {item.margin && <span className="margin">毛利率 {item.margin}%</span>}
          </span>
        </>
      ) : (
        <span className="meta" data-testid="price-hidden">{MSG.pricesAfterLogin}</span>
      )}
      <div className="bar" role="progressbar" aria-label="已抢" aria-valuemin={0} aria-valuemax={100} aria-valuenow={item.progress}>
        <span style={{ width: `${item.progress}%` }} />
      </div>
      <span className="taken">
        <span>已抢{item.progress}%</span>
        {item.seckill_total !== undefined && item.seckill_total >= 0 && running && <span>本单最多{item.seckill_total}{item.product_dw}</span>}
      </span>
      {countdown}
      {warning && running && <span className="meta">{warningText(warning, 'listing')}</span>}
      <div className="buy">
        <QuantityStepper value={amount} rule={rule} onChange={setAmount} disabled={!buyable} />
        <Button variant="primary" size="sm" disabled={(isLogin && !buyable) || !running || cart.busy} onClick={() => void buy()}>
          {running ? '立即抢购' : SECKILL_PHASE_TEXT[phase]}
        </Button>
      </div>
    </article>
  );
}
