import { useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { getCombinationList } from '../../api/specials';
import { errorText } from '../../api';
import type { Combination } from '../../contract/specials';
import { CART_MSG, MSG } from '../../model/messages';
import { COMBINATION_MSG, combinationFacts } from '../../model/special-combination-rules';
import { quantityRule } from '../../model/product-rules';
import { $viewerKey } from '../../stores/viewer';
import { $isLogin } from '../../stores/session';
import { Button } from '../../ui/Button';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { ProductThumb, QuantityStepper } from '../catalog';
import { AddedTip, useAddToCart } from '../cart';

/** SPEC §2.11: 3 items of 232 px visible in an 812 × 304 box. */
export const SLIDER = { visible: 3, itemWidth: 232, gap: 12, width: 812, height: 304 } as const;
const STEP = SLIDER.itemWidth + SLIDER.gap;

/**
 * The product's running combinations (套餐) on its detail page: three cards at a time, slid by the arrows or the
 * arrow keys; each lists its products with the quantity per set, 原价合计 (client_total_price) and 套餐价
 * (combination_price) for logged-in viewers, the number of sets and 加入购物车 (one combination line in the cart).
 */
export default function CombinationSlider({ productId }: { productId: number }) {
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getCombinationList(productId), `${productId}|${viewer}`);
  if (state.status === 'error' && !state.data) return <ErrorBox message={`套餐加载失败：${errorText(state.error, MSG.httpDefault)}`} onRetry={retry} />;
  if (!state.data) return <Skeleton rows={1} height={SLIDER.height} />;
  if (state.data.length === 0) return null;
  return (
    <section className="card" aria-labelledby="combination-title" data-testid="combinations">
      <h2 id="combination-title">{COMBINATION_MSG.sliderTitle}</h2>
      <Slider list={state.data} />
    </section>
  );
}

function Slider({ list }: { list: Combination[] }) {
  const css = useCss();
  const [start, setStart] = useState(0);
  const last = Math.max(0, list.length - SLIDER.visible);
  const go = (to: number) => setStart(Math.min(last, Math.max(0, to)));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(start - 1);
    else if (e.key === 'ArrowRight') go(start + 1);
    else return;
    e.preventDefault();
  };
  const cls = css`
    width: ${SLIDER.width}px; max-width: 100%; height: ${SLIDER.height}px; box-sizing: border-box;
    display: flex; align-items: center; gap: 6px;
    .arrow { flex: none; width: 34px; height: 64px; border: 1px solid ${t.border}; border-radius: 4px; background: ${t.surface}; cursor: pointer; font-size: 20px; color: ${t.text}; }
    .arrow:disabled { opacity: .35; cursor: not-allowed; }
    .arrow:focus-visible, .view:focus-visible { outline: 2px solid ${t.focus}; outline-offset: 2px; }
    .view { flex: 0 1 auto; min-width: 0; width: ${SLIDER.visible * SLIDER.itemWidth + (SLIDER.visible - 1) * SLIDER.gap}px; max-width: 100%; height: 100%; overflow: hidden; }
    .track { display: flex; gap: ${SLIDER.gap}px; height: 100%; transition: transform .3s ease; margin: 0; padding: 0; list-style: none; }
    @media (prefers-reduced-motion: reduce) { .track { transition: none; } }
  `;
  return (
    <div className={cls} data-testid="combination-slider">
      <button type="button" className="arrow" aria-label={COMBINATION_MSG.prev} disabled={start === 0} onClick={() => go(start - 1)}>
        ‹
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a focusable carousel region: ← → move it (its label says so) */}
      <div
        className="view"
        role="region"
        aria-roledescription="carousel"
        aria-label={`${COMBINATION_MSG.sliderTitle}（${list.length}组，左右方向键切换）`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so that ← → reach it (WAI-ARIA carousel)
        tabIndex={0}
        onKeyDown={onKey}
      >
        <ul className="track" style={{ transform: `translateX(-${start * STEP}px)` }}>
          {list.map((c, i) => (
            <ComboCard key={c.combination_id} combo={c} hidden={i < start || i >= start + SLIDER.visible} />
          ))}
        </ul>
      </div>
      <button type="button" className="arrow" aria-label={COMBINATION_MSG.next} disabled={start >= last} onClick={() => go(start + 1)}>
        ›
      </button>
    </div>
  );
}

function ComboCard({ combo, hidden }: { combo: Combination; hidden: boolean }) {
  const css = useCss();
  const isLogin = useStore($isLogin);
  const cart = useAddToCart();
  const facts = combinationFacts(combo);
  const rule = quantityRule(facts);
  const [sets, setSets] = useState(1);
  const canBuy = combo.max_sets !== 0;
  const cls = css`
    flex: none; width: ${SLIDER.itemWidth}px; height: 100%; box-sizing: border-box; border: 1px solid ${t.border}; border-radius: 6px;
    padding: 10px 12px; display: flex; flex-direction: column; gap: 6px; background: ${t.surface};
    h3 { margin: 0; font-size: 14px; line-height: 20px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 6px; align-content: start; flex: 1; overflow-y: auto; min-height: 0; }
    li { display: grid; grid-template-columns: 36px 1fr; gap: 6px; align-items: center; font-size: 12px; line-height: 16px; }
    li span { overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; }
    .was { color: ${t.muted}; font-size: 12px; }
    .was s { margin-left: 4px; }
    .price { color: ${t.price}; font-weight: 700; font-size: 16px; }
    .muted { color: ${t.muted}; font-size: 12px; }
    .row { display: flex; align-items: center; justify-content: space-between; gap: 6px; }
  `;
  return (
    <li className={cls} aria-hidden={hidden} inert={hidden} data-testid="combination-card" data-combination={combo.combination_id}>
      <h3 title={combo.name}>{combo.name}</h3>
      <ul aria-label={CART_MSG.comboOf(combo.product_list.length)}>
        {combo.product_list.map((p) => (
          <li key={p.product_id}>
            <ProductThumb name={p.ty_name} thumb={p.thumb} size={36} />
            <span>
              {p.ty_name} {p.product_standard} ×{p.num}
            </span>
          </li>
        ))}
      </ul>
      {isLogin && combo.combination_price !== undefined ? (
        <div>
          <div className="was" data-testid="combination-total">
            {COMBINATION_MSG.originalTotal}
            <s>¥{combo.client_total_price}</s>
          </div>
          <div>
            <span className="muted">{COMBINATION_MSG.setPrice} </span>
            <span className="price" data-testid="combination-price">
              ¥{combo.combination_price}
            </span>
          </div>
        </div>
      ) : (
        <div className="muted">{MSG.pricesAfterLogin}</div>
      )}
      <div className="row">
        <QuantityStepper value={sets} rule={rule} onChange={setSets} disabled={!canBuy} label={`${combo.name} ${COMBINATION_MSG.sets}`} />
        <Button size="sm" variant="primary" disabled={!canBuy || cart.busy} onClick={() => void cart.addWith(facts, { product_id: combo.product_list[0]?.product_id ?? 0, amount: sets, combination_id: combo.combination_id })}>
          {canBuy ? COMBINATION_MSG.add : COMBINATION_MSG.soldOut}
        </Button>
      </div>
      <AddedTip added={cart.added} onClose={cart.dismiss} />
    </li>
  );
}
