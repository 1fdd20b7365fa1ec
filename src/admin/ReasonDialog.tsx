import { useState } from 'react';
import { STAFF_MSG } from '../model/staff';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { t } from '../ui/theme';

const REASON_MAX = 200;

/**
 * 驳回 (or another step, by `label` and `confirmText`) with a required reason. `onSubmit` answers an error text to show, or null when done;
 * an empty reason is refused here without a request.
 */
export function ReasonDialog({
  open,
  title,
  onClose,
  onSubmit,
  label = '驳回原因（客户会看到）',
  confirmText = '确认驳回',
}: {
  open: boolean;
  title: string;
  label?: string;
  confirmText?: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<string | null>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) return setError(STAFF_MSG.rejectReasonRequired);
    setBusy(true);
    const problem = await onSubmit(reason.trim()).finally(() => setBusy(false));
    if (problem) setError(problem);
    else setReason('');
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      width={460}
      testId="reject-dialog"
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="danger" disabled={busy} onClick={() => void submit()}>
            {confirmText}
          </Button>
        </>
      }
    >
      <label htmlFor="reject-reason" style={{ display: 'block', marginBottom: 6 }}>
        {label}
      </label>
      <textarea
        id="reject-reason"
        value={reason}
        maxLength={REASON_MAX}
        rows={4}
        style={{ width: '100%', font: 'inherit', padding: 8 }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'reject-error' : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setError('');
        }}
      />
      {error && (
        <p id="reject-error" role="alert" style={{ color: t.danger, margin: '6px 0 0' }}>
          {error}
        </p>
      )}
    </Dialog>
  );
}
