import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { getNotifier } from '../../api';
import { getSubstitutes, replaceWithSubstitute } from '../../api/alerts';
import type { Substitute } from '../../contract/alerts';
import type { Product } from '../../contract/catalog';
import { packRoundingNote, roundUpToPack } from '../../model/pack-rounding';
import { addLines, refreshCart } from '../../stores/cart';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { productDetailHref } from '../../model/route-table';

/**
 * Where a substitute goes: `add` puts it in the cart (the detail page, batch report); `replace` swaps the line of
 * the wanted product in the cart or the quick-order list. Either way the quantity is rounded up to the
 * substitute's pack, and the buyer is told so.
 */
export type SubstituteAction =
  | { kind: 'add'; amount: number }
  | { kind: 'replace'; list: 'cart' | 'quick'; amount: number; onDone?: () => void }
  /** A list kept in the page (the batch report): the caller swaps the row itself. */
  | { kind: 'pick'; amount: number; onPick: (p: Product) => void };

export const SUBSTITUTE_TEXT = {
  title: '可替代商品',
  none: '暂无可购买的替代商品',
  add: '改买此品',
  replace: '一键替换',
  pick: '改用此商品',
  replaced: (name: string, amount: number, unit: string) => `已替换为 ${name} ×${amount}${unit}`,
  added: (name: string, amount: number, unit: string) => `已加入购物车：${name} ×${amount}${unit}`,
} as const;

const BUTTON: Record<SubstituteAction['kind'], string> = { add: SUBSTITUTE_TEXT.add, replace: SUBSTITUTE_TEXT.replace, pick: SUBSTITUTE_TEXT.pick };

/** The substitutes the buyer may buy, each with its note and one button. Renders nothing while none. */
export function SubstituteList({ productId, action, compact = false }: { productId: number; action: SubstituteAction; compact?: boolean }) {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { state } = useRemote(() => getSubstitutes(productId, { silent: true }), `${productId}|${viewer}`);
  const list = state.data?.list ?? [];
  if (list.length === 0) return null;
  const cls = css`
    border: 1px dashed ${t.border}; border-radius: 8px; padding: 8px 12px; font-size: 13px; background: #fbfdff;
    h3 { margin: 0 0 6px; font-size: 13px; color: ${t.text}; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
    li { display: flex; align-items: center; gap: 10px; justify-content: space-between; }
    .n { min-width: 0; display: grid; }
    .n a { color: ${t.text}; font-weight: 600; text-decoration: none; }
    .m, .note { color: ${t.muted}; font-size: 12px; }
    .note[data-match='otherSpec'] { color: ${t.warn}; }
    .p { color: ${t.price}; white-space: nowrap; }
  `;
  return (
    <section className={cls} aria-label={SUBSTITUTE_TEXT.title} data-testid="substitutes">
      <h3>{SUBSTITUTE_TEXT.title}</h3>
      <ul>
        {list.slice(0, compact ? 3 : undefined).map((s) => (
          <SubstituteRow key={s.product.product_id} wanted={productId} s={s} action={action} />
        ))}
      </ul>
    </section>
  );
}

function SubstituteRow({ wanted, s, action }: { wanted: number; s: Substitute; action: SubstituteAction }) {
  const [busy, setBusy] = useState(false);
  const p = s.product;
  const amount = roundUpToPack(action.amount, p.zhongbaozhuang_num);
  const note = packRoundingNote(action.amount, amount, p.zhongbaozhuang_num);
  async function go() {
    if (action.kind === 'pick') {
      action.onPick(p);
      return;
    }
    setBusy(true);
    try {
      if (action.kind === 'add') {
        // The cart store and the server judge the line (scope, stock, pack); a refusal is shown by the API client.
        await addLines([{ product_id: p.product_id, amount }]);
        getNotifier().message([SUBSTITUTE_TEXT.added(p.ty_name, amount, p.product_dw), note].filter(Boolean).join('；'), 'success');
        return;
      }
      const r = await replaceWithSubstitute({ product_id: wanted, substitute_id: p.product_id, amount: action.amount, list: action.list });
      if (action.list === 'cart') await refreshCart();
      getNotifier().message([SUBSTITUTE_TEXT.replaced(p.ty_name, r.amount, p.product_dw), r.note].filter(Boolean).join('；'), 'success');
      action.onDone?.();
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <li data-testid="substitute" data-product={p.product_id}>
      <span className="n">
        <Link href={productDetailHref(p.product_id)}>{p.ty_name}</Link>
        <span className="m">
          {p.product_standard} · {p.manufacturer}
        </span>
        <span className="note" data-match={s.match}>
          {s.note}
          {note && `；${note}`}
        </span>
      </span>
      {p.price && <span className="p">¥{p.price}</span>}
      <Button size="sm" disabled={busy} onClick={() => void go()} aria-label={`${BUTTON[action.kind]}：${p.ty_name} ${p.manufacturer}`}>
        {BUTTON[action.kind]}
      </Button>
    </li>
  );
}
