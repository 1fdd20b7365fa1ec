import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useCss } from './styled';
import { t } from './theme';

export interface TabItem<K extends string | number> {
  key: K;
  label: ReactNode;
}

/**
 * A tab strip by the WAI-ARIA tabs pattern: one tab stop (the selected tab), arrow keys move to the previous or
 * next tab and select it (wrapping), Home and End to the first and last. Selecting is the caller's (`onSelect`),
 * usually a URL change, so a selected tab survives a refresh. Without a `className` it has the store's underlined
 * tab look; a page with its own strip (counts, another layout) passes its class.
 */
export function TabList<K extends string | number>({
  label,
  items,
  selected,
  onSelect,
  className,
}: {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const css = useCss();
  const standard = css`
    display: flex; gap: 4px; flex-wrap: wrap; border-bottom: 1px solid ${t.border}; margin-bottom: 8px;
    button { border: none; background: none; padding: 8px 14px; cursor: pointer; font: inherit; color: ${t.text}; border-bottom: 2px solid transparent; }
    button[aria-selected='true'] { color: ${t.primary}; border-bottom-color: ${t.primary}; font-weight: 600; }
    button:focus-visible { outline: 2px solid ${t.primary}; }
  `;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const n = items.length;
    const focused = tabs.current.findIndex((el) => el === e.target);
    const from = focused >= 0 ? focused : items.findIndex((i) => i.key === selected);
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: n - 1 }[e.key];
    if (to === undefined || n === 0) return;
    e.preventDefault();
    const i = (to + n) % n;
    tabs.current[i]?.focus();
    if (items[i]!.key !== selected) onSelect(items[i]!.key);
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the arrow keys come from the focused tabs inside (roving focus); the list takes none
    <div role="tablist" aria-label={label} className={className ?? standard} onKeyDown={onKeyDown}>
      {items.map((item, i) => (
        <button
          key={item.key}
          ref={(el) => {
            tabs.current[i] = el;
          }}
          type="button"
          role="tab"
          aria-selected={item.key === selected}
          tabIndex={item.key === selected ? 0 : -1}
          onClick={() => onSelect(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
