import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { errorText } from '../../api';
import { call } from '../../api/call';
import * as wallet from '../../contract/wallet';
import { pageSizeOf } from '../../model/constants';
import { $viewerKey } from '../../stores/viewer';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { PersonalLayout } from '../account';
import { TopUpPanel } from './TopUpPanel';

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** /personal/cash (现金账户): balance, top-up with the bonus tiers, and the ledger with the pager in the URL. */
export function CashPage() {
  const css = useCss();
  const [path, navigate] = useLocation();
  const q = new URLSearchParams(useSearch());
  const page = Math.max(1, Number(q.get('page')) || 1);
  const size = pageSizeOf(Number(q.get('size')) || undefined);
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => call(wallet.accountIndex, { page, size }, { silent: true }), `${page}|${size}|${viewer}`);
  const go = (p: number, s: number) => {
    const next = new URLSearchParams();
    if (p > 1) next.set('page', String(p));
    if (s !== pageSizeOf(undefined)) next.set('size', String(s));
    navigate(next.toString() ? `${path}?${next}` : path);
  };
  const cls = css`
    display: grid; gap: 16px;
    .balance { display: flex; align-items: baseline; gap: 12px; padding: 16px; background: ${t.primarySoft}; border-radius: 8px; }
    .balance b { font-size: 28px; color: ${t.price}; }
    table { width: 100%; border-collapse: collapse; }
    th, td { padding: 10px 8px; border-bottom: 1px solid ${t.border}; text-align: left; }
    th { color: ${t.muted}; font-weight: 500; background: ${t.bg}; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; }
    td.in { color: ${t.primary}; } td.out { color: ${t.price}; }
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
            <h2 className={css`margin: 0; font-size: 16px;`}>账户明细</h2>
            {data.list.length === 0 ? (
              <Empty>暂无账户明细，充值或使用余额支付后会显示在这里</Empty>
            ) : (
              <table data-testid="cash-ledger">
                <thead>
                  <tr>
                    <th>时间</th>
                    <th>类型</th>
                    <th>说明</th>
                    <th className="num">金额（元）</th>
                    <th className="num">余额（元）</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((e) => (
                    <tr key={e.id}>
                      <td>{when(e.created_at)}</td>
                      <td>{e.kind_text}</td>
                      <td>{e.order_code ? `订单 ${e.order_code}` : e.note}</td>
                      <td className={`num ${e.delta.startsWith('-') ? 'out' : 'in'}`}>{e.delta.startsWith('-') ? e.delta : `+${e.delta}`}</td>
                      <td className="num">{e.balance_after}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {data.total > 0 && <Pager page={page} size={size} total={data.total} onChange={go} />}
          </>
        )}
      </div>
    </PersonalLayout>
  );
}
