import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { MSG } from '../../model/messages';
import { $searchHistory, clearSearchHistory, rememberSearch } from '../../stores/search-history';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { useHostEnv } from '../../ui/host-env';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/**
 * Search box (SPEC §2.11): Enter or the button searches, history under the input, a quick-order button that
 * needs login. `initial` fills it from the keyword query on /category.
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
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const env = useHostEnv();
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrap = useRef<HTMLFormElement>(null);
  useEffect(() => setValue(initial), [initial]);

  const submit = (keyword: string) => {
    const k = keyword.trim();
    setOpen(false);
    setActive(-1);
    if (k) rememberSearch(k);
    setValue(k);
    onSearch(k);
  };

  const cls = css`
    position: relative; display: flex; gap: 8px; align-items: stretch; width: 100%; max-width: 720px;
    .box { flex: 1; display: flex; border: 2px solid ${t.primary}; border-radius: 6px; overflow: hidden; background: #fff; }
    input { flex: 1; border: none; outline: none; padding: 0 12px; height: 40px; font: inherit; color: ${t.text}; min-width: 0; }
    .go { border: none; background: ${t.primary}; color: #fff; padding: 0 22px; font: inherit; font-size: 15px; cursor: pointer; }
    .quick { border: 1px solid ${t.primary}; color: ${t.primary}; background: #fff; border-radius: 6px; padding: 0 14px; cursor: pointer; font: inherit; white-space: nowrap; }
    ul { position: absolute; top: 46px; left: 0; right: 0; z-index: 20; background: #fff; border: 1px solid ${t.border}; border-radius: 6px; box-shadow: 0 8px 24px rgba(0,0,0,.1); margin: 0; padding: 6px 0; list-style: none; }
    li { padding: 6px 14px; cursor: pointer; color: ${t.text}; }
    li[aria-selected='true'], li:hover { background: ${t.primarySoft}; }
    .head { display: flex; justify-content: space-between; color: ${t.muted}; font-size: 12px; cursor: default; }
    .head:hover { background: none; }
    .head button { border: none; background: none; color: ${t.muted}; cursor: pointer; font-size: 12px; }
  `;
  return (
    <form
      ref={wrap}
      className={cls}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit(active >= 0 ? history[active] ?? value : value);
      }}
      onBlur={(e) => {
        if (!wrap.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <div className="box">
        <input
          type="search"
          aria-label="搜索商品"
          placeholder={MSG.searchPlaceholder}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              setOpen(true);
              setActive((i) => Math.min(history.length - 1, i + 1));
            } else if (e.key === 'ArrowUp') setActive((i) => Math.max(-1, i - 1));
            else if (e.key === 'Escape') setOpen(false);
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
      {open && history.length > 0 && (
        <ul role="listbox" aria-label="搜索历史">
          <li className="head" aria-disabled="true">
            <span>搜索历史</span>
            <button type="button" onClick={clearSearchHistory}>
              清空
            </button>
          </li>
          {history.map((h, i) => (
            <li
              key={h}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => submit(h)}
            >
              {h}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
