import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { ACCOUNT_MSG, MSG } from '../../model/messages';
import { errorText } from '../../api';
import { chooseCompany } from '../../stores/auth';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { $companyChoices } from './company-choice';

/**
 * After login, a client buying from several companies picks one (POST /w1/selectCompany). Closing the dialog keeps
 * the account's own company, which login already bound.
 */
export function CompanyChooser() {
  const css = useCss();
  const companies = useStore($companyChoices);
  const onDone = () => $companyChoices.set(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const choice = picked ?? companies?.[0]?.company_id ?? null;
  const confirm = async () => {
    if (choice === null) return;
    setBusy(true);
    try {
      await chooseCompany(choice);
      onDone();
    } catch (e) {
      toast(errorText(e, MSG.networkError), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={Boolean(companies?.length)}
      title={ACCOUNT_MSG.companyChoose}
      onClose={onDone}
      testId="company-chooser"
      footer={
        <Button variant="primary" onClick={() => void confirm()} disabled={busy}>
          {MSG.confirm}
        </Button>
      }
    >
      <div role="radiogroup" aria-label={ACCOUNT_MSG.companyChoose} className={css`display: grid; gap: 8px; label { display: flex; gap: 8px; align-items: center; padding: 10px 12px; border: 1px solid ${t.border}; border-radius: 6px; cursor: pointer; } label:has(input:checked) { border-color: ${t.primary}; background: ${t.primarySoft}; }`}>
        {companies?.map((c) => (
          <label key={c.company_id}>
            <input type="radio" name="company" checked={choice === c.company_id} onChange={() => setPicked(c.company_id)} />
            {c.company_name}
          </label>
        ))}
      </div>
    </Dialog>
  );
}
