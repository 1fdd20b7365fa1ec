/**
 * The site's breakpoints, in one place: every responsive rule uses these strings (goober nests them like any
 * at-rule: css`... ${media.phone} { ... }`), never a width of its own.
 *
 * - desktop: 1024 px and wider, the layout the site was drawn for (1366 and 1024 look as they always did);
 * - narrow: below 1024 px (tablets, 768): the header collapses (search first, the menus in a drawer);
 * - phone: 640 px and below (360–390 px phones): lists and cards stack, tables become cards, forms one column, touch
 *   targets at least TOUCH_TARGET px.
 *
 * These are viewport queries for the site's page chrome and pages. A widget's own layout follows the width its host
 * gives it (container queries), not the viewport.
 */
export const BREAKPOINTS = { phone: 640, narrow: 1023 } as const;

/** The smallest touch target at phone widths (WCAG 2.5.5's 44 CSS px). */
export const TOUCH_TARGET = 44;

export const media = {
  /** 640 px and below. */
  phone: `@media (max-width: ${BREAKPOINTS.phone}px)`,
  /** Below the desktop layout (1023 px and below): tablets and phones. */
  narrow: `@media (max-width: ${BREAKPOINTS.narrow}px)`,
  /** The desktop layout only (1024 px and wider). */
  wide: `@media (min-width: ${BREAKPOINTS.narrow + 1}px)`,
} as const;
