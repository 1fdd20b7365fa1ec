import { useState } from 'react';
import { errorText } from '../../api';
import { MSG, ORDER_MSG } from '../../model/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { commitRefund } from '../../api/orders';
import { RefundPictures, usePictures } from './RefundPictures';

const REASON_MAX = 200;

/** 申请退款: a reason and up to REFUND_IMAGES_MAX pictures (SPEC §5 upload rules); the add button hides at the limit. */
export function RefundDialog({ orderId, onClose, onDone }: { orderId: number | null; onClose: () => void; onDone: () => void }) {
  const css = useCss();
  const [reason, setReason] = useState('');
  const pictures = usePictures();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    pictures.clear();
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!reason.trim()) return setError(ORDER_MSG.refundReasonRequired);
    if (orderId === null) return;
    setBusy(true);
    try {
      await commitRefund(orderId, reason.trim(), pictures.urls);
      pictures.clear();
      setReason('');
      onDone();
    } catch (e) {
      setError(errorText(e, MSG.httpDefault));
    } finally {
      setBusy(false);
    }
  };

  const cls = css`
    display: grid; gap: 10px;
    textarea { width: 100%; min-height: 88px; border: 1px solid ${t.border}; border-radius: 4px; padding: 8px; font: inherit; resize: vertical; }
    .msg { color: ${t.danger}; font-size: 12px; }
  `;
  return (
    <Dialog
      open={orderId !== null}
      title="申请退款"
      onClose={close}
      testId="refund-dialog"
      footer={
        <>
          <Button onClick={close}>取消</Button>
          <Button variant="primary" disabled={busy || pictures.busy} onClick={() => void submit()}>
            提交申请
          </Button>
        </>
      }
    >
      <div className={cls}>
        <label>
          退款原因
          <textarea
            aria-label="退款原因"
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            placeholder="请描述退款原因，如商品破损、错发、漏发等"
          />
        </label>
        <RefundPictures state={pictures} />
        {error && (
          <span className="msg" role="alert">
            {error}
          </span>
        )}
      </div>
    </Dialog>
  );
}
