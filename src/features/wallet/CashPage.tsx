import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { errorText } from '../../api';
import { getWalletAccount } from '../../api/wallet';
import type { CashEntry } from '../../contract/wallet';
import { pageSizeOf } from '../../model/constants';
import { chinaTimeOf } from '../../model/date-range';
import { $viewerKey } from '../../stores/viewer';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { Table, type Column } from '../../ui/Table';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { PersonalLayout } from '../account';
import { TopUpPanel } from './TopUpPanel';
import { PayPasswordSection } from './PayPasswordSection';

const isDebit = (e: CashEntry) => e.delta.startsWith('-');

const LEDGER_COLUMNS: Column<CashEntry>[] = [
  { title: '时间', cell: (e) => chinaTimeOf(e.created_at), nowrap: true },
  { title: '类型', cell: (e) => e.kind_text },
  { title: '说明', cell: (e) => (e.order_code ? `订单 ${e.order_code}` : e.note) },
  { title: '金额（元）', num: true, cell: (e) => (isDebit(e) ? e.delta : `+${e.delta}`), tone: (e) => (isDebit(e) ? 'out' : 'in') },
  { title: '余额（元）', num: true, cell: (e) => e.balance_after },
];

/** /personal/cash (现金账户): balance, top-up with the bonus tiers, and the ledger with the pager in the URL. */
export function CashPage() {
  const css = useCss();
  const [path, navigate] = useLocation();
  const q = new URLSearchParams(useSearch());
  const page = Math.max(1, Number(q.get('page')) || 1);
  const size = pageSizeOf(Number(q.get('size')) || undefined);
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getWalletAccount({ page, size }, { silent: true }), `${page}|${size}|${viewer}`);
  const go = (p: number, s: number) => {
    const next = new URLSearchParams();
    if (p > 1) next.set('page', String(p));
    if (s !== pageSizeOf(undefined)) next.set('size', String(s));
    navigate(next.toString() ? `${path}?${next}` : path);
  };
  const cls = css`
    display: grid; gap: 16px; align-content: start;
    .balance { display: flex; align-items: baseline; gap: 12px; padding: 16px; background: ${t.primarySoft}; border-radius: 8px; }
    .balance b { font-size: 28px; color: ${t.price}; }
  `;
  const data = state.data;
  return (
    <PersonalLayout title="现金账户">
      <div className={cls}>
        {state.status === 'error' && !data ? (
          <ErrorBox message={errorText(state.error, '现金账户加载失败，请检查网络后重试')} onRetry={retry} />
        ) : !data ? (
          <Skeleton rows={3} height={48} />
        ) : (
          <>
            <div className="balance">
              <span>账户余额</span>
              <b data-testid="cash-balance">¥{data.balance}</b>
            </div>
            <TopUpPanel onDone={retry} />
            <PayPasswordSection />
            <h2 className={css`margin: 0; font-size: 16px;`}>账户明细</h2>
            {data.list.length === 0 ? (
              <Empty>暂无账户明细，充值或使用余额支付后会显示在这里</Empty>
            ) : (
              <Table
                testId="cash-ledger"
                caption="账户明细"
                captionHidden
                columns={LEDGER_COLUMNS}
                rows={data.list}
                rowKey={(e) => e.id}
              />
            )}
            {data.total > 0 && <Pager page={page} size={size} total={data.total} onChange={go} />}
          </>
        )}
      </div>
    </PersonalLayout>
  );
}
