import { media, TOUCH_TARGET } from '../../ui/breakpoints';
import { t, THEME } from '../../ui/theme';

/*
 * The tablet and phone layout of the site's pages built from components the widgets share (product detail, the
 * cart, quick order, the keep list, the personal centre, the salesman console). It lives at the site level, in SiteLayout's root rule under the media queries of
 * src/ui/breakpoints.ts, so the widgets' bundles do not carry it (<yc-store> is held to issue 14's 82.3 kB target;
 * a widget's layout follows its host's column, not the viewport). Keyed on the components' data-testids and class
 * names, written as a plain stylesheet (SiteLayout renders it in a <style>, after goober's, so it wins ties):
 * goober's nested-selector rewriting breaks selectors like ":has(…) > x". tests/e2e/phone.spec.ts checks the pages at 390 and 768 px.
 */

const grid = "[data-testid='quick-order-grid']";
/** The personal centre's and the salesman console's frames (a side menu beside the page). */
const frames = ":is(div:has(> [data-testid='personal-menu']), [data-testid='salesman-layout'])";

/**
 * Below the desktop width (media.narrow): a page's tables scroll in themselves (the page does not); one of six
 * columns or more keeps each cell on one line (never a column of single characters).
 */
const narrowPages = `
  div:has(> [data-testid='personal-menu']) { grid-template-columns: 200px minmax(0, 1fr); }
  div:has(> [data-testid='personal-menu']) > section { min-width: 0; }
  main table:not(${grid}) { display: block; overflow-x: auto; }
  main table:not(${grid}) th, main table:has(th:nth-child(6)) td { white-space: nowrap; }
  [data-testid='order-detail'] { grid-template-columns: minmax(0, 1fr); }
  [data-testid='product-detail'], [data-testid='product-detail'] .main { grid-template-columns: minmax(0, 1fr); }
  [data-testid='shop-cart'] .head { grid-template-columns: 1fr; }
  [data-testid='shop-cart'] .head > span { display: none; }
  [data-testid='shop-cart'] .head label { grid-column: 1; min-height: 32px; }
  [data-testid='shop-cart'] .head input { width: 22px; height: 22px; }
  [data-testid='cart-row'] {
    grid-template-columns: 24px 64px minmax(0, 1fr) auto; grid-template-areas: 'cb thumb info info' 'cb thumb price sub' '. . qty ops';
    gap: 6px 10px; align-items: start;
  }
  [data-testid='cart-row'] > input[type='checkbox'] { grid-area: cb; width: 22px; height: 22px; margin-top: 2px; }
  [data-testid='cart-row'] .thumb { grid-area: thumb; }
  [data-testid='cart-row'] .info { grid-area: info; }
  [data-testid='cart-row'] .price { grid-area: price; }
  [data-testid='cart-row'] .qty { grid-area: qty; }
  [data-testid='cart-row'] .sub { grid-area: sub; justify-self: end; }
  [data-testid='cart-row'] .ops { grid-area: ops; justify-self: end; align-self: center; display: flex; gap: 4px 12px; flex-wrap: wrap; justify-content: flex-end; }
  [data-testid='quick-order-grid'] .prod { min-width: 180px; }
  [data-testid='quick-order-grid'] .meta, [data-testid='quick-order-grid'] .state { min-width: 0; }
  [data-testid='keep-item'] { grid-template-columns: 64px minmax(0, 1fr); gap: 8px 12px; }
  [data-testid='keep-item'] .hist, [data-testid='keep-item'] .qty { grid-column: 2; }
  [data-testid='keep-item'] .price { grid-column: 1; grid-row: 2; }
  [data-testid='keep-item'] .acts { grid-column: 1 / -1; }
`;


/** A checkbox drawn at 22 px (unchecked, checked, mixed) for the 44 px one below: a native one cannot be hit wider than it is drawn. */
const tick = (fill: string, stroke: string, mark: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><rect x='1' y='1' width='22' height='22' rx='4' fill='${fill}' stroke='${stroke}' stroke-width='2'/>${mark}</svg>`)}")`;
const cartBoxes = ":is([data-testid='shop-cart'], [data-testid='cart-summary']) input[type='checkbox']";
const checkboxes = `
  ${cartBoxes} { appearance: none; width: ${TOUCH_TARGET}px; height: ${TOUCH_TARGET}px; margin: -11px; flex: none; cursor: pointer; background: ${tick('#fff', '#8a94a6', '')} center / 22px 22px no-repeat; }
  ${cartBoxes}:checked { background-image: ${tick(THEME.primary, THEME.primary, "<path d='M6 12.5l4 4 8-9' fill='none' stroke='#fff' stroke-width='2.5'/>")}; }
  ${cartBoxes}:indeterminate { background-image: ${tick(THEME.primary, THEME.primary, "<path d='M7 12h10' stroke='#fff' stroke-width='2.5'/>")}; }
  ${cartBoxes}:disabled { opacity: 0.4; cursor: not-allowed; }
  ${cartBoxes}:focus-visible { outline: 2px solid ${THEME.primary}; outline-offset: -9px; }
`;

/**
 * 640 px and below (media.phone): the side menus of the personal centre and the salesman console become a strip
 * above the page that scrolls sideways on its own; cart lines' actions finger-sized; quick order's rows as cards.
 */
const phonePages = `${checkboxes}
  button[data-size] { min-height: ${TOUCH_TARGET}px; min-width: ${TOUCH_TARGET}px; }
  .row:has(> button[aria-label='减少']) > button { width: ${TOUCH_TARGET}px; }
  .row:has(> button[aria-label='减少']) > input { min-height: ${TOUCH_TARGET - 2}px; }
  [data-testid='product-detail'] .card { padding: 14px 12px; }
  [data-testid='quick-order'] .tools nav a { display: inline-flex; align-items: center; min-height: ${TOUCH_TARGET}px; }
  ${frames} { grid-template-columns: minmax(0, 1fr); gap: 10px; }
  ${frames} > section { padding: 14px 12px; min-height: 0; min-width: 0; }
  ${frames} > nav { display: flex; align-items: stretch; overflow-x: auto; padding: 0 4px; }
  ${frames} > nav > div, ${frames} > nav ul { display: contents; }
  ${frames} > nav :is(.who, .group) { display: none; }
  ${frames} > nav a { display: flex; flex: none; align-items: center; min-height: ${TOUCH_TARGET}px; padding: 0 12px; white-space: nowrap; border-left: none; border-bottom: 3px solid transparent; }
  ${frames} > nav a[aria-current='page'] { border-bottom-color: ${t.primary}; }
  [data-testid='shop-cart'] .top { flex-wrap: wrap; }
  [data-testid='cart-row'] .ops button { min-height: ${TOUCH_TARGET}px; font-size: 13px; }
  [data-testid='cart-row'] .qty { grid-column: 1 / 4; justify-self: end; }
  ${grid}, ${grid} tbody { display: block; }
  ${grid} thead { display: none; }
  ${grid} tr { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; padding: 10px 0; border-bottom: 1px solid ${t.border}; }
  ${grid} td { display: block; border: none; padding: 0; min-width: 0; width: auto; }
  ${grid} .no, ${grid} .state:empty, ${grid} .cands td:first-child { display: none; }
  ${grid} .prod, ${grid} .meta { flex: 1 1 100%; }
  ${grid} tr[data-kind='draft'] .meta, ${grid} tr[data-kind='draft'] .price, ${grid} tr[data-kind='draft'] .sum { display: none; }
  ${grid} .sum::before { content: '小计 '; color: ${t.muted}; font-weight: 400; }
  ${grid} .dq, ${grid} .prod input { height: ${TOUCH_TARGET}px; box-sizing: border-box; }
  ${grid} .op { margin-left: auto; }
  ${grid} .op button, ${grid} .cands button { min-height: ${TOUCH_TARGET}px; padding: 0 8px; }
`;

/** The stylesheet SiteLayout renders. */
export const NARROW_PAGES_CSS = `${media.narrow} {${narrowPages}}\n${media.phone} {${phonePages}}`;
