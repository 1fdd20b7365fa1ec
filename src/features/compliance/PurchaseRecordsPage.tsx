import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../api';
import { downloadPurchaseRecords, getPurchaseRecords } from '../../api/compliance';
import type { ExportFormat } from '../../contract/compliance';
import { PAGE_SIZE_DEFAULT, type PageSize } from '../../model/constants';
import { COMPLIANCE_UI as U } from '../../model/compliance-texts';
import type { DateRange } from '../../model/date-range';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { PersonalLayout } from '../account';
import { DateRangePicker } from '../orders';

/** /personal/purchaseRecords: every purchased line (GSP particulars, batch, expiry, purchaser), filtered, exported. */
export function PurchaseRecordsPage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const [range, setRange] = useState<DateRange | null>(null);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState({ page: 1, size: PAGE_SIZE_DEFAULT as PageSize, keyword: '', range: null as DateRange | null });
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const filter = { ...(q.range ? { created_at_start: q.range.start, created_at_end: q.range.end } : {}), ...(q.keyword ? { keyword: q.keyword } : {}) };
  const { state, retry } = useRemote(() => getPurchaseRecords({ page: q.page, size: q.size, ...filter }, { silent: true }), `${viewer}|${JSON.stringify(q)}`);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ({ ...q, page: 1, keyword: typed.trim(), range });
  };
  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadPurchaseRecords(filter, format);
    } catch (err) {
      toast(errorText(err, U.loadFailed), 'error');
    } finally {
      setExporting(null);
    }
  };
  const cls = css`
    .intro { color: ${t.muted}; font-size: 13px; margin: 0 0 12px; }
    form { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-end; margin-bottom: 12px; }
    form input[type='search'] { padding: 6px 8px; border: 1px solid ${t.border}; border-radius: ${t.radius}; font: inherit; min-width: 240px; }
    .wrap { overflow-x: auto; }
    table { width: 100%; border-collapse: collapse; font-size: 12px; white-space: nowrap; }
    th, td { border-bottom: 1px solid ${t.border}; padding: 6px; text-align: left; }
    th { color: ${t.muted}; font-weight: 500; background: #fafafa; }
    td.num { text-align: right; }
  `;
  const body = () => {
    if (state.status === 'error' && !state.data) return <ErrorBox message={errorText(state.error, U.loadFailed)} onRetry={retry} />;
    if (!state.data) return <Skeleton rows={4} height={32} />;
    if (state.data.total === 0) return <Empty>{U.noRecords}</Empty>;
    return (
      <>
        <div className="wrap">
          <table data-testid="purchase-records">
            <thead>
              <tr>
                {U.recordColumns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {state.data.list.map((r, i) => (
                <tr key={`${r.order_code}:${i}`}>
                  <td>{r.created_at}</td>
                  <td>{r.order_code}</td>
                  <td>{r.ty_name}</td>
                  <td>{r.product_standard}</td>
                  <td>{r.dosage_form}</td>
                  <td>{r.manufacturer}</td>
                  <td>{r.approval_number}</td>
                  <td>{r.batch_no || '—'}</td>
                  <td>{r.expiry_date || '—'}</td>
                  <td className="num">
                    {r.amount}
                    {r.product_dw}
                  </td>
                  <td className="num">{r.price}</td>
                  <td className="num">{r.subtotal}</td>
                  <td className="num">{r.discount_share === '0.00' ? '—' : `-${r.discount_share}`}</td>
                  <td className="num">{r.line_total}</td>
                  <td>{r.purchaser}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={state.data.page} size={state.data.size} total={state.data.total} onChange={(page, size) => setQ({ ...q, page, size: size as PageSize })} />
      </>
    );
  };
  return (
    <PersonalLayout title={U.recordsTitle}>
      <div className={cls}>
        <p className="intro">{U.recordsIntro}</p>
        <form onSubmit={search} role="search" aria-label={U.recordsTitle}>
          <DateRangePicker value={range} onChange={setRange} />
          <input type="search" aria-label={U.keyword} placeholder={U.keyword} value={typed} maxLength={50} onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit" variant="primary">
            {U.search}
          </Button>
          <Button type="button" onClick={() => void exportAs('xlsx')} disabled={exporting !== null} aria-busy={exporting === 'xlsx'}>
            {U.exportXlsx}
          </Button>
          <Button type="button" onClick={() => void exportAs('csv')} disabled={exporting !== null} aria-busy={exporting === 'csv'}>
            {U.exportCsv}
          </Button>
        </form>
        {body()}
      </div>
    </PersonalLayout>
  );
}
