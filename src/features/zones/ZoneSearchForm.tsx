import { useState } from 'react';
import { useLocation } from 'wouter';
import { KEYWORD_MAX_LENGTH } from '../../model/constants';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** Search inside the clinic zone: goes to /clinicZoneSearch?keyword=… (an empty box lists the whole zone). */
export function ZoneSearchForm({ initial = '' }: { initial?: string }) {
  const css = useCss();
  const [, navigate] = useLocation();
  const [keyword, setKeyword] = useState(initial);
  const cls = css`
    display: flex; min-width: 320px; flex: 0 1 420px;
    input, button { box-sizing: border-box; height: 40px; }
    input { flex: 1; min-width: 0; border: 2px solid #fff; border-right: none; border-radius: 6px 0 0 6px; padding: 0 12px; font: inherit; color: ${t.text}; }
    input:focus-visible { outline: 2px solid ${t.focus}; outline-offset: -3px; }
    input:focus-visible { box-shadow: inset 0 0 0 2px ${t.primarySoft}; }
    button { padding: 0 20px; border: 2px solid #fff; border-radius: 0 6px 6px 0; background: ${t.primaryDark}; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
    button:hover { background: ${t.primary}; }
    label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  `;
  return (
    <form
      role="search"
      aria-label="诊所专区搜索"
      className={cls}
      onSubmit={(e) => {
        e.preventDefault();
        const k = keyword.trim();
        navigate(k ? `/clinicZoneSearch?keyword=${encodeURIComponent(k)}` : '/clinicZoneSearch');
      }}
    >
      <label htmlFor="clinic-zone-keyword">在诊所专区内搜索</label>
      <input
        id="clinic-zone-keyword"
        type="search"
        value={keyword}
        maxLength={KEYWORD_MAX_LENGTH}
        placeholder="药品名称 / 拼音首字母 / 厂家"
        onChange={(e) => setKeyword(e.target.value)}
      />
      <button type="submit">搜索</button>
    </form>
  );
}
