import { useEffect, useId, useRef, useState } from 'react';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { matchMakers, type MakerOption } from './maker-match';

const ALL = '全部厂家';

/**
 * The 生产厂家 filter: an ARIA combobox over the makers of the current results. Typing part of the name or its
 * pinyin (initials or full) narrows the list; ↑ ↓ move, Enter picks, Esc closes and keeps the current choice.
 */
export function MakerFilter({
  makers,
  value,
  onPick,
}: {
  makers: MakerOption[];
  value: string | undefined;
  onPick: (name: string | undefined) => void;
}) {
  const css = useCss();
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => setText(value ?? ''), [value]);

  const typed = open && text !== (value ?? '') ? text : '';
  const options: (MakerOption | null)[] = [null, ...matchMakers(makers, typed)];
  const optionId = (i: number) => `${id}-opt-${i}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
    setText(value ?? '');
  };
  const pick = (m: MakerOption | null) => {
    setOpen(false);
    setActive(-1);
    setText(m?.name ?? '');
    if ((m?.name ?? undefined) !== value) onPick(m?.name);
  };

  const cls = css`
    position: relative; display: inline-flex; align-items: center; width: min(360px, 100%);
    input { width: 100%; height: 30px; border: 1px solid ${t.border}; border-radius: 4px; padding: 0 28px 0 8px; font: inherit; color: ${t.text}; background: ${t.surface}; }
    input:focus-visible { outline: 2px solid ${t.focus}; outline-offset: 1px; border-color: ${t.primary}; }
    .x { position: absolute; right: 4px; border: none; background: none; cursor: pointer; color: ${t.muted}; font-size: 16px; width: 22px; height: 22px; border-radius: 3px; }
    ul { position: absolute; top: 34px; left: 0; right: 0; z-index: 30; margin: 0; padding: 4px 0; list-style: none; max-height: 280px; overflow: auto;
      background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 6px; box-shadow: 0 8px 24px rgba(0,0,0,.1); }
    li { padding: 5px 10px; cursor: pointer; display: flex; justify-content: space-between; gap: 8px; color: ${t.text}; }
    li[aria-selected='true'], li:hover { background: ${t.primarySoft}; }
    li .n { color: ${t.muted}; font-size: 12px; white-space: nowrap; }
    li.none { color: ${t.muted}; cursor: default; }
  `;
  return (
    <div
      ref={wrap}
      className={cls}
      onBlur={(e) => {
        if (!wrap.current?.contains(e.relatedTarget as Node)) close();
      }}
    >
      <input
        id={`${id}-input`}
        role="combobox"
        aria-label="生产厂家"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={`${ALL}（可输入名称或拼音）`}
        value={text}
        data-testid="maker-filter"
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(a + 1, options.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter') {
            if (!open) return;
            e.preventDefault();
            const chosen = active >= 0 ? options[active] : typed ? options[1] : undefined;
            if (chosen !== undefined) pick(chosen);
          } else if (e.key === 'Escape') {
            if (open) e.preventDefault();
            close();
          }
        }}
      />
      {value && (
        <button type="button" className="x" aria-label="清除生产厂家" onClick={() => pick(null)}>
          ×
        </button>
      )}
      {open && (
        <ul id={`${id}-list`} role="listbox" aria-label="生产厂家">
          {options.map((m, i) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a combobox option: the keyboard stays on the input (aria-activedescendant, Enter picks)
            <li
              key={m?.name ?? ALL}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(m)}
            >
              <span>{m?.name ?? ALL}</span>
              {m && <span className="n">{m.count}个商品</span>}
            </li>
          ))}
          {options.length === 1 && typed && (
            <li className="none" role="presentation">
              没有匹配的厂家
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
