import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { getCustomerCreditBills, getSalesmanCredit } from '../../api/salesman';
import type { CreditRow } from '../../contract/salesman';
import { CREDIT_PAGE_FILTER_LABEL, CREDIT_PAGE_FILTERS, creditLevel, pagerOf, pick } from '../../model/salesman-ui-rules';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Pager } from '../../ui/Pager';
import { Empty } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { Choice, FilterBar } from './FilterBar';
import { Figures } from './Figures';
import { Remote } from './Remote';
import { SalesmanLayout } from './SalesmanLayout';
import { Table, type Column } from '../../ui/Table';
import { useQueryState } from './useQueryState';

/** 信用管理: his credit customers' limits, usage, unpaid bills and overdue amounts; a customer's bills on demand. */
export function CreditMangePage() {
  const viewer = useStore($viewerKey);
  const { q, go, key } = useQueryState();
  const [billsOf, setBillsOf] = useState<CreditRow | null>(null);
  const f = { keyword: q.get('keyword') ?? '', filter: pick(q.get('filter'), CREDIT_PAGE_FILTERS), ...pagerOf(q) };
  const set = (next: Partial<typeof f>) => go({ ...f, page: 1, ...next }, { filter: 'all' });
  const { state, retry } = useRemote(
    () => getSalesmanCredit({ ...(f.keyword ? { keyword: f.keyword } : {}), filter: f.filter, page: f.page, size: f.size }, { quiet: true }),
    `${viewer}?${key}`,
  );
  const columns: Column<CreditRow>[] = [
    { title: '客户', cell: (r) => r.client_name },
    { title: '授信额度', num: true, cell: (r) => `¥${r.credit_limit}` },
    { title: '已用', num: true, cell: (r) => `¥${r.credit_used}` },
    { title: '可用', num: true, cell: (r) => `¥${r.credit_available}` },
    { title: '使用率', num: true, cell: (r) => <UsageBar usage={r.usage} /> },
    { title: '未还账单', num: true, cell: (r) => `${r.unpaid_bills} 期 ¥${r.unpaid}` },
    { title: '逾期', num: true, cell: (r) => (Number(r.overdue) > 0 ? <b>¥{r.overdue}（{r.overdue_days}天）</b> : '—') },
    { title: '最早还款日', nowrap: true, cell: (r) => r.oldest_due_date ?? '—' },
    {
      title: '账单',
      cell: (r) => (
        <Button size="sm" variant="text" onClick={() => setBillsOf(r)} aria-label={`查看账单：${r.client_name}`}>
          查看账单
        </Button>
      ),
    },
  ];
  return (
    <SalesmanLayout title="信用管理">
      <FilterBar keyword={f.keyword} placeholder="客户名称/联系人/电话" onSearch={(keyword) => set({ keyword })}>
        <Choice label="筛选" value={f.filter} options={CREDIT_PAGE_FILTERS} labels={CREDIT_PAGE_FILTER_LABEL} onChange={(filter) => set({ filter })} />
      </FilterBar>
      <Remote state={state} retry={retry}>
        {(d) => (
          <>
            <Figures
              label="授信合计"
              items={[
                { label: '信用客户', value: d.totals.customers },
                { label: '授信合计', value: `¥${d.totals.credit_limit}` },
                { label: '已用', value: `¥${d.totals.credit_used}` },
                { label: '未还', value: `¥${d.totals.unpaid}`, tone: 'warn' },
                { label: '逾期', value: `¥${d.totals.overdue}`, tone: 'warn' },
                { label: '逾期客户', value: d.totals.overdue_customers, tone: 'warn' },
                { label: '额度将满', value: d.totals.near_limit_customers },
              ]}
            />
            {d.list.length === 0 ? (
              <Empty>{f.keyword || f.filter !== 'all' ? '没有符合条件的信用客户' : '名下暂无开通授信的客户'}</Empty>
            ) : (
              <>
                <Table caption="信用客户" columns={columns} rows={d.list} rowKey={(r) => r.client_id} testId="credit-table" />
                <Pager page={d.page} size={d.size} total={d.total} onChange={(page, size) => go({ ...f, page, size }, { filter: 'all' })} />
              </>
            )}
          </>
        )}
      </Remote>
      <BillsDialog row={billsOf} onClose={() => setBillsOf(null)} />
    </SalesmanLayout>
  );
}

function UsageBar({ usage }: { usage: string }) {
  const css = useCss();
  const level = creditLevel(usage);
  const colour = level === 'ok' ? t.primary : level === 'near' ? t.warn : t.danger;
  return (
    <span className={css`display: inline-flex; align-items: center; gap: 6px;`} data-level={level}>
      <span aria-hidden="true" className={css`display: inline-block; width: 60px; height: 6px; border-radius: 3px; background: ${t.border}; overflow: hidden;`}>
        <span className={css`display: block; height: 100%; background: ${colour};`} style={{ width: `${Math.min(100, Number(usage) || 0)}%` }} />
      </span>
      {usage}%
    </span>
  );
}

function BillsDialog({ row, onClose }: { row: CreditRow | null; onClose: () => void }) {
  return (
    <Dialog open={row !== null} title={row ? `${row.client_name}的信用账单` : '信用账单'} onClose={onClose} width={640} testId="bills-dialog">
      {row && <Bills customerId={row.client_id} />}
    </Dialog>
  );
}

function Bills({ customerId }: { customerId: number }) {
  const { state, retry } = useRemote(() => getCustomerCreditBills(customerId, { quiet: true }), String(customerId));
  return (
    <Remote state={state} retry={retry} rows={2} height={40}>
      {(d) =>
        d.bills.length === 0 ? (
          <Empty>暂无账单</Empty>
        ) : (
          <Table
            caption="最近账单"
            rowKey={(b) => b.bill_id}
            rows={d.bills}
            columns={[
              { title: '账期', cell: (b) => b.period },
              { title: '账单金额', num: true, cell: (b) => `¥${b.amount}` },
              { title: '待还', num: true, cell: (b) => `¥${b.remaining}` },
              { title: '还款日', nowrap: true, cell: (b) => b.due_date },
              { title: '状态', cell: (b) => b.status_text },
            ]}
          />
        )
      }
    </Remote>
  );
}
