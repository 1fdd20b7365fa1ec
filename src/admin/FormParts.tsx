import type { ReactNode } from 'react';
import { useCss } from '../ui/styled';
import { t } from '../ui/theme';

/** A form's refusal under its fields (the schema's or the server's words), read out when it appears. */
export function FormError({ message }: { message: string }) {
  return message ? (
    <p role="alert" style={{ flexBasis: '100%', margin: 0, color: t.danger }}>
      {message}
    </p>
  ) : null;
}

/** A page of cards (h1, h2 per card, multi-line fields): the promotion, content and salesmen pages. */
export function CardsPage({ title, children, extra = '' }: { title: string; children: ReactNode; extra?: string }) {
  const css = useCss();
  return (
    <section
      className={css`
        h1 { margin: 0 0 16px; font-size: 20px; }
        h2 { font-size: 16px; margin: 0 0 12px; }
        .card { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; }
        textarea { width: 260px; max-width: 100%; box-sizing: border-box; padding: 4px 8px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
        ${extra}
      `}
    >
      <h1>{title}</h1>
      {children}
    </section>
  );
}
