import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { downloadSalesReport, getSalesByCustomer, getSalesByProduct, getSalesReport } from '../../api/salesman';
import type { ReportCustomerRow, ReportPeriod, ReportProductRow, ReportTotals } from '../../contract/salesman';
import { MSG } from '../../model/messages';
import { pagerOf, pick, reportPeriodOf, yuanNumber, type ReportPeriodChoice } from '../../model/salesman-ui-rules';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Pager } from '../../ui/Pager';
import { TabList } from '../../ui/Tabs';
import { Empty } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { Chart } from './Chart';
import { Figures } from './Figures';
import { PeriodPicker } from './PeriodPicker';
import { Remote } from './Remote';
import { SalesmanLayout } from './SalesmanLayout';
import { CLIENT_FIGURE_COLUMNS, PRODUCT_FIGURE_COLUMNS } from './report-columns';
import { Table, type Column } from '../../ui/Table';
import { useQueryState } from './useQueryState';

const VIEWS = ['period', 'customer', 'product'] as const;
type View = (typeof VIEWS)[number];
const VIEW_LABEL: Record<View, string> = { period: '按时间', customer: '按客户', product: '按商品' };

/** 销售报表: totals and the chosen view (by day/month, by customer, by product) with a chart and a table; .xlsx export. */
export function SalesReportPage() {
  const css = useCss();
  const { q, go } = useQueryState();
  const period = reportPeriodOf(q);
  const view = pick(q.get('view'), VIEWS);
  const [exporting, setExporting] = useState(false);
  const input = { start: period.start, end: period.end, granularity: period.granularity };
  const to = (p: ReportPeriodChoice, v: View = view, pager: { page?: number; size?: number } = {}) =>
    go({ start: p.start, end: p.end, by: p.granularity, view: v, ...pager }, { view: 'period' });

  const exportXlsx = async () => {
    setExporting(true);
    try {
      await downloadSalesReport(input);
      toast('报表已导出', 'success');
    } catch (e) {
      toast(errorText(e, MSG.httpDefault), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <SalesmanLayout
      title="销售报表"
      actions={
        <Button size="sm" disabled={exporting} onClick={() => void exportXlsx()} data-testid="report-export">
          {exporting ? '正在导出…' : '导出Excel'}
        </Button>
      }
    >
      <PeriodPicker value={period} onChange={(p) => to(p)} />
      <TabList
        label="报表维度"
        selected={view}
        onSelect={(v) => to(period, v)}
        items={VIEWS.map((v) => ({ key: v, label: VIEW_LABEL[v] }))}
        className={css`
          display: flex; gap: 4px; border-bottom: 1px solid ${t.border}; margin-bottom: 12px;
          button { border: none; background: none; padding: 8px 14px; cursor: pointer; font: inherit; color: ${t.text}; border-bottom: 2px solid transparent; }
          button[aria-selected='true'] { color: ${t.primary}; border-bottom-color: ${t.primary}; font-weight: 600; }
        `}
      />
      <div role="tabpanel" aria-label={VIEW_LABEL[view]}>
        {view === 'period' ? (
          <ByPeriod input={input} />
        ) : view === 'customer' ? (
          <ByCustomer input={input} q={q} onPage={(page, size) => to(period, view, { page, size })} />
        ) : (
          <ByProduct input={input} q={q} onPage={(page, size) => to(period, view, { page, size })} />
        )}
      </div>
    </SalesmanLayout>
  );
}

type Input = { start: string; end: string; granularity: 'day' | 'month' };

function Totals({ totals }: { totals: ReportTotals }) {
  return (
    <Figures
      label="期间合计"
      items={[
        { label: '销售额', value: `¥${totals.sales}`, tone: 'price' },
        { label: '订单数', value: totals.orders },
        { label: '下单客户', value: totals.customers },
        { label: '商品件数', value: totals.quantity },
        { label: '客单价', value: `¥${totals.avg_order}` },
      ]}
    />
  );
}

function ByPeriod({ input }: { input: Input }) {
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getSalesReport(input, { quiet: true }), `${viewer}|${JSON.stringify(input)}`);
  return (
    <Remote state={state} retry={retry}>
      {(d) => (
        <>
          <Totals totals={d.totals} />
          {d.totals.orders === 0 ? (
            <Empty>这段时间没有有效订单</Empty>
          ) : (
            <>
              <Chart
                kind={d.granularity === 'day' ? 'line' : 'bar'}
                label={`${d.start} 至 ${d.end} 销售额趋势，合计 ${d.totals.sales} 元`}
                labels={d.periods.map((p) => (d.granularity === 'day' ? p.period.slice(5) : p.period))}
                series={[
                  { label: '销售额（元）', data: d.periods.map((p) => yuanNumber(p.sales)) },
                  { label: '订单数', data: d.periods.map((p) => p.orders), axis: 'right' },
                ]}
              />
              <Table<ReportPeriod>
                caption={d.granularity === 'day' ? '按日汇总' : '按月汇总'}
                testId="report-periods"
                rows={d.periods.filter((p) => p.orders > 0)}
                rowKey={(p) => p.period}
                columns={[
                  { title: d.granularity === 'day' ? '日期' : '月份', nowrap: true, cell: (p) => p.period },
                  { title: '订单数', num: true, cell: (p) => p.orders },
                  { title: '下单客户', num: true, cell: (p) => p.customers },
                  { title: '销售额', num: true, cell: (p) => `¥${p.sales}` },
                ]}
              />
            </>
          )}
        </>
      )}
    </Remote>
  );
}

interface BreakdownPage<R> {
  totals: ReportTotals;
  list: R[];
  page: number;
  size: number;
  total: number;
}

interface BreakdownProps<R extends { sales: string }> {
  input: Input;
  q: URLSearchParams;
  onPage: (page: number, size: number) => void;
  load: (input: Input & ReturnType<typeof pagerOf>) => Promise<BreakdownPage<R>>;
  empty: string;
  /** Names the chart ("客户销售额") and its series ("销售额（元）"). */
  chart: { title: string; series: string; name: (r: R) => string };
  table: { caption: string; testId: string; rowKey: (r: R) => string | number; columns: Column<R>[] };
}

/** One breakdown of the period (by customer, by product): totals, the top ten as bars, the whole list as a table. */
function Breakdown<R extends { sales: string }>({ input, q, onPage, load, empty, chart, table }: BreakdownProps<R>) {
  const viewer = useStore($viewerKey);
  const pager = pagerOf(q);
  const { state, retry } = useRemote(() => load({ ...input, ...pager }), `${viewer}|${JSON.stringify([input, pager])}`);
  return (
    <Remote state={state} retry={retry}>
      {(d) => (
        <>
          <Totals totals={d.totals} />
          {d.list.length === 0 ? (
            <Empty>{empty}</Empty>
          ) : (
            <>
              <Chart
                kind="bar"
                horizontal
                label={`${chart.title}：${d.list.slice(0, 10).map((r) => `${chart.name(r)} ${r.sales}元`).join('，')}`}
                labels={d.list.slice(0, 10).map(chart.name)}
                series={[{ label: chart.series, data: d.list.slice(0, 10).map((r) => yuanNumber(r.sales)) }]}
                height={Math.max(160, Math.min(10, d.list.length) * 30)}
              />
              <Table<R> caption={table.caption} testId={table.testId} rows={d.list} rowKey={table.rowKey} columns={table.columns} />
              <Pager page={d.page} size={d.size} total={d.total} onChange={onPage} />
            </>
          )}
        </>
      )}
    </Remote>
  );
}

const CUSTOMER_COLUMNS: Column<ReportCustomerRow>[] = [
  ...CLIENT_FIGURE_COLUMNS,
  { title: '最近下单', nowrap: true, cell: (r) => r.last_order_at.slice(0, 10) },
];

type PageProps = { input: Input; q: URLSearchParams; onPage: (page: number, size: number) => void };

const ByCustomer = (props: PageProps) => (
  <Breakdown<ReportCustomerRow>
    {...props}
    load={(input) => getSalesByCustomer(input, { quiet: true })}
    empty="这段时间没有客户下单"
    chart={{ title: '客户销售额', series: '销售额（元）', name: (r) => r.client_name }}
    table={{ caption: '按客户汇总', testId: 'report-customers', rowKey: (r) => r.client_id, columns: CUSTOMER_COLUMNS }}
  />
);

const ByProduct = (props: PageProps) => (
  <Breakdown<ReportProductRow>
    {...props}
    load={(input) => getSalesByProduct(input, { quiet: true })}
    empty="这段时间没有商品售出"
    chart={{ title: '商品销售额', series: '商品金额（元）', name: (r) => r.ty_name }}
    table={{ caption: '按商品汇总', testId: 'report-products', rowKey: (r) => r.product_id, columns: PRODUCT_FIGURE_COLUMNS }}
  />
);
