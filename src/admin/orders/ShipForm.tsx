import { useState, type FormEvent } from 'react';
import { call } from '../../api/call';
import { errorText } from '../../api/errors';
import * as desk from '../../contract/admin-orders';
import { CARRIERS } from '../../model/carriers';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { t } from '../../ui/theme';
import { useCss } from '../../ui/styled';

const WAYBILL = /^[A-Za-z0-9-]{4,40}$/;

/** 发货: carrier and waybill (required), batch and expiry (optional: the defaults of the ship step). */
export function ShipForm({ code, onDone }: { code: string; onDone: () => void }) {
  const css = useCss();
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const [waybill, setWaybill] = useState('');
  const [batch, setBatch] = useState('');
  const [expiry, setExpiry] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!WAYBILL.test(waybill.trim())) return setError('请填写运单号（4–40 位字母、数字或短横线）');
    setBusy(true);
    try {
      await call(
        desk.adminOrderShip,
        { order_code: code, carrier, waybill_no: waybill.trim(), ...(batch.trim() ? { batch_no: batch.trim() } : {}), ...(expiry ? { expiry_date: expiry } : {}) },
        { quiet: true },
      );
      toast('已发货，客户可在订单详情中查看物流信息', 'success');
      onDone();
    } catch (err) {
      setError(errorText(err, '发货失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  const cls = css`
    display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end;
    .field { display: grid; gap: 4px; }
    input, select { height: 32px; padding: 0 8px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
    .error { flex-basis: 100%; color: ${t.danger}; margin: 0; }
  `;
  const change = (f: (v: string) => void) => (e: { target: { value: string } }) => {
    f(e.target.value);
    setError('');
  };
  return (
    <form className={cls} onSubmit={(e) => void submit(e)} aria-label="发货">
      <div className="field">
        <label htmlFor="ship-carrier">物流公司</label>
        <select id="ship-carrier" value={carrier} onChange={change(setCarrier)}>
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
          onChange={change(setWaybill)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'ship-error' : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="ship-batch">批号（可选）</label>
        <input id="ship-batch" value={batch} maxLength={40} onChange={change(setBatch)} />
      </div>
      <div className="field">
        <label htmlFor="ship-expiry">有效期至（可选）</label>
        <input id="ship-expiry" type="date" value={expiry} onChange={change(setExpiry)} />
      </div>
      <Button type="submit" variant="primary" disabled={busy}>
        确认发货
      </Button>
      {error && (
        <p id="ship-error" className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
