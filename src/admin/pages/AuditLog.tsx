import { useState, type FormEvent } from 'react';
import { exportAudit, listAudit } from '../../api/admin/audit';
import { errorText } from '../../api/errors';
import type { AuditFilter, AuditRow } from '../../contract/admin';
import { AUDIT_ACTIONS } from '../../model/staff';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Pager } from '../../ui/Pager';
import { DataTable } from '../DataTable';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { Loaded } from '../Loaded';
import { usePaging } from '../usePaging';
import { useTitle } from '../useTitle';

const EMPTY: AuditFilter = { who: '', action: '', from: '', to: '' };
/** Only the filters with a value (an empty date would fail the contract's pattern). */
const filled = (f: AuditFilter): AuditFilter => Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as AuditFilter;

/** 操作日志: the audit trail, filtered by who, action and dates, server-paged, exportable as CSV. */
export default function AuditPage() {
  useTitle('操作日志');
  const css = useCss();
  const [draft, setDraft] = useState<AuditFilter>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>({});
  const { page, size, first, onChange } = usePaging();
  const [exporting, setExporting] = useState(false);
  const { state, retry } = useRemote(() => listAudit({ ...filter, page, size }), JSON.stringify([filter, page, size]));

  const search = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) return toast('开始日期不能晚于结束日期', 'error');
    setFilter(filled(draft));
    first();
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportAudit(filter);
    } catch (e) {
      toast(errorText(e, '导出失败'), 'error');
    } finally {
      setExporting(false);
    }
  };
  const set = (k: keyof AuditFilter) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  const cls = css`
    h1 { margin: 0 0 16px; font-size: 20px; }
    form { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin-bottom: 16px; background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 12px 16px; }
    .field { display: grid; gap: 4px; }
    input, select { height: 32px; padding: 0 8px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
    .detail { max-width: 360px; word-break: break-all; font-size: 12px; color: ${t.muted}; }
  `;
  return (
    <section className={cls}>
      <h1>操作日志</h1>
      <form onSubmit={search} aria-label="筛选操作日志">
        <div className="field">
          <label htmlFor="audit-who">操作人（后台用户名）</label>
          <input id="audit-who" value={draft.who} onChange={set('who')} maxLength={30} />
        </div>
        <div className="field">
          <label htmlFor="audit-action">操作</label>
          <select id="audit-action" value={draft.action} onChange={set('action')}>
            <option value="">全部</option>
            {Object.entries(AUDIT_ACTIONS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-from">开始日期</label>
          <input id="audit-from" type="date" value={draft.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">结束日期</label>
          <input id="audit-to" type="date" value={draft.to} onChange={set('to')} />
        </div>
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? '导出中…' : '导出 CSV'}
        </Button>
      </form>
      <Loaded state={state} retry={retry} failed="操作日志加载失败" empty="没有符合条件的操作记录">
        {(data) => (
          <>
            <DataTable<AuditRow>
              caption="操作日志"
              captionHidden
              testId="audit-rows"
              rows={data.list}
              rowKey={(r) => r.id}
              columns={[
                { title: '时间', nowrap: true, cell: (r) => r.at },
                { title: '操作人', cell: (r) => r.actor },
                { title: '操作', nowrap: true, cell: (r) => r.action },
                { title: '对象', cell: (r) => r.subject },
                { title: '变更前后', cell: (r) => <span className="detail">{r.detail}</span> },
                { title: 'IP', nowrap: true, cell: (r) => r.ip },
              ]}
            />
            <Pager
              page={data.page}
              size={data.size}
              total={data.total}
              onChange={onChange}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}
