/**
 * Theming, three layers (widgets/README "Theming"): a theme name (`theme` attribute or configure({theme})) sets
 * the --yc-* variables below on the element (light themes only: some components draw on white); --yc-* set by the host on the element or an ancestor win over the
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
  /** Stronger contrast for low-vision users and bright clinic screens: darker text, brand and borders. */
  contrast: {
    '--yc-primary': '#07473f',
    '--yc-primary-dark': '#043029',
    '--yc-primary-soft': '#dcefeb',
    '--yc-price': '#a3141a',
    '--yc-text': '#000000',
    '--yc-muted': '#30363d',
    '--yc-border': '#6e7781',
    '--yc-focus': '#0000c8',
  },
};

/** `:host([theme=…])` rules for every theme; the element's attribute (or the configured theme) selects one. */
export const themeCss = Object.entries(THEMES)
  .filter(([, vars]) => Object.keys(vars).length)
  .map(([name, vars]) => `:host([theme="${name}"]) { ${Object.entries(vars).map(([k, v]) => `${k}: ${v};`).join(' ')} }`)
  .join('\n');
