import { useState, type FormEvent } from 'react';
import { addParcelEvent, listOrderParcels } from '../../api/admin/parcels';
import { errorText } from '../../api/errors';
import type { OrderDetail } from '../../contract/orders';
import { ORDER_STATUS as S } from '../../model/order-status';
import { PARCEL_MSG } from '../../model/parcels';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { ShipForm } from './ShipForm';

/** 添加物流动态 for one parcel: time (blank = now), place, text. */
function EventForm({ code, waybill, onDone }: { code: string; waybill: string; onDone: () => void }) {
  const [at, setAt] = useState('');
  const [place, setPlace] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = (f: string) => `track-${waybill}-${f}`;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(PARCEL_MSG.emptyEvent);
    setBusy(true);
    try {
      const event = { text: text.trim(), ...(place.trim() ? { place: place.trim() } : {}), ...(at ? { at: at.replace('T', ' ') } : {}) };
      await addParcelEvent({ order_code: code, waybill, event });
      toast('已添加物流动态', 'success');
      setText('');
      setPlace('');
      setAt('');
      onDone();
    } catch (err) {
      setError(errorText(err, '添加失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="track-form" onSubmit={(e) => void submit(e)} aria-label={`为运单 ${waybill} 添加物流动态`} noValidate>
      <div className="field">
        <label htmlFor={id('at')}>时间（不填为现在）</label>
        <input id={id('at')} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={id('place')}>地点</label>
        <input id={id('place')} value={place} maxLength={50} onChange={(e) => setPlace(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={id('text')}>物流动态</label>
        <input
          id={id('text')}
          value={text}
          maxLength={100}
          onChange={(e) => {
            setText(e.target.value);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? id('error') : undefined}
        />
      </div>
      <Button type="submit" size="sm" disabled={busy}>
        添加物流动态
      </Button>
      {error && (
        <p id={id('error')} className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * 包裹与物流 of the back office's order detail (issue 29): each parcel with what it carries and its tracking events
 * (newest first), a form to add an event, and once the order is shipped 再发一个包裹 with what is left.
 */
export function ParcelsCard({ d, onDone }: { d: OrderDetail; onDone: () => void }) {
  const css = useCss();
  const { state, retry } = useRemote(() => listOrderParcels(d.order_code), `${d.order_code}#${d.status}`);
  const refresh = () => {
    retry();
    onDone();
  };
  const cls = css`
    display: grid; gap: 12px;
    ul.parcels { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
    .parcel { border: 1px solid ${t.border}; border-radius: 6px; padding: 8px 12px; display: grid; gap: 6px; }
    .parcel ul, .parcel ol { margin: 0; padding-left: 18px; }
    .track-form { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-end; }
    .field { display: grid; gap: 4px; }
    input { min-height: 28px; padding: 0 6px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
    .muted { color: ${t.muted}; }
    .error { color: ${t.danger}; margin: 0; width: 100%; }
  `;
  if (state.status === 'error' && !state.data) return <ErrorBox message={errorText(state.error, '包裹加载失败')} onRetry={retry} />;
  if (!state.data) return <Skeleton rows={1} height={48} />;
  const parcels = state.data.parcels;
  if (parcels.length === 0 && d.status !== S.shipped) return null;
  return (
    <div className={`card ${cls}`} data-testid="admin-parcels">
      <h2>包裹与物流（{parcels.length}）</h2>
      <ul className="parcels">
        {parcels.map((p, i) => (
          <li key={p.id} className="parcel" aria-label={`包裹 ${i + 1}：${p.carrier} ${p.waybill}`}>
            <strong>
              包裹 {i + 1}：{p.carrier} {p.waybill}
            </strong>
            <span className="muted">出库 {p.shipped_at}</span>
            <ul>
              {p.lines.map((l) => (
                <li key={l.line_id}>
                  {l.name} × {l.quantity}（{l.batches.map((b) => `${b.batch_no} × ${b.quantity}，追溯码 ${b.trace_count}`).join('；')}）
                </li>
              ))}
            </ul>
            {p.events.length === 0 ? (
              <span className="muted">暂无物流动态</span>
            ) : (
              <ol aria-label="物流动态（最新在前）">
                {p.events.map((e) => (
                  <li key={`${e.at}-${e.text}`}>
                    {e.at} {e.place} {e.text}
                  </li>
                ))}
              </ol>
            )}
            <EventForm code={d.order_code} waybill={p.waybill} onDone={refresh} />
          </li>
        ))}
      </ul>
      {d.status === S.shipped && (
        <>
          <h2>再发一个包裹</h2>
          <ShipForm key={parcels.length} code={d.order_code} parcel onDone={refresh} />
        </>
      )}
    </div>
  );
}
