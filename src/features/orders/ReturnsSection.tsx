import { useState } from 'react';
import { errorText } from '../../api';
import type { OrderReturns, ReturnView } from '../../contract/returns';
import { MSG } from '../../model/messages';
import { RETURN_MSG } from '../../model/returns';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/States';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { ReturnDialog } from './ReturnDialog';
import { getOrderReturns } from '../../api/orders';

function ReturnItem({ r }: { r: ReturnView }) {
  return (
    <li data-testid="return-item" data-status={r.status}>
      <header>
        <b>{r.kind_text}</b> <span className="badge">{r.status_text}</span> <time>{r.created_at}</time>
        <span className="money">
          ¥{r.amount}
          {r.status === 'refunded' && `（已退回 ¥${r.refunded}）`}
        </span>
      </header>
      <p>{r.lines.map((l) => `${l.name} × ${l.units}`).join('；')}</p>
      <p className="muted">原因：{r.reason}</p>
      {r.decision_note && <p className="muted">处理说明：{r.decision_note}</p>}
      {r.sellable !== null && <p className="muted">退回商品：{r.sellable ? '可销售，已入库' : '不可销售'}</p>}
    </li>
  );
}

/**
 * 退货/退款 of one order (issue 29): each line's returnable units with its 申请退货/退款 button while the order takes
 * returns, and the returns asked so far with their status. Nothing is drawn for an order that has neither.
 */
export function ReturnsSection({ orderId }: { orderId: number }) {
  const css = useCss();
  const { state, retry } = useRemote(() => getOrderReturns(orderId, { quiet: true }), `returns#${orderId}`);
  const [lineId, setLineId] = useState<number | null>(null);
  const [fresh, setFresh] = useState<OrderReturns | null>(null);
  const d = fresh ?? state.data;
  const cls = css`
    h2 { font-size: 15px; margin: 0 0 8px; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
    .lines li { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; font-size: 13px; }
    .lines li span { color: ${t.muted}; }
    .lines li button { margin-left: auto; }
    .returns { margin-top: 12px; }
    .returns li { border: 1px solid ${t.border}; border-radius: 6px; padding: 8px 12px; font-size: 13px; }
    .returns header { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
    .returns time, .muted { color: ${t.muted}; }
    .returns p { margin: 4px 0 0; }
    .badge { background: ${t.primarySoft}; color: ${t.primary}; border-radius: 4px; padding: 0 6px; }
    .money { margin-left: auto; color: ${t.price}; font-weight: 600; }
  `;
  if (state.status === 'error' && !d) return <ErrorBox message={errorText(state.error, MSG.httpDefault)} onRetry={retry} />;
  if (!d || (!d.open && d.returns.length === 0)) return null;
  return (
    <section className={cls} data-testid="order-returns" aria-labelledby={`returns-${orderId}`}>
      <h2 id={`returns-${orderId}`}>退货/退款</h2>
      {d.open && (
        <ul className="lines">
          {d.lines.map((l) => (
            <li key={l.order_line_id} data-testid="return-line">
              <b>{l.name}</b>
              <span>
                已购 {l.amount}
                {l.unit}，已申请 {l.asked}，可退 {l.returnable}
              </span>
              {l.returnable > 0 && (
                <Button size="sm" onClick={() => setLineId(l.order_line_id)}>
                  {RETURN_MSG.title}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {d.returns.length > 0 && (
        <ul className="returns">
          {d.returns.map((r) => (
            <ReturnItem key={r.id} r={r} />
          ))}
        </ul>
      )}
      <ReturnDialog
        data={d}
        lineId={lineId}
        onClose={() => setLineId(null)}
        onDone={(next) => {
          setFresh(next);
          setLineId(null);
          toast(RETURN_MSG.submitted, 'success');
        }}
      />
    </section>
  );
}
