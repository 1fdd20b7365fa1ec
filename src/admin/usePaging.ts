import { useState } from 'react';
import { PAGE_SIZE_DEFAULT, type PageSize } from '../model/constants';

/** The page and page size of a server-paged list; `onChange` is the Pager's, `first` goes back to page 1 (a new filter). */
export function usePaging() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<PageSize>(PAGE_SIZE_DEFAULT);
  return {
    page,
    size,
    first: () => setPage(1),
    onChange: (p: number, s: number) => {
      setPage(p);
      setSize(s as PageSize);
    },
  };
}
