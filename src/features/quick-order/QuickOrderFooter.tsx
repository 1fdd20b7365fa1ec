import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { QUICK_MSG } from '../../model/messages';
import { createQuickListActions, fastTotals } from '../../stores/quick-order';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useBuyNow } from './useBuyNow';
import type { QuickOrderState } from './useQuickOrder';

/**
 * Line count, pieces and total of what may be bought; 全部加入购物车 (the lines that may be bought, in one add; the
 * others listed with why), 立即下单 (buy now with the list: SPEC §4 flow, asking first when some lines cannot go)
 * and 清空清单.
 */
export function QuickOrderFooter({ q, onAdded }: { q: QuickOrderState; onAdded: (count: number) => void }) {
  const css = useCss();
  const buy = useBuyNow();
  const [actions] = useState(() => createQuickListActions(buy));
  const busy = useStore(actions.$busy);
  const outcome = useStore(actions.$outcome);
  const totals = fastTotals(q.lines);
  const empty = q.lines.length === 0;
  const addAll = async () => {
    const count = await actions.addAll();
    if (count !== null) onAdded(count);
  };

  const cls = css`
    display: grid; gap: 8px;
    .bar { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 20px; background: ${t.surface}; border-top: 2px solid ${t.primary}; padding: 12px 16px; border-radius: 0 0 8px 8px; }
    .facts { display: flex; gap: 20px; align-items: baseline; flex-wrap: wrap; }
    .facts span { color: ${t.muted}; }
    .facts b { color: ${t.text}; margin-left: 4px; }
    .facts .total b { color: ${t.price}; font-size: 20px; }
    .acts { margin-left: auto; display: flex; gap: 8px; flex-wrap: wrap; }
    .outcome { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 10px 14px; display: grid; gap: 4px; font-size: 13px; }
    .outcome .head { display: flex; justify-content: space-between; gap: 12px; }
    .outcome .head button { border: none; background: none; color: ${t.muted}; cursor: pointer; }
    .outcome ul { margin: 0; padding-left: 18px; color: ${t.danger}; }
    .outcome li span { color: ${t.muted}; }
  `;
  return (
    <div className={cls}>
      {outcome && (
        <div className="outcome" role="status" data-testid="qo-outcome">
          <div className="head">
            <strong>
              {outcome.added > 0 ? QUICK_MSG.addedSome(outcome.added, outcome.refused.length) : QUICK_MSG.refusedCount(outcome.refused.length)}
            </strong>
            <button type="button" aria-label="关闭提示" onClick={actions.closeOutcome}>
              ×
            </button>
          </div>
          {outcome.refused.length > 0 && (
            <ul>
              {outcome.refused.map(({ line, refusal }) => (
                <li key={line.product_id}>
                  {line.product.ty_name}：{refusal.text} <span>（{refusal.fixText}）</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="bar" data-testid="qo-footer">
        <div className="facts">
          <span>
            {QUICK_MSG.lines}
            <b data-testid="qo-lines">{totals.lines}</b>
          </span>
          <span>
            {QUICK_MSG.pieces}
            <b data-testid="qo-pieces">{totals.pieces}</b>
          </span>
          <span className="total">
            {QUICK_MSG.total}
            <b data-testid="qo-total">¥{totals.total}</b>
          </span>
        </div>
        <div className="acts">
          <Button disabled={empty} onClick={() => void actions.clear()}>
            {QUICK_MSG.clearList}
          </Button>
          <Button disabled={empty || busy} onClick={() => void addAll()}>
            {QUICK_MSG.addAll}
          </Button>
          <Button variant="primary" disabled={empty || buy.busy} onClick={() => void actions.orderNow()}>
            {QUICK_MSG.orderNow}
          </Button>
        </div>
      </div>
    </div>
  );
}
