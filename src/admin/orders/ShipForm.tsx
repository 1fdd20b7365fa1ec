import { useEffect, useState, type FormEvent } from 'react';
import { call } from '../../api/call';
import { errorText } from '../../api/errors';
import * as desk from '../../contract/admin-orders';
import { CARRIERS } from '../../model/carriers';
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
 */
export function ShipForm({ code, onDone }: { code: string; onDone: () => void }) {
  const css = useCss();
  const { state, retry } = useRemote(() => call(desk.adminOrderShipLines, { order_code: code }, { quiet: true }), code);
  const [drafts, setDrafts] = useState<Record<number, PickDraft[]>>({});
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const [waybill, setWaybill] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const data = state.data;
  useEffect(() => {
    if (data) setDrafts(Object.fromEntries(data.lines.map((l) => [l.line_id, initialPicks(l, data.today)])));
  }, [data]);

  if (state.status === 'error' && !data) return <ErrorBox message={errorText(state.error, '发货信息加载失败')} onRetry={retry} />;
  if (!data) return <Skeleton rows={2} height={48} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const lines = data.lines.map((l) => ({ line_id: l.line_id, label: l.name, amount: l.amount, picks: picksOf(drafts[l.line_id] ?? []) }));
    const problem = pickProblem(lines);
    if (problem) return setError(problem);
    if (!WAYBILL.test(waybill.trim())) return setError('请填写运单号（4–40 位字母、数字或短横线）');
    setBusy(true);
    try {
      await call(desk.adminOrderShip, { order_code: code, carrier, waybill_no: waybill.trim(), lines: lines.map((l) => ({ line_id: l.line_id, batches: l.picks })) }, { quiet: true });
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
    <form className={cls} onSubmit={(e) => void submit(e)} aria-label="发货" noValidate>
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
