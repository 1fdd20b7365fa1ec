import { useState, type FormEvent } from 'react';
import { exportGspRecords, exportPurchaseRecords, type RecordsPeriod } from '../../api/admin/records';
import { errorText } from '../../api/errors';
import { chinaDay } from '../../model/date-range';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useFilterFormClass } from '../Filters';
import { useTitle } from '../useTitle';

type Kind = 'gsp' | 'purchase';
const KINDS: Record<Kind, { label: string; save: (period: RecordsPeriod, username: string) => Promise<void> }> = {
  gsp: { label: '导出药品销售记录', save: (period) => exportGspRecords(period) },
  purchase: { label: '导出购进销售记录', save: exportPurchaseRecords },
};

/**
 * GSP 记录 (质量管理): for a period, the GSP sales records (lines shipped: 批号, 有效期, 购货单位, 采购人员) and the
 * purchase / sales records of every client (or one account), as CSV. Each export is audited with who made it.
 */
export default function RecordsPage() {
  useTitle('GSP 记录');
  const css = useCss();
  const formClass = useFilterFormClass();
  const today = chinaDay(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [username, setUsername] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<Kind | ''>('');

  const download = async (kind: Kind) => {
    if (!from || !to) return setError('请选择开始与结束日期');
    if (from > to) return setError('开始日期不能晚于结束日期');
    setBusy(kind);
    try {
      await KINDS[kind].save({ from, to }, username.trim());
      toast('已导出', 'success');
    } catch (e) {
      setError(errorText(e, '导出失败，请稍后再试'));
    } finally {
      setBusy('');
    }
  };
  const cls = css`
    h1 { margin: 0 0 16px; font-size: 20px; }
    p { color: ${t.muted}; margin: 0 0 12px; }
    .error { flex-basis: 100%; margin: 0; color: ${t.danger}; }
  `;
  const change = (f: (v: string) => void) => (e: { target: { value: string } }) => {
    f(e.target.value);
    setError('');
  };
  return (
    <section className={cls}>
      <h1>GSP 记录</h1>
      <p>药品销售记录按发货日期，购进销售记录按下单日期；导出为 CSV，写入操作日志。</p>
      <form className={formClass} aria-label="导出 GSP 记录" onSubmit={(e: FormEvent) => (e.preventDefault(), void download('gsp'))}>
        <div className="field">
          <label htmlFor="records-from">开始日期</label>
          <input id="records-from" type="date" value={from} onChange={change(setFrom)} />
        </div>
        <div className="field">
          <label htmlFor="records-to">结束日期</label>
          <input id="records-to" type="date" value={to} onChange={change(setTo)} />
        </div>
        <div className="field">
          <label htmlFor="records-username">客户账号（购进销售记录，可选）</label>
          <input id="records-username" type="text" value={username} maxLength={50} onChange={change(setUsername)} />
        </div>
        <Button type="submit" variant="primary" disabled={busy !== ''}>
          {busy === 'gsp' ? '导出中…' : KINDS.gsp.label}
        </Button>
        <Button disabled={busy !== ''} onClick={() => void download('purchase')}>
          {busy === 'purchase' ? '导出中…' : KINDS.purchase.label}
        </Button>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
