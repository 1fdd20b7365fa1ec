import { useCallback, useState } from 'react';
import { persistence, LOCAL_KEYS } from '../../stores/persistence';

/** Whether the side cart is open, kept across navigation and refresh when `persist` (SPEC §2.11 side panels). */
export function useSideCartOpen(persist = true): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => persist && persistence().local.get(LOCAL_KEYS.sideCartOpen) === '1');
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      if (persist) persistence().local.set(LOCAL_KEYS.sideCartOpen, next ? '1' : '0');
    },
    [persist],
  );
  return [open, setOpen];
}
