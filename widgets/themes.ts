/**
 * Theming, three layers (widgets/README "Theming"): a theme name (`theme` attribute or configure({theme})) sets
 * the --yc-* variables below on the element; --yc-* set by the host on the element or an ancestor win over the
 * theme's (outer styles beat :host rules); ::part(name) restyles the documented parts.
 */
export const THEMES: Record<string, Record<string, string>> = {
  default: {},
  clinic: {
    '--yc-primary': '#1d5fa8',
    '--yc-primary-dark': '#174a83',
    '--yc-primary-soft': '#e8f0fa',
    '--yc-radius': '2px',
  },
  dark: {
    '--yc-primary': '#3fb5a3',
    '--yc-primary-dark': '#7fd3c6',
    '--yc-primary-soft': '#1d3733',
    '--yc-price': '#ff8a8a',
    '--yc-text': '#e8eaed',
    '--yc-muted': '#aab0b8',
    '--yc-border': '#3c4043',
    '--yc-bg': '#202124',
    '--yc-surface': '#2a2b2e',
    '--yc-top-bar': '#303134',
    '--yc-warn': '#f5b45a',
    '--yc-warn-soft': '#3a2f1f',
    '--yc-danger': '#ff8080',
    '--yc-focus': '#8ab4f8',
  },
};

/** `:host([theme=…])` rules for every theme; the element's attribute (or the configured theme) selects one. */
export const themeCss = Object.entries(THEMES)
  .filter(([, vars]) => Object.keys(vars).length)
  .map(([name, vars]) => `:host([theme="${name}"]) { ${Object.entries(vars).map(([k, v]) => `${k}: ${v};`).join(' ')} }`)
  .join('\n');
