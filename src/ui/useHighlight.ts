import { useState } from 'react';

/**
 * The highlighted option of a combobox list, tied to the list it was chosen in: when `list` (a key for what is
 * shown) changes, nothing is highlighted. Derived on render rather than reset by an effect, because such an effect
 * can run after an arrow key pressed just as the new list arrived and undo the key.
 */
export function useHighlight(list: string): [number, (next: number | ((current: number) => number)) => void] {
  const [highlight, setHighlight] = useState({ list, index: -1 });
  const active = highlight.list === list ? highlight.index : -1;
  const setActive = (next: number | ((current: number) => number)) =>
    setHighlight((h) => {
      const current = h.list === list ? h.index : -1;
      return { list, index: typeof next === 'function' ? next(current) : next };
    });
  return [active, setActive];
}
