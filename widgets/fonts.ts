import { t } from '../src/ui/theme';
import { shared } from '../src/stores/shared';
import type { WidgetConfig } from './config';
import { TAGS } from './tags';

const done = shared('widgetFont', () => ({ family: '' }));

/** The CSS that declares the host's chosen font in the page and makes it the widgets' first font. */
export function fontCss(font: NonNullable<WidgetConfig['font']>): string {
  const family = JSON.stringify(font.family);
  const fallback = t.font.replace(/^var\(--yc-font, /, '').replace(/\)$/, '');
  const tags = TAGS.join(', ');
  return `@font-face { font-family: ${family}; src: ${font.src}; font-weight: ${font.weight ?? '100 900'}; font-display: ${font.display ?? 'swap'}; }
:where(${tags}) { --yc-font: ${family}, ${fallback}; }`;
}

/**
 * Fonts do not load from inside a shadow root, so a configured font is declared in the document (with the page's
 * CSP nonce), once per page; `:where()` keeps its specificity at zero so the host's own --yc-font still wins.
 */
export function installFont(font: WidgetConfig['font'], nonce?: string): void {
  if (!font || typeof document === 'undefined' || done.family === font.family) return;
  done.family = font.family;
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.dataset.yaocaiFont = '';
  style.textContent = fontCss(font);
  document.head.append(style);
}
