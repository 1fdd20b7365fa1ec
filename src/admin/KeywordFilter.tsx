import { useState, type FormEvent } from 'react';
import { Button } from '../ui/Button';
import { useFilterFormClass } from './Filters';

/**
 * A list's filter form of a keyword, one select and 查询 (customers, products): on submit it hands the trimmed
 * keyword (left out when blank) and the picked option to `onSearch`.
 */
export function KeywordFilter<K extends string>({
  name,
  id,
  keywordLabel,
  selectLabel,
  options,
  initial,
  onSearch,
}: {
  /** The form's accessible name, e.g. 筛选客户. */
  name: string;
  /** The prefix of the fields' ids, e.g. customers → customers-keyword, customers-select. */
  id: string;
  keywordLabel: string;
  selectLabel: string;
  /** Each option's value and its text, in order. */
  options: Readonly<Record<K, string>>;
  initial: K;
  onSearch: (filter: { keyword?: string; value: K }) => void;
}) {
  const formClass = useFilterFormClass();
  const [keyword, setKeyword] = useState('');
  const [value, setValue] = useState<K>(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ ...(keyword.trim() ? { keyword: keyword.trim() } : {}), value });
  };
  return (
    <form className={formClass} onSubmit={submit} aria-label={name}>
      <div className="field">
        <label htmlFor={`${id}-keyword`}>{keywordLabel}</label>
        <input id={`${id}-keyword`} type="text" value={keyword} onChange={(e) => setKeyword(e.target.value)} maxLength={50} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-select`}>{selectLabel}</label>
        <select id={`${id}-select`} value={value} onChange={(e) => setValue(e.target.value as K)}>
          {(Object.keys(options) as K[]).map((k) => (
            <option key={k} value={k}>
              {options[k]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="primary">
        查询
      </Button>
    </form>
  );
}
