import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { sanitizeRichText } from './rich-text';

/** Staff rich text, sanitised again here; site-relative links navigate inside the app. */
export function RichText({ html }: { html: string }) {
  const css = useCss();
  const [, navigate] = useLocation();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as Element).closest?.('a');
    const href = a?.getAttribute('href');
    if (!href || !/^\/(?!\/)/.test(href) || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(href);
  };
  const cls = css`
    line-height: 1.9; font-size: 15px; color: ${t.text}; overflow-wrap: anywhere;
    p { margin: 0 0 12px; }
    img { max-width: 100%; height: auto; }
    a[href] { color: ${t.primary}; }
    table { border-collapse: collapse; margin: 12px 0; }
    th, td { border: 1px solid ${t.border}; padding: 6px 10px; }
    blockquote { margin: 12px 0; padding: 8px 14px; border-left: 4px solid ${t.border}; color: ${t.muted}; }
  `;
  // The only place announcement HTML enters the page, and always through the sanitiser.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated link clicks: Enter on a link clicks it
    <div className={cls} data-testid="rich-text" onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />
  );
}
