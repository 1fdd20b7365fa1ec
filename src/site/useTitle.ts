import { useEffect } from 'react';
import { TITLE_SUFFIX } from '../model/constants';

/** Page titles carry the brand suffix (SPEC §9). */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title}${TITLE_SUFFIX}`;
  }, [title]);
}
