import { useEffect, useState } from 'react';
import type { SearchSuggestion } from '../../contract/catalog';
import { searchSuggest } from '../../api';

export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * Suggestions for what is typed, fetched SUGGEST_DEBOUNCE_MS after the last keystroke; a newer keystroke aborts
 * the older request so a slow answer never replaces a newer list.
 */
export function useSuggestions(text: string, enabled: boolean): SearchSuggestion[] {
  const [list, setList] = useState<SearchSuggestion[]>([]);
  const keyword = text.trim();
  useEffect(() => {
    if (!enabled || !keyword) {
      setList([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchSuggest(keyword, { signal: controller.signal })
        .then((items) => setList(items))
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, enabled]);
  return keyword ? list : [];
}
