/**
 * Theme tokens as CSS custom properties. They cross the shadow boundary, so a host restyles every widget by
 * setting --yc-* on the element or any ancestor.
 */
/**
 * Default colours. Every text colour here reads at ≥ 4.5:1 (WCAG 2.1 AA) on the backgrounds it is used on; the
 * pairs are listed in CONTRAST_PAIRS and checked by tests/unit/ui/theme-contrast.test.ts.
 */
export const THEME = {
  primary: '#0f7b6c',
  primaryDark: '#0a5c51',
  primarySoft: '#e7f4f1',
  price: '#d0252b',
  text: '#1f2328',
  muted: '#5c6370',
  border: '#e5e7eb',
  bg: '#f5f6f8',
  surface: '#ffffff',
  warn: '#b45309',
  warnSoft: '#fff7ed',
  danger: '#c81e1e',
  topBar: '#f2f3f5',
  focus: '#1d4ed8',
} as const;

export const t = {
  primary: `var(--yc-primary, ${THEME.primary})`,
  primaryDark: `var(--yc-primary-dark, ${THEME.primaryDark})`,
  primarySoft: `var(--yc-primary-soft, ${THEME.primarySoft})`,
  price: `var(--yc-price, ${THEME.price})`,
  text: `var(--yc-text, ${THEME.text})`,
  muted: `var(--yc-muted, ${THEME.muted})`,
  border: `var(--yc-border, ${THEME.border})`,
  bg: `var(--yc-bg, ${THEME.bg})`,
  surface: `var(--yc-surface, ${THEME.surface})`,
  warn: `var(--yc-warn, ${THEME.warn})`,
  warnSoft: `var(--yc-warn-soft, ${THEME.warnSoft})`,
  danger: `var(--yc-danger, ${THEME.danger})`,
  topBar: `var(--yc-top-bar, ${THEME.topBar})`,
  /** Focus ring: blue, distinct from the green brand so a focused primary button still shows it. */
  focus: `var(--yc-focus, ${THEME.focus})`,
  radius: 'var(--yc-radius, 6px)',
  font: 'var(--yc-font, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif)',
} as const;

type Colour = keyof typeof THEME;
/** [text, background] pairs the components use. */
export const CONTRAST_PAIRS: [Colour, Colour][] = [
  ['text', 'surface'], ['text', 'bg'], ['text', 'topBar'], ['text', 'primarySoft'],
  ['muted', 'surface'], ['muted', 'bg'], ['muted', 'topBar'], ['muted', 'primarySoft'],
  ['primary', 'surface'], ['primary', 'bg'], ['primary', 'topBar'], ['primary', 'primarySoft'],
  ['price', 'surface'], ['price', 'bg'], ['price', 'topBar'],
  ['surface', 'primary'], ['surface', 'primaryDark'], ['surface', 'danger'], ['surface', 'price'],
  ['warn', 'surface'], ['warn', 'warnSoft'], ['danger', 'surface'], ['primaryDark', 'primarySoft'],
];

/**
 * Visible focus on every control (WCAG 2.4.7): one rule for the site's document and for each widget's shadow
 * root. Components may restyle focus but never remove it.
 */
export const focusRing = `
  :focus-visible { outline: 2px solid ${t.focus}; outline-offset: 2px; }
  input:focus-visible, select:focus-visible, textarea:focus-visible { outline: 2px solid ${t.focus}; outline-offset: 1px; }
`;

/** Reset for the root of every widget and the site: host pages' inherited styles stop here. */
export const rootReset = `
  color: ${t.text};
  font: 14px/1.5 ${t.font};
  letter-spacing: normal;
  text-align: left;
  text-transform: none;
  box-sizing: border-box;
`;
