import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PresaleItem } from '../../contract/presale';
import { MSG } from '../../model/messages';
import { PRESALE_BUY_PATH, PRESALE_MSG, PRESALE_PHASE_TEXT, type PresalePhase } from '../../model/presale-rules';
import { purchaseState } from '../../model/purchase-rules';
import { seckillProgress } from '../../model/promotion-rules';
import { $isLogin } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Countdown } from '../../ui/Countdown';
import { useHostEnv } from '../../ui/host-env';
import { ProductTags, ProductThumb, QuantityStepper } from '../catalog';
import { useAddToCart } from '../cart';
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
  const isLogin = useStore($isLogin);
  const env = useHostEnv();
  const cart = useAddToCart();
  const [phase, setPhase] = useState<PresalePhase>(item.phase);
  const { rule, canBuy } = purchaseState(item);
  const [amount, setAmount] = useState(rule.min);
  const running = phase === 'running';
  const buyable = running && canBuy;

  async function book() {
    if (await cart.add(item, amount)) env.navigate(PRESALE_BUY_PATH);
  }
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
      <div className="thumb">
        <ProductThumb
          name={item.ty_name}
          thumb={item.thumb}
          size={wide ? 300 : undefined}
          classId={item.class_id}
          pack={{ spec: item.product_standard, manufacturer: item.manufacturer, businessScope: item.business_scope, drugType: item.drug_type }}
        />
      </div>
      <span className="state" data-testid="presale-phase">{PRESALE_PHASE_TEXT[phase]}</span>
      <ProductTags product={item} />
      {wide ? <h1 className="name">{item.ty_name}</h1> : <a className="name" href={`/promotion/${item.purchase_id}`} title={item.ty_name}>{item.ty_name}</a>}
      <span className="meta" title={item.manufacturer}>{item.manufacturer}</span>
      <span className="meta">{item.product_standard} · {item.product_dw}{item.title ? ` · ${item.title}` : ''}</span>
      {isLogin && item.presale_price !== undefined ? (
        <>
          <span className="prices">
            <span className="gp" data-testid="presale-price"><small>预售价 ¥</small>{item.presale_price}</span>
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
      <strong className="meta" data-testid="presale-ship-date">{PRESALE_MSG.shipDate(item.ship_date)}</strong>
      <div className="bar" role="progressbar" aria-label="预订进度" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <span style={{ width: `${progress}%` }} />
      </div>
      <span className="count">
        <span>已预订{item.presale_sold}{item.product_dw} / 共{item.presale_stock}{item.product_dw}</span>
        <span>{item.client_limit >= 0 ? `每人限订${item.client_limit}${item.product_dw}` : ''}</span>
      </span>
      {countdown}
      <div className="buy">
        <QuantityStepper value={amount} rule={rule} onChange={setAmount} disabled={!buyable} />
        <Button variant="primary" size="sm" disabled={(isLogin && !buyable) || !running || cart.busy} onClick={() => void book()}>
          {running ? '立即预订' : PRESALE_PHASE_TEXT[phase]}
        </Button>
      </div>
    </article>
  );
}
