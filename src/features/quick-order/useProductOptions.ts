import { useEffect, useState } from 'react';
import type { Product } from '../../contract/catalog';
import { KEYWORD_MAX_LENGTH } from '../../model/constants';
import { productSearch } from '../../api';

export const OPTIONS_DEBOUNCE_MS = 200;
export const OPTIONS_SHOWN = 10;

/**
 * Products for what is typed in a quick-order cell (name, pinyin initials, approval number, maker…: the product
 * search's own matching, purchasable first), fetched OPTIONS_DEBOUNCE_MS after the last keystroke; a newer
 * keystroke aborts the older request so a slow answer never replaces a newer list.
 */
export function useProductOptions(text: string, enabled: boolean): { options: Product[]; loading: boolean; settled: string } {
  const keyword = text.trim().slice(0, KEYWORD_MAX_LENGTH);
  const [state, setState] = useState<{ keyword: string; options: Product[] }>({ keyword: '', options: [] });
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!enabled || !keyword) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      productSearch({ keyword, page: 1, size: OPTIONS_SHOWN }, { silent: true, signal: controller.signal })
        .then((page) => {
          setState({ keyword, options: page.list });
          setLoading(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, OPTIONS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, enabled]);
  const current = enabled && keyword !== '' && state.keyword === keyword;
  return { options: current ? state.options : [], loading: enabled && loading, settled: current ? keyword : '' };
}
