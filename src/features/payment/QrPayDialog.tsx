import { useEffect, useRef, useState } from 'react';
import QRCode from 'qrcode';
import { getPayStatus } from '../../api/payment';
import { PAY_POLL_MS, QR_SIZE } from '../../model/constants';
import { PAY_MSG } from '../../model/payment-messages';
import { WAY_TEXT, type WalletWay } from '../../model/payment-rules';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

export interface QrRequest {
  /** What the QR encodes. */
  codeUrl: string;
  /** What ajaxGetStatus is asked about: an order code, a top-up code or a payment's out_trade_no. */
  pollCode: string;
  /** Repayments are polled by `orderNo` (SPEC §7: the credit result check), the rest by `order_code`. */
  pollAs?: 'order_code' | 'orderNo';
  amount: string;
  way: WalletWay;
  /** The sandbox's QR is a local page: offer to open it on this computer. */
  sandbox: boolean;
}

/**
 * The wallet QR payment dialog (SPEC §4): a 280×280 QR, the result polled every second; on success it closes, says
 * so (`successText`) and tells the parent; closing stops polling and clears the QR. Timers go with the component.
 */
export function QrPayDialog({
  request,
  title,
  successText,
  onPaid,
  onClose,
}: {
  request: QrRequest | null;
  title: string;
  successText: string;
  onPaid: () => void;
  onClose: () => void;
}) {
  const css = useCss();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const live = useRef(0);

  useEffect(() => {
    setSrc(null);
    setFailed(false);
    if (!request) return;
    const run = ++live.current;
    QRCode.toDataURL(request.codeUrl, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => run === live.current && setSrc(url),
      () => run === live.current && setFailed(true),
    );
    const poll = () => {
      timer.current = setTimeout(() => {
        const input = request.pollAs === 'orderNo' ? { orderNo: request.pollCode } : { order_code: request.pollCode };
        getPayStatus(input, { silent: true })
          .then((data) => {
            if (run !== live.current) return;
            if (data && data.paid === 1) {
              live.current++;
              setSrc(null);
              toast(successText, 'success');
              onPaid();
            } else poll();
          })
          .catch(() => run === live.current && poll());
      }, PAY_POLL_MS);
    };
    poll();
    return () => {
      // Closing or unmounting: no more polls, no late answer acted on.
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `live` is a run counter, not an element: bumping its current value is the point
      live.current++;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new request object is a new payment; the callbacks are read when it resolves
  }, [request]);

  const cls = css`
    display: grid; justify-items: center; gap: 10px; text-align: center;
    .qr { width: ${QR_SIZE}px; height: ${QR_SIZE}px; display: grid; place-items: center; border: 1px solid ${t.border}; border-radius: 6px; background: #fff; }
    .qr img { width: ${QR_SIZE}px; height: ${QR_SIZE}px; }
    .amount { font-size: 22px; font-weight: 700; color: ${t.price}; }
    .hint { color: ${t.muted}; }
    .sandbox { color: ${t.warn}; font-size: 12px; }
    .sandbox a { color: ${t.primary}; }
  `;
  return (
    <Dialog open={request !== null} title={title} onClose={onClose} width={380} testId="qr-pay-dialog">
      {request && (
        <div className={cls}>
          <div className="amount">¥{request.amount}</div>
          <div className="qr" aria-busy={!src && !failed}>
            {src ? (
              <img src={src} width={QR_SIZE} height={QR_SIZE} alt={`${WAY_TEXT[request.way]}支付二维码`} data-testid="qr-image" />
            ) : failed ? (
              <span role="alert">{PAY_MSG.qrFailed}</span>
            ) : (
              <span className="hint">正在生成二维码…</span>
            )}
          </div>
          <div className="hint">{PAY_MSG.scanHint(WAY_TEXT[request.way])}</div>
          <div className="hint" role="status">
            {PAY_MSG.waiting}
          </div>
          {request.sandbox && (
            <div className="sandbox">
              {PAY_MSG.sandboxLabel}：无需手机，可
              <a href={request.codeUrl} target="_blank" rel="noopener" data-testid="sandbox-link">
                在新窗口打开模拟支付页
              </a>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
