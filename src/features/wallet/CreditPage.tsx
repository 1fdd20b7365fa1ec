import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { getCreditInfo, repayCreditBill } from '../../api/wallet';
import type { CreditBill, CreditEntry } from '../../contract/wallet';
import { chinaTimeOf } from '../../model/date-range';
import { PAY_MSG } from '../../model/payment-messages';
import { WAY_TEXT, type WalletWay } from '../../model/payment-rules';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { Table, type Column } from '../../ui/Table';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { PersonalLayout } from '../account';
import { QrPayDialog, type QrRequest } from '../payment';

const STATUS_COLOUR: Record<number, string> = { 1: t.danger, 2: t.warn, 3: t.primary, 4: t.muted };

const CREDIT_LEDGER_COLUMNS: Column<CreditEntry>[] = [
  { title: '时间', cell: (e) => chinaTimeOf(e.created_at), nowrap: true },
  { title: '类型', cell: (e) => e.kind_text },
  { title: '关联', cell: (e) => e.order_code || e.bill_code },
  { title: '额度变动', num: true, cell: (e) => e.delta },
  { title: '已用额度', num: true, cell: (e) => e.used_after },
];

/**
 * /personal/creditManagement (信用管理), for credit clients only (others are told so): limit, used, available
 * (= limit − unpaid bills − open credit orders), the bills with their repayment status 1–4, repay a bill by QR, and
 * the latest changes of credit in use.
 */
export function CreditPage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getCreditInfo({ silent: true }), viewer);
  const [qr, setQr] = useState<QrRequest | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function repay(bill: CreditBill, way: WalletWay) {
    setBusy(bill.bill_id);
    try {
      const r = await repayCreditBill(bill.bill_id, way);
      setQr({ codeUrl: r.code_url, pollCode: r.out_trade_no, pollAs: 'orderNo', amount: r.amount, way, sandbox: r.sandbox === 1 });
    } catch {
      /* the client has shown the server's message */
    } finally {
      setBusy(null);
    }
  }

  const billColumns: Column<CreditBill>[] = [
    { title: '账单', cell: (b) => b.bill_code, nowrap: true },
    { title: '账期', cell: (b) => b.period },
    { title: '账单金额', num: true, cell: (b) => b.amount },
    { title: '已还', num: true, cell: (b) => b.repaid },
    { title: '待还', num: true, cell: (b) => b.remaining },
    {
      title: '还款日',
      nowrap: true,
      cell: (b) => (
        <>
          {b.due_date}
          {b.overdue === 1 && <span className="overdue">已逾期</span>}
        </>
      ),
    },
    { title: '状态', cell: (b) => <span style={{ color: STATUS_COLOUR[b.status] }}>{b.status_text}</span> },
    {
      title: '操作',
      cell: (b) =>
        b.status !== 3 && (
          <span className="acts">
            {(['wx', 'zfb'] as const).map((w) => (
              <Button key={w} size="sm" disabled={busy === b.bill_id} onClick={() => void repay(b, w)} aria-label={`${WAY_TEXT[w]}还款 ${b.bill_code}`}>
                {WAY_TEXT[w]}还款
              </Button>
            ))}
          </span>
        ),
    },
  ];

  const cls = css`
    display: grid; gap: 16px; align-content: start;
    .cards { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }
    .cards div { padding: 14px 16px; border-radius: 8px; background: ${t.bg}; }
    .cards b { display: block; font-size: 22px; margin-top: 4px; }
    .cards .avail b { color: ${t.primary}; }
    .note { color: ${t.muted}; font-size: 13px; }
    .acts { display: flex; gap: 6px; }
    .overdue { color: ${t.danger}; font-size: 12px; margin-left: 4px; }
  `;
  const data = state.data;
  return (
    <PersonalLayout title="信用管理">
      {state.status === 'error' && !data ? (
        <ErrorBox message={errorText(state.error, '信用信息加载失败，请检查网络后重试')} onRetry={retry} />
      ) : !data ? (
        <Skeleton rows={3} height={48} />
      ) : data.is_credit !== 1 ? (
        <Empty>{PAY_MSG.notCredit}，如需开通授信请联系您的业务员</Empty>
      ) : (
        <div className={cls} data-testid="credit-page">
          <div className="cards">
            <div>
              授信额度<b data-testid="credit-limit">¥{data.credit_limit}</b>
            </div>
            <div>
              已用额度<b data-testid="credit-used">¥{data.used_credit}</b>
            </div>
            <div className="avail">
              可用额度<b data-testid="credit-available">¥{data.available_credit}</b>
            </div>
          </div>
          <p className="note">
            可用额度 = 授信额度 − 未还账单 ¥{data.unpaid_bills} − 未出账信用订单 ¥{data.open_orders}
          </p>
          <h2 className={css`margin: 0; font-size: 16px;`}>账单与还款</h2>
          {data.bills.length === 0 ? (
            <Empty>暂无账单</Empty>
          ) : (
            <Table
              testId="credit-bills"
              caption="账单与还款"
              captionHidden
              columns={billColumns}
              rows={data.bills}
              rowKey={(b) => b.bill_id}
              rowData={(b) => ({ 'data-testid': 'credit-bill', 'data-status': b.status })}
            />
          )}
          {data.ledger.length > 0 && (
            <>
              <h2 className={css`margin: 0; font-size: 16px;`}>额度明细</h2>
              <Table testId="credit-ledger" caption="额度明细" captionHidden columns={CREDIT_LEDGER_COLUMNS} rows={data.ledger} rowKey={(e) => e.id} />
            </>
          )}
          <QrPayDialog
            request={qr}
            title={`${qr ? WAY_TEXT[qr.way] : ''}扫码还款`}
            successText={PAY_MSG.repaySuccess}
            onPaid={() => {
              setQr(null);
              retry();
            }}
            onClose={() => setQr(null)}
          />
        </div>
      )}
    </PersonalLayout>
  );
}
