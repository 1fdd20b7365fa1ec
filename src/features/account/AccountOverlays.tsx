import { AreaGate } from './AreaGate';
import { CompanyChooser } from './CompanyChooser';

/** Account dialogs that may appear on any page: the company choice after login, then the missing-area dialog. */
export function AccountOverlays() {
  return (
    <>
      <CompanyChooser />
      <AreaGate />
    </>
  );
}
