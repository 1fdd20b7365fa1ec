import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { exportOrders, listOrders } from '../../api/admin/orders';
import { errorText } from '../../api/errors';
import type { AdminOrderFilter, AdminOrderRow, OrderSort } from '../../contract/admin-orders';
import { ADMIN_ORDER_MSG } from '../../model/messages';
import { ORDER_STATUS_TEXT, type OrderStatus } from '../../model/order-status';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Pager } from '../../ui/Pager';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { DataTable, type Sort } from '../DataTable';
import { useFilterFormClass } from '../Filters';
import { Loaded } from '../Loaded';
import { usePaging } from '../usePaging';
import { useTitle } from '../useTitle';

type Draft = { status: string; from: string; to: string; client: string; code: string };
const EMPTY: Draft = { status: '', from: '', to: '', client: '', code: '' };

/** The filter the server is asked for: only the fields with a value, the status as its number. */
function filterOf(d: Draft): AdminOrderFilter {
  const f: AdminOrderFilter = {};
  if (d.status !== '') f.status = Number(d.status) as OrderStatus;
  for (const k of ['from', 'to', 'client', 'code'] as const) if (d[k].trim()) f[k] = d[k].trim();
  return f;
}

/** 订单管理: every order, filtered, sorted and paged by the server; each opens its detail; the filtered list exports. */
export default function OrdersPage() {
  useTitle('订单管理');
  const css = useCss();
  const formClass = useFilterFormClass();
  // The dashboard's to-dos link here with ?status=… preset.
  const preset = new URLSearchParams(useSearch()).get('status') ?? '';
  const [draft, setDraft] = useState<Draft>({ ...EMPTY, status: preset });
  const [filter, setFilter] = useState<AdminOrderFilter>(filterOf({ ...EMPTY, status: preset }));
  const [sort, setSort] = useState<Sort<OrderSort>>({ by: 'created_at', dir: 'desc' });
  const { page, size, first, onChange } = usePaging();
  const [exporting, setExporting] = useState(false);
  const query = { ...filter, sort: sort.by, dir: sort.dir };
  const { state, retry } = useRemote(() => listOrders({ ...query, page, size }), JSON.stringify([query, page, size]));

  const search = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) return toast(ADMIN_ORDER_MSG.fromAfterTo, 'error');
    setFilter(filterOf(draft));
    first();
  };
  const reset = () => {
    setDraft(EMPTY);
    setFilter({});
    first();
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportOrders(query);
    } catch (e) {
      toast(errorText(e, '导出失败'), 'error');
    } finally {
      setExporting(false);
    }
  };
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  const cls = css`
    h1 { margin: 0 0 16px; font-size: 20px; }
    a { color: ${t.primary}; }
  `;
  return (
    <section className={cls}>
      <h1>订单管理</h1>
      <form className={formClass} onSubmit={search} aria-label="筛选订单">
        <div className="field">
          <label htmlFor="orders-status">订单状态</label>
          <select id="orders-status" value={draft.status} onChange={set('status')}>
            <option value="">全部</option>
            {Object.entries(ORDER_STATUS_TEXT).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-from">下单日期从</label>
          <input id="orders-from" type="date" value={draft.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor="orders-to">至</label>
          <input id="orders-to" type="date" value={draft.to} onChange={set('to')} />
        </div>
        <div className="field">
          <label htmlFor="orders-client">客户（账号或名称）</label>
          <input id="orders-client" type="text" value={draft.client} onChange={set('client')} maxLength={50} />
        </div>
        <div className="field">
          <label htmlFor="orders-code">订单编号</label>
          <input id="orders-code" type="text" value={draft.code} onChange={set('code')} maxLength={40} />
        </div>
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button onClick={reset}>重置</Button>
        <Button onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? '导出中…' : '导出 CSV'}
        </Button>
      </form>
      <Loaded state={state} retry={retry} failed="订单列表加载失败" empty="没有符合条件的订单">
        {(data) => (
          <>
            <DataTable<AdminOrderRow>
              caption={`订单（共 ${data.total} 单）`}
              testId="orders"
              rows={data.list}
              rowKey={(r) => r.order_code}
              rowData={(r) => ({ 'data-code': r.order_code, 'data-status': r.status })}
              sort={sort}
              onSort={(next) => {
                setSort(next as Sort<OrderSort>);
                first();
              }}
              columns={[
                { title: '下单时间', sort: 'created_at', nowrap: true, cell: (r) => r.created_at },
                { title: '订单编号', nowrap: true, cell: (r) => r.order_code },
                { title: '客户', cell: (r) => `${r.clinic_name}（${r.username}）` },
                { title: '金额（元）', sort: 'total', num: true, cell: (r) => r.total },
                { title: '订单状态', nowrap: true, cell: (r) => r.status_text },
                { title: '支付', nowrap: true, cell: (r) => r.pay_status_text },
                { title: '物流', cell: (r) => (r.waybill_no ? `${r.carrier} ${r.waybill_no}` : '—') },
                {
                  title: '操作',
                  nowrap: true,
                  cell: (r) => (
                    <Link href={`/orders/${r.order_code}`} aria-label={`查看订单 ${r.order_code}`}>
                      查看
                    </Link>
                  ),
                },
              ]}
            />
            <Pager page={data.page} size={data.size} total={data.total} onChange={onChange} />
          </>
        )}
      </Loaded>
    </section>
  );
}
