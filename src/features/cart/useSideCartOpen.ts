import { useCallback, useState } from 'react';
import { keepSideCartOpen, sideCartKeptOpen } from '../../stores/cart-extras';

/** Whether the side cart is open, kept across navigation and refresh when `persist` (SPEC §2.11 side panels). */
export function useSideCartOpen(persist = true): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => persist && sideCartKeptOpen());
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      if (persist) keepSideCartOpen(next);
    },
    [persist],
  );
  return [open, setOpen];
}
