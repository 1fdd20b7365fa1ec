import { TOUCH_TARGET } from './breakpoints';
import { t } from './theme';

/**
 * A page's side menu (a `<nav>` of links, optionally in groups, with a `.who` heading and `.group` titles) turned
 * into a strip above the page on a phone: one row that scrolls sideways on its own (the page does not), touch-sized
 * links, the current one underlined. Used inside `${media.phone} { ... }` of the frame that holds the nav.
 */
export const menuStripCss = `
  grid-template-columns: minmax(0, 1fr); gap: 10px;
  nav { display: flex; align-items: stretch; overflow-x: auto; padding: 0 4px; }
  nav > div, nav ul { display: contents; }
  nav .who, nav .group { display: none; }
  nav a { display: flex; flex: none; align-items: center; min-height: ${TOUCH_TARGET}px; padding: 0 12px; white-space: nowrap; border-left: none; border-bottom: 3px solid transparent; }
  nav a[aria-current='page'] { border-bottom-color: ${t.primary}; }
`;
