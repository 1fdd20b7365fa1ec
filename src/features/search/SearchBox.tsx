import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { MSG } from '../../model/messages';
import type { SuggestionKind } from '../../contract/catalog';
import { $publicHeader } from '../../stores/public-header';
import { $searchHistory, clearSearchHistory, refreshSearchHistory, rememberSearch } from '../../stores/search-history';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { useHostEnv } from '../../ui/host-env';
import { useCss } from '../../ui/styled';
import { useHighlight } from '../../ui/useHighlight';
import { t } from '../../ui/theme';
import { useSuggestions } from './useSuggestions';

const KIND_LABEL: Record<SuggestionKind, string> = { name: '', brand: '品牌', manufacturer: '厂家', approval: '批准文号' };
const HOT_SHOWN = 8;

interface Option {
  keyword: string;
  group: 'history' | 'hot' | 'suggest';
  tag?: string;
  hint?: string;
}

/**
 * Search box (SPEC §2.11): Enter or the button searches; while typing, suggestions (names by pinyin too,
 * manufacturers, approval numbers); on an empty box, the search history (server-side for logged-in clients,
 * local for visitors) and hot keywords. The list is keyboard-navigable (↑ ↓ Enter Esc, aria-activedescendant). `initial`
 * fills it from the keyword query on /category. The quick-order button needs login.
 */
export function SearchBox({
  initial = '',
  onSearch,
  showQuickOrder = true,
}: {
  initial?: string;
  onSearch: (keyword: string) => void;
  showQuickOrder?: boolean;
}) {
  const css = useCss();
  const history = useStore($searchHistory);
  const header = useStore($publicHeader);
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const env = useHostEnv();
  const listId = useId();
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(false);
  const wrap = useRef<HTMLFormElement>(null);
  useEffect(() => setValue(initial), [initial]);

  // Suggestions only for what the user typed, not for a keyword filled in from the URL.
  const suggestions = useSuggestions(value, open && typed);
  const options: Option[] = value.trim()
    ? suggestions.map((s) => ({ keyword: s.keyword, group: 'suggest', tag: KIND_LABEL[s.kind] || undefined, hint: s.hint }))
    : [
        ...history.map((h): Option => ({ keyword: h, group: 'history' })),
        ...(header?.searchList ?? []).slice(0, HOT_SHOWN).map((h): Option => ({ keyword: h, group: 'hot' })),
      ];
  const [active, setActive] = useHighlight(`${value}\n${suggestions.length}`);
  const optionId = (i: number) => `${listId}-opt-${i}`;

  const submit = (keyword: string) => {
    const k = keyword.trim();
    setOpen(false);
    setActive(-1);
    setTyped(false);
    if (k) rememberSearch(k);
    setValue(k);
    onSearch(k);
  };

  const cls = css`
    position: relative; display: flex; gap: 8px; align-items: stretch; width: 100%; max-width: 720px;
    .box { flex: 1; display: flex; border: 2px solid ${t.primary}; border-radius: 6px; overflow: hidden; background: #fff; }
    /* The input sits flush in the box: the box shows the focus ring for it. */
    .box:focus-within { outline: 2px solid ${t.focus}; outline-offset: 2px; }
    .go:focus-visible, .quick:focus-visible { outline: 2px solid ${t.focus}; outline-offset: 2px; }
    input { flex: 1; border: none; outline: none; padding: 0 12px; height: 40px; font: inherit; color: ${t.text}; min-width: 0; }
    .go { border: none; background: ${t.primary}; color: #fff; padding: 0 22px; font: inherit; font-size: 15px; cursor: pointer; }
    .quick { border: 1px solid ${t.primary}; color: ${t.primary}; background: #fff; border-radius: 6px; padding: 0 14px; cursor: pointer; font: inherit; white-space: nowrap; }
    .pop { position: absolute; top: 46px; left: 0; right: 0; z-index: 40; background: #fff; border: 1px solid ${t.border}; border-radius: 6px; box-shadow: 0 8px 24px rgba(0,0,0,.1); padding: 6px 0; }
    ul { margin: 0; padding: 0; list-style: none; }
    li { padding: 6px 14px; cursor: pointer; color: ${t.text}; display: flex; gap: 8px; align-items: center; }
    li[aria-selected='true'], li:hover { background: ${t.primarySoft}; }
    li .tag { font-size: 12px; color: ${t.primary}; border: 1px solid ${t.primary}; border-radius: 3px; padding: 0 4px; }
    li .hint { margin-left: auto; font-size: 12px; color: ${t.muted}; }
    .head { display: flex; justify-content: space-between; align-items: center; padding: 4px 14px; color: ${t.muted}; font-size: 12px; }
    .head button { border: none; background: none; color: ${t.muted}; cursor: pointer; font-size: 12px; }
    .head button:hover { color: ${t.danger}; }
  `;

  const renderGroup = (group: Option['group'], title?: string, action?: ReactNode) => {
    const items = options.map((o, i) => ({ o, i })).filter(({ o }) => o.group === group);
    if (items.length === 0) return null;
    return (
      <div role="group" aria-label={title ?? '联想'}>
        {title && (
          <div className="head">
            <span>{title}</span>
            {action}
          </div>
        )}
        <ul>
          {items.map(({ o, i }) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a combobox option: the keyboard stays on the input (aria-activedescendant, Enter picks)
            <li
              key={`${group}-${o.keyword}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => submit(o.keyword)}
            >
              {o.tag && <span className="tag">{o.tag}</span>}
              <span>{o.keyword}</span>
              {o.hint && <span className="hint">{o.hint}</span>}
            </li>
          ))}
        </ul>
      </div>
    );
  };

  const showList = open && options.length > 0;
  return (
    <form
      ref={wrap}
      className={cls}
      role="search"
      aria-label="商品搜索"
      onSubmit={(e) => {
        e.preventDefault();
        submit(active >= 0 ? (options[active]?.keyword ?? value) : value);
      }}
      onBlur={(e) => {
        if (!wrap.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <div className="box">
        <input
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-label="搜索商品"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={MSG.searchPlaceholder}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setTyped(true);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            void refreshSearchHistory();
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setOpen(true);
              setActive((i) => (options.length ? (i + 1) % options.length : -1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
            } else if (e.key === 'Escape') {
              setOpen(false);
              setActive(-1);
            }
          }}
        />
        <button className="go" type="submit">
          搜索
        </button>
      </div>
      {showQuickOrder && (
        <button
          type="button"
          className="quick"
          onClick={() => (isLogin || isSalesman ? env.navigate('/quickOrder') : env.requireLogin())}
        >
          快速下单
        </button>
      )}
      {showList && (
        <div className="pop" id={listId} role="listbox" aria-label={value.trim() ? '搜索联想' : '搜索历史与热搜'} data-testid="search-suggestions">
          {renderGroup('suggest')}
          {renderGroup(
            'history',
            '搜索历史',
            <button type="button" onClick={() => void clearSearchHistory()}>
              清空
            </button>,
          )}
          {renderGroup('hot', '热门搜索')}
        </div>
      )}
    </form>
  );
}
