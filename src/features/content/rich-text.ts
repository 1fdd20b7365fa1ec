import DOMPurify from 'dompurify';
import { RICH_TEXT_CONFIG } from '../../model/rich-text';

/**
 * Announcement HTML as the browser may insert it: the server already sanitised it, and this second pass with the
 * same allow-list means a server bug or an old row still cannot run a script here.
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, { ...RICH_TEXT_CONFIG, RETURN_TRUSTED_TYPE: false });
}
