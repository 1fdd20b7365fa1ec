import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { getShipLines, shipOrder } from '../../api/admin/orders';
import { errorText } from '../../api/errors';
import { CARRIERS } from '../../model/carriers';
import { PARCEL_MSG } from '../../model/parcels';
import { pickProblem } from '../../model/ship-batches';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { ErrorBox, Skeleton } from '../../ui/States';
import { t } from '../../ui/theme';
import { useCss } from '../../ui/styled';
import { useRemote } from '../../ui/useRemote';
import { BatchPicks, initialPicks, picksOf, type PickDraft } from './BatchPicks';

const WAYBILL = /^[A-Za-z0-9-]{4,40}$/;

/**
 * 发货: per line the batches it leaves with (first expiry first from the batches in stock, changeable; typed by hand
 * when the product has none on record), their quantities adding up to the line's, the 追溯码 one per pack
 * (optional), then carrier and waybill. Checked here with the model's rules, and again by the server.
 * 分包裹发货 (issue 29, `parcel`, forced once the order has a parcel): only what is still to ship is offered, a line
 * may carry part of it or nothing (quantity 0 leaves it out), several parcels each with its waybill.
 */
export function ShipForm({ code, onDone, parcel: forced = false }: { code: string; onDone: () => void; parcel?: boolean }) {
  const css = useCss();
  const { state, retry } = useRemote(() => getShipLines(code), code);
  const [drafts, setDrafts] = useState<Record<number, PickDraft[]>>({});
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const [waybill, setWaybill] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState(false);
  const parcel = forced || chosen;
  const remote = state.data;
  // What is still to ship of each line (earlier parcels took the rest); lines sent in full are not offered.
  const data = useMemo(
    () => remote && { today: remote.today, lines: remote.lines.map((l) => ({ ...l, amount: l.amount - (l.shipped ?? 0) })).filter((l) => l.amount > 0) },
    [remote],
  );
  useEffect(() => {
    if (data) setDrafts(Object.fromEntries(data.lines.map((l) => [l.line_id, initialPicks(l, data.today)])));
  }, [data]);

  if (state.status === 'error' && !data) return <ErrorBox message={errorText(state.error, '发货信息加载失败')} onRetry={retry} />;
  if (!data) return <Skeleton rows={2} height={48} />;
  if (data.lines.length === 0) return <p data-testid="ship-all-sent">全部商品已发出</p>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const all = data.lines.map((l) => ({ line_id: l.line_id, label: l.name, amount: l.amount, picks: picksOf(drafts[l.line_id] ?? []) }));
    // In a parcel a batch row of quantity 0 (or left empty) is not sent, nor a line left with none.
    const lines = parcel ? all.map((l) => ({ ...l, picks: l.picks.filter((p) => p.quantity !== 0) })).filter((l) => l.picks.length > 0) : all;
    if (parcel && lines.length === 0) return setError(PARCEL_MSG.emptyParcel);
    const problem = pickProblem(lines, parcel);
    if (problem) return setError(problem);
    if (!WAYBILL.test(waybill.trim())) return setError('请填写运单号（4–40 位字母、数字或短横线）');
    setBusy(true);
    try {
      const body = { order_code: code, carrier, waybill_no: waybill.trim(), lines: lines.map((l) => ({ line_id: l.line_id, batches: l.picks })), ...(parcel ? { parcel } : {}) };
      await shipOrder(body);
      toast('已发货，客户可在订单详情中查看批号、追溯码与物流信息', 'success');
      onDone();
    } catch (err) {
      setError(errorText(err, '发货失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  const cls = css`
    display: grid; gap: 12px;
    .field { display: grid; gap: 4px; }
    input, select, textarea { min-height: 32px; padding: 0 8px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
    textarea { padding: 4px 8px; width: 220px; resize: vertical; }
    select { max-width: 320px; }
    .qty { width: 80px; }
    .line { border: 1px solid ${t.border}; border-radius: 6px; padding: 8px 12px 12px; margin: 0; min-width: 0; }
    .line legend { padding: 0 4px; font-weight: 600; }
    .pick { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin-bottom: 8px; }
    .muted { color: ${t.muted}; font-weight: normal; font-size: 12px; }
    .send { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
    .error { color: ${t.danger}; margin: 0; }
  `;
  const touched = <T,>(f: (v: T) => void) => (v: T) => {
    f(v);
    setError('');
  };
  return (
    <form className={cls} onSubmit={(e) => void submit(e)} aria-label={forced ? '再发一个包裹' : '发货'} noValidate>
      {forced ? (
        <p className="muted">以下为尚未发出的数量；数量填 0 的商品不在本包裹中。</p>
      ) : (
        <label>
          <input type="checkbox" checked={chosen} onChange={(e) => touched(setChosen)(e.target.checked)} /> 分包裹发货（本包裹只含部分商品或数量，数量填 0 的不发）
        </label>
      )}
      {data.lines.map((l) => (
        <BatchPicks key={l.line_id} line={l} drafts={drafts[l.line_id] ?? []} onChange={touched((next: PickDraft[]) => setDrafts((d) => ({ ...d, [l.line_id]: next })))} />
      ))}
      <div className="send">
        <div className="field">
          <label htmlFor="ship-carrier">物流公司</label>
          <select id="ship-carrier" value={carrier} onChange={(e) => touched(setCarrier)(e.target.value)}>
            {CARRIERS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="ship-waybill">运单号</label>
          <input
            id="ship-waybill"
            value={waybill}
            maxLength={40}
            onChange={(e) => touched(setWaybill)(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'ship-error' : undefined}
          />
        </div>
        <Button type="submit" variant="primary" disabled={busy}>
          确认发货
        </Button>
      </div>
      {error && (
        <p id="ship-error" className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
