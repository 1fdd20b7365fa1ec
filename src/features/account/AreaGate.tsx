import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $needsArea } from '../../stores/session';
import { AreaDialog } from './AreaDialog';

/** Shows the area dialog to a logged-in client whose province, city or area is missing (SPEC §2.11). */
export function AreaGate() {
  const needs = useStore($needsArea);
  // Closing it puts it off until the next visit; it comes back while the area is still missing.
  const [dismissed, setDismissed] = useState(false);
  return <AreaDialog open={needs && !dismissed} onClose={() => setDismissed(true)} />;
}
