import { useEffect, useState, type ReactNode } from 'react';
import { KEYWORD_MAX_LENGTH } from '../../model/constants';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** The console lists' filter row: a keyword search (Enter or 搜索) and the screen's selects. */
export function FilterBar({ keyword, placeholder, onSearch, children }: { keyword: string; placeholder: string; onSearch: (k: string) => void; children?: ReactNode }) {
  const css = useCss();
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  return (
    <div
      className={css`
        display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin-bottom: 14px;
        form { display: flex; gap: 6px; }
        input[type='search'], select { height: 32px; border: 1px solid ${t.border}; border-radius: 4px; padding: 0 8px; font: inherit; background: ${t.surface}; color: ${t.text}; }
        input[type='search'] { width: 240px; }
        label { display: inline-flex; gap: 6px; align-items: center; font-size: 13px; }
      `}
    >
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text.trim());
        }}
      >
        <input type="search" aria-label={placeholder} placeholder={placeholder} maxLength={KEYWORD_MAX_LENGTH} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" size="sm">
          搜索
        </Button>
      </form>
      {children}
    </div>
  );
}

/** A labelled select over fixed choices. */
export function Choice<T extends string>({ label, value, options, labels, onChange }: { label: string; value: T; options: readonly T[]; labels: Record<T, string>; onChange: (v: T) => void }) {
  const css = useCss();
  return (
    <label
      className={css`
        display: inline-flex; gap: 6px; align-items: center; font-size: 13px;
        select { height: 32px; border: 1px solid ${t.border}; border-radius: 4px; padding: 0 8px; font: inherit; background: ${t.surface}; color: ${t.text}; }
      `}
    >
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </label>
  );
}
