import { useState } from 'react';
import { Link } from 'wouter';
import type { OrderInvoice } from '../../contract/invoices';
import { INVOICE_KIND_TEXT, INVOICE_KINDS, INVOICE_MSG, INVOICE_STATUS, type InvoiceKind } from '../../model/invoice-rules';
import { MSG } from '../../model/messages';
import { errorText } from '../../api';
import { getOrderInvoice, requestInvoice } from '../../api/invoices';
import { downloadInvoice } from './InvoiceBadge';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useRemote } from '../../ui/useRemote';

/**
 * 发票 in the order detail (loaded with the detail, lazily: the list does not need it): 未申请 (and, for a paid or finished order, asking for one with the account's details),
 * 待开票 with the details the order keeps, 已开票 with number, amount and the file to download.
 */
export default function OrderInvoiceSection({ orderId }: { orderId: number }) {
  const { state, retry } = useRemote(() => getOrderInvoice(orderId, { silent: true }), `invoice#${orderId}`);
  const [answer, setAnswer] = useState<OrderInvoice | null>(null);
  const [kind, setKind] = useState<InvoiceKind>('special');
  const [busy, setBusy] = useState(false);
  const d = answer ?? state.data;

  const request = async () => {
    setBusy(true);
    try {
      setAnswer(await requestInvoice({ id: orderId, kind }, { quiet: true }));
      toast(INVOICE_MSG.requested, 'success');
    } catch (e) {
      toast(errorText(e, MSG.networkError), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section data-testid="order-invoice" aria-labelledby={`invoice-${orderId}`}>
      <h2 id={`invoice-${orderId}`}>发票</h2>
      {state.status === 'error' && !d ? (
        <ErrorBox message="发票信息加载失败" onRetry={retry} />
      ) : !d ? (
        <Skeleton rows={1} />
      ) : (
        <dl>
          <dt>开票状态</dt>
          <dd data-testid="invoice-status">{d.status_text}</dd>
          {d.details && (
            <>
              <dt>发票类型</dt>
              <dd>{d.details.kind_text}</dd>
              <dt>抬头 / 税号</dt>
              <dd>
                {d.details.title} / {d.details.tax_no}
              </dd>
              {d.details.kind === 'special' && (
                <>
                  <dt>开户银行 / 账号</dt>
                  <dd>
                    {d.details.bank} {d.details.account}
                  </dd>
                  <dt>注册地址 / 电话</dt>
                  <dd>
                    {d.details.address} {d.details.phone}
                  </dd>
                </>
              )}
              <dt>开票金额</dt>
              <dd>¥{d.amount}</dd>
            </>
          )}
          {d.status === INVOICE_STATUS.issued && (
            <>
              <dt>发票号码</dt>
              <dd data-testid="invoice-no">{d.invoice_no}</dd>
              <dt>开票时间</dt>
              <dd>{d.issued_at}</dd>
              <dt>发票文件</dt>
              <dd>
                <Button size="sm" variant="primary" onClick={() => void downloadInvoice(d.order_id, d.order_code, d.file_type)}>
                  下载发票（{d.file_type.toUpperCase()}）
                </Button>
              </dd>
            </>
          )}
          {d.status === INVOICE_STATUS.pending && (
            <>
              <dt>说明</dt>
              <dd>已申请（{d.requested_at}），开具后可在此下载</dd>
            </>
          )}
          {d.can_request === 1 && (
            <>
              <dt>申请开票</dt>
              <dd>
                <select aria-label="发票类型" value={kind} onChange={(e) => setKind(e.target.value as InvoiceKind)} disabled={busy}>
                  {INVOICE_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {INVOICE_KIND_TEXT[k]}
                    </option>
                  ))}
                </select>{' '}
                <Button size="sm" disabled={busy} onClick={() => void request()}>
                  {busy ? '提交中…' : '申请开票'}
                </Button>{' '}
                <Link href="/personal/basicInformation#invoice">修改发票信息</Link>
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
