import { useEffect, useState } from 'react';
import { errorText } from '../../api';
import type { OrderReturns } from '../../contract/returns';
import { MSG } from '../../model/messages';
import { yuanToFen } from '../../model/money';
import {
  planReturn,
  previewYuan,
  reasonRefusal,
  RETURN_KIND_TEXT,
  RETURN_KINDS,
  RETURN_MSG,
  RETURN_REASON_TEXT,
  RETURN_REASONS,
  type ReturnKind,
  type ReturnLineFacts,
  type ReturnReason,
} from '../../model/returns';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { applyReturn } from '../../api/orders';
import { RefundPictures, usePictures } from './RefundPictures';

const TEXT_MAX = 200;

/**
 * 申请退货/退款: units per line (at most what remains), 仅退款 or 退货退款, a reason code (其他 needs words),
 * pictures; the amount is previewed with the server's rule (model/returns.ts), which decides again.
 */
export function ReturnDialog({ data, lineId, onClose, onDone }: { data: OrderReturns; lineId: number | null; onClose: () => void; onDone: (next: OrderReturns) => void }) {
  const css = useCss();
  const [units, setUnits] = useState<Record<number, number>>({});
  const [kind, setKind] = useState<ReturnKind>('return');
  const [reason, setReason] = useState<ReturnReason>('quality');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pictures = usePictures();
  const open = lineId !== null;
  useEffect(() => {
    if (lineId === null) return;
    const line = data.lines.find((l) => l.order_line_id === lineId);
    setUnits(line ? { [lineId]: line.returnable } : {});
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- preset once per opening, not on every reload of the data
  }, [lineId]);

  const facts: ReturnLineFacts[] = data.lines.map((l) => ({ id: l.order_line_id, name: l.name, amount: l.amount, lineFen: yuanToFen(l.paid), askedUnits: l.asked }));
  const asks = Object.entries(units).map(([id, n]) => ({ lineId: Number(id), units: n }));
  const preview = previewYuan(facts, asks);
  const close = () => {
    pictures.clear();
    setText('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    const plan = planReturn(facts, asks);
    const refusal = 'refusal' in plan ? plan.refusal : reasonRefusal(reason, text);
    if (refusal) return setError(refusal);
    setBusy(true);
    try {
      const next = await applyReturn({
        id: data.order_id,
        kind,
        reason_code: reason,
        reason_text: text.trim(),
        images: pictures.urls,
        lines: asks.filter((a) => a.units > 0).map((a) => ({ order_line_id: a.lineId, units: a.units })),
      });
      pictures.clear();
      setText('');
      onDone(next);
    } catch (e) {
      setError(errorText(e, MSG.httpDefault));
    } finally {
      setBusy(false);
    }
  };

  const cls = css`
    display: grid; gap: 12px; font-size: 13px;
    table { width: 100%; border-collapse: collapse; }
    th, td { border-bottom: 1px solid ${t.border}; padding: 6px 4px; text-align: left; }
    td.num { text-align: right; white-space: nowrap; }
    input[type='number'] { width: 72px; padding: 4px 6px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
    fieldset { border: none; margin: 0; padding: 0; display: flex; gap: 16px; flex-wrap: wrap; }
    legend { padding: 0; margin-bottom: 4px; color: ${t.muted}; }
    select, textarea { width: 100%; border: 1px solid ${t.border}; border-radius: 4px; padding: 6px 8px; font: inherit; }
    textarea { min-height: 64px; resize: vertical; }
    .amount { font-weight: 700; color: ${t.price}; }
    .msg { color: ${t.danger}; font-size: 12px; }
  `;
  return (
    <Dialog
      open={open}
      title={RETURN_MSG.title}
      onClose={close}
      width={560}
      testId="return-dialog"
      footer={
        <>
          <Button onClick={close}>取消</Button>
          <Button variant="primary" disabled={busy || pictures.busy} onClick={() => void submit()}>
            提交申请
          </Button>
        </>
      }
    >
      <div className={cls}>
        <table>
          <thead>
            <tr>
              <th>商品</th>
              <th>可退</th>
              <th>退回数量</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((l) => (
              <tr key={l.order_line_id}>
                <td>{l.name}</td>
                <td className="num">
                  {l.returnable}
                  {l.unit}
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    max={l.returnable}
                    step={1}
                    disabled={l.returnable === 0}
                    aria-label={`${l.name} 退回数量`}
                    value={units[l.order_line_id] ?? 0}
                    onChange={(e) => {
                      const n = Math.max(0, Math.min(l.returnable, Math.floor(Number(e.target.value) || 0)));
                      setUnits((u) => ({ ...u, [l.order_line_id]: n }));
                      setError(null);
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <fieldset>
          <legend>售后类型</legend>
          {RETURN_KINDS.map((k) => (
            <label key={k}>
              <input type="radio" name="return-kind" value={k} checked={kind === k} onChange={() => setKind(k)} /> {RETURN_KIND_TEXT[k]}
            </label>
          ))}
        </fieldset>
        <label>
          退货原因
          <select aria-label="退货原因" value={reason} onChange={(e) => setReason(e.target.value as ReturnReason)}>
            {RETURN_REASONS.map((r) => (
              <option key={r} value={r}>
                {RETURN_REASON_TEXT[r]}
              </option>
            ))}
          </select>
        </label>
        <label>
          补充说明{reason === 'other' ? '（必填）' : '（选填）'}
          <textarea
            aria-label="补充说明"
            maxLength={TEXT_MAX}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
        </label>
        <RefundPictures state={pictures} />
        <span>
          预计退款：<span className="amount" data-testid="return-preview">{preview === null ? '—' : `¥${preview}`}</span>（按商品实付金额计算，含优惠分摊）
        </span>
        {error && (
          <span className="msg" role="alert">
            {error}
          </span>
        )}
      </div>
    </Dialog>
  );
}
