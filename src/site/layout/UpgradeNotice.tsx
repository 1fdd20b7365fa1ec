import { useState } from 'react';
import { MSG } from '../../model/messages';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';

/** System-upgrade notice (SPEC §1), shown only when the app flag is set. */
export function UpgradeNotice({ enabled }: { enabled: boolean }) {
  const [open, setOpen] = useState(enabled);
  return (
    <Dialog
      open={open}
      title={MSG.upgradeTitle}
      onClose={() => setOpen(false)}
      testId="upgrade-notice"
      footer={<Button variant="primary" onClick={() => setOpen(false)}>我知道了</Button>}
    >
      <p>{MSG.upgradeText}</p>
    </Dialog>
  );
}
