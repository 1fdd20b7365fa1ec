import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useSearch } from 'wouter';
import { ApiError, errorText } from '../../api';
import { checkCreditTrade, chooseBankTransfer, getOrderPay, payByQr, payFromAccount } from '../../api/payment';
import type { BankTransferInfo, OrderPayInfo, PayOption } from '../../contract/payments';
import { chinaTimeOf } from '../../model/date-range';
import { MSG } from '../../model/messages';
import { PAY_MSG } from '../../model/payment-messages';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { BankBox, PayOptions } from './PayOptions';
import { QrPayDialog, type QrRequest } from './QrPayDialog';
import { PayPasswordDialog } from './PayPasswordDialog';
import { PAY_PASSWORD_TEXT } from '../../model/pay-password';

type Done = { kind: 'paid' } | { kind: 'bank'; info: BankTransferInfo };

/**
 * /payNow?orderCode= (订单支付): the amount and the ways to pay (SPEC §9 groups). Balance and credit pay at once,
 * bank transfer shows the account and leaves the order awaiting confirmation, WeChat / Alipay open the QR dialog.
 * Everything comes from the server, so a refresh shows the same state (a paid order shows its success state).
 */
export function PayNowPage() {
  const css = useCss();
  const orderCode = (new URLSearchParams(useSearch()).get('orderCode') ?? '').slice(0, 40);
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getOrderPay(orderCode, { silent: true }), `${orderCode}|${viewer}`);
  const [chosen, setChosen] = useState<PayOption['group'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [qr, setQr] = useState<QrRequest | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [asking, setAsking] = useState(false);
  const [passwordError, setPasswordError] = useState('');

  const cls = css`
    max-width: 880px; margin: 0 auto; display: grid; gap: 16px;
    .card { background: ${t.surface}; border-radius: 8px; padding: 20px 24px; }
    .head { display: flex; justify-content: space-between; align-items: baseline; flex-wrap: wrap; gap: 12px; }
    .total { font-size: 26px; font-weight: 700; color: ${t.price}; }
    .muted { color: ${t.muted}; }
    .acts { display: flex; gap: 12px; justify-content: flex-end; margin-top: 16px; }
    .ok { text-align: center; padding: 32px 0; }
    .ok h1 { color: ${t.primary}; margin: 0 0 8px; font-size: 22px; }
    h1.title { margin: 0; font-size: 20px; }
    .ok nav { display: flex; gap: 16px; justify-content: center; margin-top: 16px; }
    .ok a { color: ${t.primary}; }
    .need { color: ${t.warn}; margin: 12px 0 0; font-size: 13px; }
    .need a { color: ${t.primary}; font-weight: 600; }
  `;

  if (!orderCode) return <Empty>缺少订单编号，请从“我的订单”进入支付</Empty>;
  if (state.status === 'loading' && !state.data) return <Skeleton rows={3} />;
  if (state.status === 'error' && !state.data) return <ErrorBox message={errorText(state.error, '订单信息加载失败，请检查网络后重试')} onRetry={retry} />;
  const info = state.data as OrderPayInfo;

  const links = (
    <nav>
      <Link href={`/personal/orderDetail/${info.order_id}`}>查看订单</Link>
      <Link href="/personal/myOrder">我的订单</Link>
      <Link href="/home">继续采购</Link>
    </nav>
  );
  const paid = done?.kind === 'paid' || info.paid === 1;
  if (paid) {
    return (
      <div className={cls}>
        <div className="card ok" data-testid="pay-success" role="status">
          <h1>{PAY_MSG.paySuccess}</h1>
          <p className="muted">订单 {info.order_code} 已支付，我们将尽快为您发货。</p>
          {links}
        </div>
      </div>
    );
  }
  const bank = done?.kind === 'bank' ? done.info : info.status === 10 ? { bank: info.bank, total: info.total } : null;
  if (bank) {
    return (
      <div className={cls}>
        <div className="card" data-testid="bank-pending">
          <h1 className={css`margin: 0 0 8px; font-size: 18px;`}>请按以下信息转账 ¥{bank.total}</h1>
          <p className="muted">{PAY_MSG.bankPending}</p>
          <BankBox bank={bank.bank} />
          <div className="ok">{links}</div>
        </div>
      </div>
    );
  }
  if (info.status !== 0) {
    return <Empty>{PAY_MSG.notPayable(info.status_text)}</Empty>;
  }

  const needsPassword = chosen === 'balance' || chosen === 'credit';
  const passwordMissing = needsPassword && info.pay_password_set === 0;

  /** Balance or credit with the payment password from the dialog; a refusal stays in the dialog. */
  async function payWithPassword(password: string) {
    setBusy(true);
    setPasswordError('');
    try {
      if (chosen === 'credit') {
        const check = await checkCreditTrade(orderCode);
        if (!check.enough) {
          setAsking(false);
          toast(PAY_MSG.creditShort(Math.round(Number(check.available_credit) * 100)), 'warning');
          return;
        }
      }
      await payFromAccount(chosen === 'credit' ? 'credit' : 'balance', orderCode, password, { silent: true });
      setAsking(false);
      toast(PAY_MSG.paySuccess, 'success');
      setDone({ kind: 'paid' });
    } catch (e) {
      setPasswordError(errorText(e, MSG.httpDefault));
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    if (!chosen) return;
    if (needsPassword) {
      setPasswordError('');
      setAsking(true);
      return;
    }
    setBusy(true);
    try {
      if (chosen === 'bankTransfer') {
        setDone({ kind: 'bank', info: await chooseBankTransfer(orderCode) });
      } else {
        const way = chosen === 'wechat' ? 'wx' : 'zfb';
        const r = await payByQr(orderCode, way);
        setQr({ codeUrl: r.code_url, pollCode: orderCode, amount: r.amount, way, sandbox: r.sandbox === 1 });
      }
    } catch (e) {
      // The client has shown the server's message; refresh what the page shows (balance, status).
      if (!(e instanceof ApiError)) toast(errorText(e, MSG.httpDefault), 'error');
      retry();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={cls} data-testid="pay-now">
      <h1 className="title">订单支付</h1>
      <div className="card head">
        <div>
          <div>订单编号：{info.order_code}</div>
          <div className="muted">{info.pay_deadline ? `请在 ${chinaTimeOf(info.pay_deadline)} 前完成支付，超时订单将自动取消` : ''}</div>
        </div>
        <div>
          应付金额 <span className="total" data-testid="pay-total">¥{info.total}</span>
        </div>
      </div>
      <div className="card">
        <PayOptions info={info} chosen={chosen} onChoose={setChosen} />
        {passwordMissing && (
          <p className="need" role="note" data-testid="pay-password-missing">
            {PAY_PASSWORD_TEXT.missing} <Link href="/personal/cash">{PAY_PASSWORD_TEXT.setFirst}</Link>
          </p>
        )}
        <div className="acts">
          <Button
            variant="primary"
            size="lg"
            disabled={!chosen || busy || passwordMissing}
            onClick={() => void submit()}
            data-testid="pay-submit"
          >
            {chosen === 'bankTransfer' ? '确认银行转账' : '立即支付'}
          </Button>
        </div>
      </div>
      <PayPasswordDialog
        open={asking}
        amount={info.total}
        error={passwordError}
        busy={busy}
        onConfirm={(p) => void payWithPassword(p)}
        onClose={() => setAsking(false)}
      />
      <QrPayDialog
        request={qr}
        title={qr?.way === 'wx' ? '微信扫码支付' : '支付宝扫码支付'}
        successText={PAY_MSG.paySuccess}
        onPaid={() => {
          setQr(null);
          setDone({ kind: 'paid' });
        }}
        onClose={() => setQr(null)}
      />
    </div>
  );
}
