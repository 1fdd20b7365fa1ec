import { useEffect } from 'react';

export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} - 药采管理后台`;
  }, [title]);
}
