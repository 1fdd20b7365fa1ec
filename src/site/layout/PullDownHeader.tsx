import { useEffect, useState } from 'react';
import { PULL_DOWN_HEADER_OFFSET, SCROLL_THROTTLE_MS } from '../../model/constants';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { Header } from './Header';

/** Appears after scrolling more than 240 px on flagged routes; the scroll handler is throttled to 200 ms. */
export function PullDownHeader() {
  const css = useCss();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setShown(window.scrollY > PULL_DOWN_HEADER_OFFSET);
    const onScroll = () => {
      const now = Date.now();
      if (now - last >= SCROLL_THROTTLE_MS) {
        last = now;
        check();
      } else {
        clearTimeout(timer);
        timer = setTimeout(check, SCROLL_THROTTLE_MS);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  if (!shown) return null;
  return (
    <div data-testid="pull-down-header" className={css`position: fixed; top: 0; left: 0; right: 0; z-index: 35; box-shadow: 0 2px 12px rgba(0,0,0,.1); border-bottom: 2px solid ${t.primary};`}>
      <Header compact />
    </div>
  );
}
