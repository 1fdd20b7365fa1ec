/** Server-side rich-text sanitiser: DOMPurify on a jsdom window, with the shared allow-list. */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { JSDOM as JSDOMType } from 'jsdom';
import { RICH_TEXT_CONFIG } from '../../model/rich-text';
import { lazyRequire } from './lazy-require';

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

/**
 * Answers by input, most recently used kept. Stored HTML is sanitised again each time it is sent (announcements,
 * articles), and every DOMPurify run on jsdom keeps about 60-70 kB that no garbage collection frees (2,000 runs: heap
 * 30 → 174 MB; a new window every 200 runs freed nothing): the one-hour soaks' heap grew 0.8 MB a minute from it. The
 * answer is a pure function of the input, so a kept one is never stale; jsdom now runs once per distinct text.
 */
export const SANITIZE_CACHE_MAX = 500;
const answers = new Map<string, string>();

export function sanitizeHtml(html: string): string {
  const kept = answers.get(html);
  if (kept !== undefined) {
    answers.delete(html);
    answers.set(html, kept);
    return kept;
  }
  const clean = instance().sanitize(html, RICH_TEXT_CONFIG);
  answers.set(html, clean);
  if (answers.size > SANITIZE_CACHE_MAX) answers.delete(answers.keys().next().value!);
  return clean;
}

/** For the tests: how many answers are kept. */
export const sanitizeCacheSize = () => answers.size;
