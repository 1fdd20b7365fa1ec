import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a panel or tip on Escape and on a press outside `ref` (SPEC §4 side panels). The path is read with
 * composedPath() because inside a widget the press is retargeted to the host element at the shadow boundary.
 */
export function useDismiss(ref: RefObject<Element | null>, open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const onPress = (e: Event) => {
      const el = ref.current;
      if (el && !e.composedPath().includes(el)) close.current();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, ref]);
}
