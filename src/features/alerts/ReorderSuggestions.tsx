import { useState } from 'react';
import { Link } from 'wouter';
import { getNotifier } from '../../api';
import { dismissReorder, getReorderSuggestions } from '../../api/alerts';
import type { ReorderSuggestion } from '../../contract/alerts';
import { isPurchasable } from '../../model/product-rules';
import { addLines } from '../../stores/cart';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { productDetailHref } from '../../model/route-table';
import { ArrivalButton } from './ArrivalButton';

export const REORDER_TEXT = {
  title: '该补货了',
  habit: (days: number, last: string) => `约每${days}天采购一次，上次 ${last}`,
  suggested: (n: number, unit: string) => `建议采购 ${n}${unit}`,
  add: '一键补货',
  dismiss: '忽略',
  added: (name: string, n: number, unit: string) => `已加入购物车：${name} ×${n}${unit}`,
} as const;

/**
 * Replenishment suggestions (issue 32): the products whose usual reorder interval has passed, with the usual
 * quantity rounded to the pack; one click adds it, one click dismisses it. Renders nothing without suggestions.
 */
export function ReorderSuggestions({ max = 6 }: { max?: number }) {
  const css = useCss();
  const { state } = useRemote(() => getReorderSuggestions({ silent: true }), 'reorder');
  const [gone, setGone] = useState<number[]>([]);
  const list = (state.data?.list ?? []).filter((s) => !gone.includes(s.product.product_id)).slice(0, max);
  if (list.length === 0) return null;
  const cls = css`
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px; padding: 12px 16px;
    h2 { font-size: 16px; margin: 0 0 8px; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 10px; }
    li { border: 1px solid ${t.border}; border-radius: 8px; padding: 10px; display: grid; gap: 4px; font-size: 13px; }
    li a { color: ${t.text}; font-weight: 600; text-decoration: none; }
    .m { color: ${t.muted}; font-size: 12px; }
    .ops { display: flex; gap: 8px; margin-top: 4px; }
  `;
  const hide = (id: number) => setGone((g) => [...g, id]);
  return (
    <section className={cls} aria-labelledby="reorder-heading" data-testid="reorder-suggestions">
      <h2 id="reorder-heading">{REORDER_TEXT.title}</h2>
      <ul>
        {list.map((s) => (
          <SuggestionCard key={s.product.product_id} s={s} onGone={() => hide(s.product.product_id)} />
        ))}
      </ul>
    </section>
  );
}

function SuggestionCard({ s, onGone }: { s: ReorderSuggestion; onGone: () => void }) {
  const [busy, setBusy] = useState(false);
  const p = s.product;
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      onGone();
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <li data-testid="reorder-suggestion" data-product={p.product_id}>
      <Link href={productDetailHref(p.product_id)}>{p.ty_name}</Link>
      <span className="m">
        {p.product_standard} · {p.manufacturer}
      </span>
      <span className="m">{REORDER_TEXT.habit(s.interval_days, s.last_day)}</span>
      <span>{REORDER_TEXT.suggested(s.suggested_amount, p.product_dw)}</span>
      <div className="ops">
        {isPurchasable(p) ? (
          <Button
            size="sm"
            variant="primary"
            disabled={busy}
            aria-label={`${REORDER_TEXT.add}：${p.ty_name}`}
            onClick={() =>
              void run(async () => {
                await addLines([{ product_id: p.product_id, amount: s.suggested_amount }]);
                getNotifier().message(REORDER_TEXT.added(p.ty_name, s.suggested_amount, p.product_dw), 'success');
              })
            }
          >
            {REORDER_TEXT.add}
          </Button>
        ) : (
          <ArrivalButton productId={p.product_id} name={p.ty_name} size="sm" />
        )}
        <Button size="sm" disabled={busy} aria-label={`${REORDER_TEXT.dismiss}：${p.ty_name}`} onClick={() => void run(() => dismissReorder(p.product_id))}>
          {REORDER_TEXT.dismiss}
        </Button>
      </div>
    </li>
  );
}
