import { useState } from 'react';
import { renewLicence } from '../../api/compliance';
import type { LicenceRow } from '../../contract/compliance';
import { renewalProblems, type RenewalInput } from '../../model/compliance-forms';
import { COMPLIANCE_UI as U } from '../../model/compliance-texts';
import { chinaDay } from '../../model/date-range';
import type { LicenceKey } from '../../model/licences';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { TextField, useFormCss } from '../account';
import { LicenceUpload, type Picture } from '../register';
import { DayField } from './DayField';
import { useCheckedSend } from './useCheckedSend';

/**
 * Upload a renewed licence: number, issuer, validity and the picture, checked by the same rules as the server;
 * sent for the operator's review. Nothing is kept when the dialog is cancelled.
 */
export function RenewalDialog({ licence, onClose, onSent }: { licence: LicenceRow; onClose: () => void; onSent: () => void }) {
  const css = useCss();
  const formCss = useFormCss();
  const [v, setV] = useState({ number: '', issuer: licence.issuer, valid_from: chinaDay(new Date()), valid_until: '' });
  const [pictures, setPictures] = useState<Picture[]>([]);
  const input = (): RenewalInput => ({ kind: licence.kind, ...v, url: pictures[0]?.url ?? '' });
  const set = (k: keyof typeof v) => (value: string) => setV((x) => ({ ...x, [k]: value }));

  const { problems, busy, submit: send } = useCheckedSend({
    input,
    problemsOf: renewalProblems,
    send: (i: RenewalInput) => renewLicence(i, { quiet: true }),
    okText: U.renewSent,
    done: onSent,
  });
  const cls = css`
    input[type='date'] { width: 100%; max-width: 340px; box-sizing: border-box; padding: 7px 10px; border: 1px solid ${t.border}; border-radius: 6px; font: inherit; }
  `;
  return (
    <Dialog
      open
      title={U.renewTitle(licence.name)}
      onClose={onClose}
      width={640}
      testId="renewal-dialog"
      footer={
        <>
          <Button onClick={onClose}>{U.cancel}</Button>
          <Button variant="primary" onClick={send} disabled={busy} aria-busy={busy}>
            {U.submit}
          </Button>
        </>
      }
    >
      <div className={`${formCss} ${cls}`}>
        <TextField label={U.number} required value={v.number} onValue={set('number')} error={problems.number} maxLength={60} />
        <TextField label={U.issuer} required value={v.issuer} onValue={set('issuer')} error={problems.issuer} maxLength={60} />
        <DayField label={U.validFrom} value={v.valid_from} onValue={set('valid_from')} error={problems.valid_from} />
        <DayField label={U.validUntil} value={v.valid_until} onValue={set('valid_until')} error={problems.valid_until} min={chinaDay(new Date())} />
        <LicenceUpload licence={{ key: licence.kind as LicenceKey, name: U.picture, need: 'required' }} limit={1} pictures={pictures} onChange={setPictures} error={problems.url} />
      </div>
    </Dialog>
  );
}
