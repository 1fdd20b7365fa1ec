import { useState } from 'react';
import { addPurchaser } from '../../api/compliance';
import { purchaserProblems, type PurchaserInput } from '../../model/compliance-forms';
import { COMPLIANCE_UI as U } from '../../model/compliance-texts';
import { chinaDay } from '../../model/date-range';
import { addDays } from '../../model/salesman-report';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { TextField, useFormCss } from '../account';
import { LicenceUpload, type Picture } from '../register';
import { DayField } from './DayField';
import { useCheckedSend } from './useCheckedSend';

/** Register an authorised purchaser: name, ID number, mobile, the authorisation letter and its validity. */
export function PurchaserDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const css = useCss();
  const formCss = useFormCss();
  const today = chinaDay(new Date());
  const [v, setV] = useState({ name: '', id_card: '', phone: '', valid_from: today, valid_until: addDays(today, 364) });
  const [letter, setLetter] = useState<Picture[]>([]);
  const input = (): PurchaserInput => ({ ...v, letter_url: letter[0]?.url ?? '' });
  const set = (k: keyof typeof v) => (value: string) => setV((x) => ({ ...x, [k]: value }));

  const { problems, busy, submit: send } = useCheckedSend({
    input,
    problemsOf: purchaserProblems,
    send: (i: PurchaserInput) => addPurchaser(i, { quiet: true }),
    okText: U.added,
    done: onAdded,
  });
  const cls = css`
    input[type='date'] { width: 100%; max-width: 340px; box-sizing: border-box; padding: 7px 10px; border: 1px solid ${t.border}; border-radius: 6px; font: inherit; }
  `;
  return (
    <Dialog
      open
      title={U.addPurchaser}
      onClose={onClose}
      width={640}
      testId="purchaser-dialog"
      footer={
        <>
          <Button onClick={onClose}>{U.cancel}</Button>
          <Button variant="primary" onClick={send} disabled={busy} aria-busy={busy}>
            {U.addPurchaser}
          </Button>
        </>
      }
    >
      <div className={`${formCss} ${cls}`}>
        <TextField label={U.name} required value={v.name} onValue={set('name')} error={problems.name} maxLength={20} />
        <TextField label={U.idCard} required value={v.id_card} onValue={set('id_card')} error={problems.id_card} maxLength={18} autoComplete="off" />
        <TextField label={U.phone} required type="tel" value={v.phone} onValue={set('phone')} error={problems.phone} maxLength={11} />
        <DayField label={U.authFrom} value={v.valid_from} onValue={set('valid_from')} error={problems.valid_from} />
        <DayField label={U.authUntil} value={v.valid_until} onValue={set('valid_until')} error={problems.valid_until} min={today} />
        <LicenceUpload licence={{ key: 'attorney', name: U.letter, need: 'required' }} limit={1} pictures={letter} onChange={setLetter} error={problems.letter_url} />
      </div>
    </Dialog>
  );
}
