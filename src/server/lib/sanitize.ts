/** Server-side rich-text sanitiser: DOMPurify on a jsdom window, with the shared allow-list. */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { JSDOM as JSDOMType } from 'jsdom';
import { lazyRequire } from './lazy-require';
import { RICH_TEXT_CONFIG } from '../../model/rich-text';

const jsdom = lazyRequire<{ JSDOM: typeof JSDOMType }>('jsdom');

let purifier: DOMPurify | undefined;

function instance(): DOMPurify {
  if (!purifier) {
    const { window } = new (jsdom().JSDOM)('');
    // jsdom's DOMWindow is a window at run time but not lib.dom's Window type, which DOMPurify's parameter is.
    purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  }
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, RICH_TEXT_CONFIG);
}
