import { useStore } from '@nanostores/react';
import { getClientTop, getProductTop } from '../../api/salesman';
import type { ClientRank, ProductRank } from '../../contract/salesman';
import { RANK_LIMITS } from '../../model/salesman-report';
import { pick, RANK_SORT_LABEL, reportPeriodOf, yuanNumber, type RankSort } from '../../model/salesman-ui-rules';
import { $viewerKey } from '../../stores/viewer';
import { Empty } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { Chart } from './Chart';
import { Choice } from './FilterBar';
import { Figures } from './Figures';
import { PeriodPicker } from './PeriodPicker';
import { Remote } from './Remote';
import { SalesmanLayout } from './SalesmanLayout';
import { CLIENT_FIGURE_COLUMNS, PRODUCT_FIGURE_COLUMNS } from './report-columns';
import { Table, type Column } from '../../ui/Table';
import { useQueryState } from './useQueryState';

const SORTS = Object.keys(RANK_SORT_LABEL) as RankSort[];
const LIMITS = RANK_LIMITS.map(String) as `${(typeof RANK_LIMITS)[number]}`[];
const LIMIT_LABEL = Object.fromEntries(LIMITS.map((l) => [l, `前${l}名`])) as Record<(typeof LIMITS)[number], string>;

type Row = ClientRank | ProductRank;
const nameOf = (r: Row) => ('client_name' in r ? r.client_name : r.ty_name);
const valueOf = (r: Row, sort: RankSort) => (sort === 'sales' ? yuanNumber(r.sales) : sort === 'orders' ? r.orders : r.quantity);

const RANK_COLUMN: Column<{ rank: number }> = { title: '名次', num: true, cell: (r) => r.rank };
const CLIENT_COLUMNS: Column<ClientRank>[] = [RANK_COLUMN, ...CLIENT_FIGURE_COLUMNS];
const PRODUCT_COLUMNS: Column<ProductRank>[] = [RANK_COLUMN, ...PRODUCT_FIGURE_COLUMNS];

/** 客户TOP / 商品TOP: the ranking of a chosen period by sales, orders or quantity, as a bar chart and a table. */
export function TopPage({ kind }: { kind: 'client' | 'product' }) {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { q, go, key } = useQueryState();
  const period = reportPeriodOf(q);
  const sort = pick(q.get('sort'), SORTS);
  const limit = pick(q.get('limit'), LIMITS);
  const set = (next: { start?: string; end?: string; sort?: RankSort; limit?: string }) =>
    go({ start: period.start, end: period.end, by: period.granularity, sort, limit, ...next }, { sort: 'sales', limit: '10' });
  const input = { start: period.start, end: period.end, sort, limit: Number(limit) as (typeof RANK_LIMITS)[number] };
  const { state, retry } = useRemote<{ start: string; end: string; totals: { sales: string; orders: number; customers: number }; list: Row[] }>(
    () => (kind === 'client' ? getClientTop(input, { quiet: true }) : getProductTop(input, { quiet: true })),
    `${viewer}|${kind}|${key}`,
  );
  const title = kind === 'client' ? '客户TOP' : '商品TOP';
  const unit = RANK_SORT_LABEL[sort];
  return (
    <SalesmanLayout title={title}>
      <PeriodPicker granularity={false} value={period} onChange={(p) => go({ start: p.start, end: p.end, by: p.granularity, sort, limit }, { sort: 'sales', limit: '10' })} />
      <div className={css`display: flex; gap: 16px; margin-bottom: 12px; flex-wrap: wrap;`}>
        <Choice label="排序" value={sort} options={SORTS} labels={RANK_SORT_LABEL} onChange={(s) => set({ sort: s })} />
        <Choice label="名次数" value={limit} options={LIMITS} labels={LIMIT_LABEL} onChange={(l) => set({ limit: l })} />
      </div>
      <Remote state={state} retry={retry}>
        {(d) => (
          <>
            <p className={css`margin: 0 0 8px; font-size: 13px; color: ${t.muted};`}>
              统计期间：{d.start} 至 {d.end}（只计已付款或信用支付、未取消未退款的订单）
            </p>
            <Figures
              label="期间合计"
              items={[
                { label: '销售额', value: `¥${d.totals.sales}`, tone: 'price' },
                { label: '订单数', value: d.totals.orders },
                { label: '下单客户', value: d.totals.customers },
              ]}
            />
            {d.list.length === 0 ? (
              <Empty>这段时间没有有效订单，换个时间段试试</Empty>
            ) : (
              <>
                <Chart
                  kind="bar"
                  horizontal
                  label={`${title}（按${unit}）：${d.list.slice(0, 10).map((r) => `${r.rank}. ${nameOf(r)}`).join('，')}`}
                  labels={d.list.slice(0, 20).map((r) => `${r.rank}. ${nameOf(r)}`)}
                  series={[{ label: unit, data: d.list.slice(0, 20).map((r) => valueOf(r, sort)) }]}
                  height={Math.max(160, Math.min(20, d.list.length) * 28)}
                />
                {kind === 'client' ? (
                  <Table caption={`${title}排名`} testId="rank-table" columns={CLIENT_COLUMNS} rows={d.list as ClientRank[]} rowKey={(r) => r.client_id} />
                ) : (
                  <Table caption={`${title}排名`} testId="rank-table" columns={PRODUCT_COLUMNS} rows={d.list as ProductRank[]} rowKey={(r) => r.product_id} />
                )}
              </>
            )}
          </>
        )}
      </Remote>
    </SalesmanLayout>
  );
}

export const ClientTopPage = () => <TopPage kind="client" />;
export const ProductTopPage = () => <TopPage kind="product" />;
