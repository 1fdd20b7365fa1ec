import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $needsArea } from '../../stores/session';
import { loadable } from '../../ui/loadable';
import { $companyChoices } from './company-choice';

// The dialogs load when first needed, not with the first page.
const CompanyChooser = loadable(() => import('./CompanyChooser').then((m) => m.CompanyChooser));
const AreaDialog = loadable(() => import('./AreaDialog').then((m) => m.AreaDialog));

/**
 * Account dialogs that may appear on any page: the company choice after login, then the missing-area dialog
 * (SPEC §2.11: a logged-in client whose province, city or area is missing). Closing the area dialog puts it off
 * until the next visit; it comes back while the area is still missing.
 */
export function AccountOverlays() {
  const companies = useStore($companyChoices);
  const needsArea = useStore($needsArea);
  const [areaDismissed, setAreaDismissed] = useState(false);
  return (
    <>
      {companies && <CompanyChooser />}
      {needsArea && !areaDismissed && <AreaDialog open onClose={() => setAreaDismissed(true)} />}
    </>
  );
}
