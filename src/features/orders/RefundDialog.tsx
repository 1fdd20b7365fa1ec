import { useRef, useState } from 'react';
import { ApiError, errorText, uploadPicture } from '../../api';
import { REFUND_IMAGES_MAX } from '../../model/constants';
import { MSG, ORDER_MSG } from '../../model/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { commitRefund } from './orders-api';

/** SPEC §5: only jpeg, jpg, png, bmp (the server checks the content again). */
const PICTURE = /\.(jpe?g|png|bmp)$/i;
const REASON_MAX = 200;

/** 申请退款: a reason and up to REFUND_IMAGES_MAX pictures (SPEC §5 upload rules); the add button hides at the limit. */
export function RefundDialog({ orderId, onClose, onDone }: { orderId: number | null; onClose: () => void; onDone: () => void }) {
  const css = useCss();
  const [reason, setReason] = useState('');
  const [pictures, setPictures] = useState<{ url: string; preview: string; name: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const close = () => {
    pictures.forEach((p) => URL.revokeObjectURL(p.preview));
    setPictures([]);
    setReason('');
    setError(null);
    onClose();
  };
  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!PICTURE.test(file.name)) return toast(MSG.badPicture, 'error');
    setBusy(true);
    try {
      const { url } = await uploadPicture(file, file.name, { quiet: true });
      setPictures((ps) => [...ps, { url, preview: URL.createObjectURL(file), name: file.name }]);
    } catch (e) {
      toast(e instanceof ApiError && e.message === MSG.badPicture ? MSG.badPicture : MSG.uploadFailed, 'error');
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    if (!reason.trim()) return setError(ORDER_MSG.refundReasonRequired);
    if (orderId === null) return;
    setBusy(true);
    try {
      await commitRefund(orderId, reason.trim(), pictures.map((p) => p.url));
      pictures.forEach((p) => URL.revokeObjectURL(p.preview));
      setPictures([]);
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
    .pics { display: flex; gap: 8px; flex-wrap: wrap; }
    figure { margin: 0; position: relative; width: 80px; height: 80px; border: 1px solid ${t.border}; border-radius: 4px; overflow: hidden; }
    figure img { width: 100%; height: 100%; object-fit: cover; }
    figure button { position: absolute; top: 2px; right: 2px; border: none; border-radius: 50%; width: 20px; height: 20px; background: rgba(0,0,0,.55); color: #fff; cursor: pointer; }
    .add { width: 80px; height: 80px; border: 1px dashed ${t.border}; border-radius: 4px; display: grid; place-items: center; color: ${t.muted}; cursor: pointer; font-size: 12px; }
    input[type='file'] { position: absolute; width: 1px; height: 1px; opacity: 0; }
    .hint { color: ${t.muted}; font-size: 12px; }
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
          <Button variant="primary" disabled={busy} onClick={() => void submit()}>
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
        <div className="pics">
          {pictures.map((p) => (
            <figure key={p.url}>
              <img src={p.preview} alt={p.name} />
              <button type="button" aria-label={`删除${p.name}`} onClick={() => setPictures(pictures.filter((x) => x !== p))}>
                ×
              </button>
            </figure>
          ))}
          {pictures.length < REFUND_IMAGES_MAX && (
            <label className="add" aria-busy={busy}>
              + 上传凭证
              <input ref={input} type="file" accept=".jpg,.jpeg,.png,.bmp" onChange={(e) => void pick(e.target.files?.[0])} />
            </label>
          )}
        </div>
        <span className="hint">凭证图片最多 {REFUND_IMAGES_MAX} 张，支持 jpg、jpeg、png、bmp</span>
        {error && (
          <span className="msg" role="alert">
            {error}
          </span>
        )}
      </div>
    </Dialog>
  );
}
