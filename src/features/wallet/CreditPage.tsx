import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { call } from '../../api/call';
import * as wallet from '../../contract/wallet';
import type { CreditBill } from '../../contract/wallet';
import { PAY_MSG } from '../../model/payment-messages';
import { WAY_TEXT, type WalletWay } from '../../model/payment-rules';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { PersonalLayout } from '../account';
import { QrPayDialog, type QrRequest } from '../payment';

const STATUS_COLOUR: Record<number, string> = { 1: t.danger, 2: t.warn, 3: t.primary, 4: t.muted };

/**
 * /personal/creditManagement (信用管理), for credit clients only (others are told so): limit, used, available
 * (= limit − unpaid bills − open credit orders), the bills with their repayment status 1–4, repay a bill by QR, and
 * the latest changes of credit in use.
 */
export function CreditPage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => call(wallet.creditInfo, undefined, { silent: true }), viewer);
  const [qr, setQr] = useState<QrRequest | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function repay(bill: CreditBill, way: WalletWay) {
    setBusy(bill.bill_id);
    try {
      const r = await call(way === 'wx' ? wallet.repayWx : wallet.repayAlipay, { bill_id: bill.bill_id });
      setQr({ codeUrl: r.code_url, pollCode: r.out_trade_no, pollAs: 'orderNo', amount: r.amount, way, sandbox: r.sandbox === 1 });
    } catch {
      /* the client has shown the server's message */
    } finally {
      setBusy(null);
    }
  }

  const cls = css`
    display: grid; gap: 16px;
    .cards { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }
    .cards div { padding: 14px 16px; border-radius: 8px; background: ${t.bg}; }
    .cards b { display: block; font-size: 22px; margin-top: 4px; }
    .cards .avail b { color: ${t.primary}; }
    .note { color: ${t.muted}; font-size: 13px; }
    table { width: 100%; border-collapse: collapse; }
    th, td { padding: 10px 8px; border-bottom: 1px solid ${t.border}; text-align: left; }
    th { color: ${t.muted}; font-weight: 500; background: ${t.bg}; }
    .num { text-align: right; font-variant-numeric: tabular-nums; }
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
            <table data-testid="credit-bills">
              <thead>
                <tr>
                  <th>账单</th>
                  <th>账期</th>
                  <th className="num">账单金额</th>
                  <th className="num">已还</th>
                  <th className="num">待还</th>
                  <th>还款日</th>
                  <th>状态</th>
                  <th>操作</th>
                </tr>
              </thead>
              <tbody>
                {data.bills.map((b) => (
                  <tr key={b.bill_id} data-testid="credit-bill" data-status={b.status}>
                    <td>{b.bill_code}</td>
                    <td>{b.period}</td>
                    <td className="num">{b.amount}</td>
                    <td className="num">{b.repaid}</td>
                    <td className="num">{b.remaining}</td>
                    <td>
                      {b.due_date}
                      {b.overdue === 1 && <span className="overdue">已逾期</span>}
                    </td>
                    <td style={{ color: STATUS_COLOUR[b.status] }}>{b.status_text}</td>
                    <td>
                      {b.status !== 3 && (
                        <span className="acts">
                          {(['wx', 'zfb'] as const).map((w) => (
                            <Button key={w} size="sm" disabled={busy === b.bill_id} onClick={() => void repay(b, w)} aria-label={`${WAY_TEXT[w]}还款 ${b.bill_code}`}>
                              {WAY_TEXT[w]}还款
                            </Button>
                          ))}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {data.ledger.length > 0 && (
            <>
              <h2 className={css`margin: 0; font-size: 16px;`}>额度明细</h2>
              <table data-testid="credit-ledger">
                <thead>
                  <tr>
                    <th>时间</th>
                    <th>类型</th>
                    <th>关联</th>
                    <th className="num">额度变动</th>
                    <th className="num">已用额度</th>
                  </tr>
                </thead>
                <tbody>
                  {data.ledger.map((e) => (
                    <tr key={e.id}>
                      <td>{new Date(e.created_at).toLocaleString('zh-CN', { hour12: false })}</td>
                      <td>{e.kind_text}</td>
                      <td>{e.order_code || e.bill_code}</td>
                      <td className="num">{e.delta}</td>
                      <td className="num">{e.used_after}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
