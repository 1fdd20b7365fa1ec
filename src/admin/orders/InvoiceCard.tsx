import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { downloadInvoice, getOrderInvoice, issueInvoice } from '../../api/admin/invoices';
import { errorText } from '../../api/errors';
import type { OrderInvoice } from '../../contract/invoices';
import { UPLOAD_MAX_MB } from '../../model/constants';
import { INVOICE_MSG, INVOICE_STATUS, invoiceNoProblem } from '../../model/invoice-rules';
import { STAFF_ACCESS } from '../../model/staff';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { useRemote } from '../../ui/useRemote';
import { Loaded } from '../Loaded';
import { $me, mayUse } from '../session';

/**
 * 发票 of an order in the back office: the record (status, the details it was asked with, amount, number) and, for
 * 财务, the upload of the number and the PDF/OFD file (checked by content on the server); uploading again corrects it.
 */
export function InvoiceCard({ code }: { code: string }) {
  const canIssue = mayUse(useStore($me), STAFF_ACCESS.finance);
  const { state, retry } = useRemote(() => getOrderInvoice(code), `invoice|${code}`);
  const [issued, setIssued] = useState<OrderInvoice | null>(null);
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const upload = async (e: FormEvent) => {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    const why = invoiceNoProblem(number) ?? (!file ? INVOICE_MSG.fileMissing : file.size > UPLOAD_MAX_MB * 1024 * 1024 ? INVOICE_MSG.fileTooLarge(UPLOAD_MAX_MB) : null);
    setProblem(why ?? '');
    if (why || !file) return;
    const form = new FormData();
    form.append('order_code', code);
    form.append('invoice_no', number.trim());
    form.append('file', file, file.name);
    setBusy(true);
    try {
      setIssued(await issueInvoice(form));
      toast(`已开具发票：${number.trim()}`, 'success');
      setNumber('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (err) {
      setProblem(errorText(err, '发票上传失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="card" data-testid="admin-invoice">
      <h2>发票</h2>
      <Loaded state={issued ? { status: 'ready', data: issued } : state} retry={retry} failed="发票信息加载失败" empty="" isEmpty={() => false} rows={1}>
        {(d) => (
          <>
            <dl>
              <div>
                <dt>开票状态</dt>
                <dd data-testid="admin-invoice-status">{d.status_text}</dd>
              </div>
              {d.details && (
                <>
                  <div>
                    <dt>发票类型</dt>
                    <dd>{d.details.kind_text}</dd>
                  </div>
                  <div>
                    <dt>开票金额</dt>
                    <dd>¥{d.amount}</dd>
                  </div>
                  <div>
                    <dt>抬头</dt>
                    <dd>{d.details.title}</dd>
                  </div>
                  <div>
                    <dt>税号</dt>
                    <dd>{d.details.tax_no}</dd>
                  </div>
                  {d.details.kind === 'special' && (
                    <>
                      <div>
                        <dt>开户行及账号</dt>
                        <dd>
                          {d.details.bank} {d.details.account}
                        </dd>
                      </div>
                      <div>
                        <dt>地址电话</dt>
                        <dd>
                          {d.details.address} {d.details.phone}
                        </dd>
                      </div>
                    </>
                  )}
                </>
              )}
              {d.status === INVOICE_STATUS.issued && (
                <div>
                  <dt>发票号码</dt>
                  <dd>
                    {d.invoice_no}（{d.issued_at}）{' '}
                    <Button
                      variant="text"
                      size="sm"
                      onClick={() => void downloadInvoice(code, d.file_type).catch((err: unknown) => toast(errorText(err, '下载失败'), 'error'))}
                    >
                      下载
                    </Button>
                  </dd>
                </div>
              )}
            </dl>
            {canIssue && (
              <form onSubmit={(e) => void upload(e)} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginTop: 12 }} noValidate>
                <label>
                  发票号码{' '}
                  <input name="invoice_no" value={number} maxLength={20} onChange={(e) => setNumber(e.target.value)} placeholder="8-20位数字或字母" />
                </label>
                <label>
                  发票文件{' '}
                  <input ref={fileRef} name="invoice_file" type="file" accept=".pdf,.ofd,application/pdf,application/ofd" />
                </label>
                <Button type="submit" variant="primary" size="sm" disabled={busy}>
                  {busy ? '上传中…' : d.status === INVOICE_STATUS.issued ? '更正发票' : '上传发票'}
                </Button>
                {problem && (
                  <span role="alert" style={{ color: '#c0392b', fontSize: 13 }}>
                    {problem}
                  </span>
                )}
              </form>
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
