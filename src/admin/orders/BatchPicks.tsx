import type { ShipLine } from '../../contract/admin-orders';
import { fefo, parseTraceCodes, type BatchPick } from '../../model/ship-batches';
import { Button } from '../../ui/Button';

/** One batch row of the form: the fields as typed. */
export interface PickDraft {
  batch_no: string;
  expires_on: string;
  quantity: string;
  codes: string;
}

/** A line's starting rows: first expiry first from its sellable batches, or one row to fill by hand (no batch on record). */
export function initialPicks(line: ShipLine, today: string): PickDraft[] {
  if (line.batches.length === 0) return [{ batch_no: '', expires_on: '', quantity: String(line.amount), codes: '' }];
  const { picks } = fefo(line.batches, line.amount, today);
  if (picks.length === 0) return [{ batch_no: '', expires_on: '', quantity: String(line.amount), codes: '' }];
  return picks.map((p) => ({ batch_no: p.batch_no, expires_on: p.expires_on, quantity: String(p.quantity), codes: '' }));
}

/** The rows as the contract's batches (quantity a number, 追溯码 parsed; none given → left out). */
export function picksOf(drafts: readonly PickDraft[]): BatchPick[] {
  return drafts.map((d) => {
    const codes = parseTraceCodes(d.codes);
    return { batch_no: d.batch_no.trim(), expires_on: d.expires_on, quantity: Number(d.quantity), ...(codes.length ? { trace_codes: codes } : {}) };
  });
}

/** The batches one order line leaves with: pick a batch on record (or type one), its quantity, its 追溯码. */
export function BatchPicks({ line, drafts, onChange }: { line: ShipLine; drafts: PickDraft[]; onChange: (next: PickDraft[]) => void }) {
  const sellable = line.batches.filter((b) => b.sellable);
  const manual = line.batches.length === 0;
  const set = (i: number, patch: Partial<PickDraft>) => onChange(drafts.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const pickBatch = (i: number, batchNo: string) => set(i, { batch_no: batchNo, expires_on: sellable.find((b) => b.batch_no === batchNo)?.expires_on ?? '' });
  const id = (i: number, f: string) => `ship-${line.line_id}-${i}-${f}`;
  return (
    <fieldset className="line" aria-label={`${line.name} × ${line.amount}`} data-line={line.line_id}>
      <legend>
        {line.name} × {line.amount}
        {manual && <span className="muted">（无库存批次记录，请手填批号与有效期）</span>}
      </legend>
      {drafts.map((d, i) => {
        const count = parseTraceCodes(d.codes).length;
        return (
          <div className="pick" key={i}>
            {manual ? (
              <>
                <div className="field">
                  <label htmlFor={id(i, 'batch')}>批号</label>
                  <input id={id(i, 'batch')} value={d.batch_no} maxLength={40} onChange={(e) => set(i, { batch_no: e.target.value })} />
                </div>
                <div className="field">
                  <label htmlFor={id(i, 'expiry')}>有效期至</label>
                  <input id={id(i, 'expiry')} type="date" value={d.expires_on} onChange={(e) => set(i, { expires_on: e.target.value })} />
                </div>
              </>
            ) : (
              <div className="field">
                <label htmlFor={id(i, 'batch')}>批号</label>
                <select id={id(i, 'batch')} value={d.batch_no} onChange={(e) => pickBatch(i, e.target.value)}>
                  <option value="">请选择批次</option>
                  {sellable.map((b) => (
                    <option key={b.batch_no} value={b.batch_no}>
                      {b.batch_no}｜有效期至 {b.expires_on}｜库存 {b.quantity}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="field">
              <label htmlFor={id(i, 'qty')}>数量</label>
              <input id={id(i, 'qty')} className="qty" type="number" min={1} step={1} value={d.quantity} onChange={(e) => set(i, { quantity: e.target.value })} />
            </div>
            <div className="field codes">
              <label htmlFor={id(i, 'codes')}>追溯码（可选，一件一码，每行一个）</label>
              <textarea id={id(i, 'codes')} rows={2} value={d.codes} onChange={(e) => set(i, { codes: e.target.value })} aria-describedby={id(i, 'count')} />
              <span id={id(i, 'count')} className="muted">
                已录入 {count} / {d.quantity || 0}
              </span>
            </div>
            {drafts.length > 1 && (
              <Button size="sm" variant="text" aria-label={`删除 ${line.name} 的第 ${i + 1} 个批次`} onClick={() => onChange(drafts.filter((_, j) => j !== i))}>
                删除
              </Button>
            )}
          </div>
        );
      })}
      {drafts.length < 20 && (
        <Button size="sm" aria-label={`为 ${line.name} 添加批次`} onClick={() => onChange([...drafts, { batch_no: '', expires_on: '', quantity: '', codes: '' }])}>
          添加批次
        </Button>
      )}
    </fieldset>
  );
}
