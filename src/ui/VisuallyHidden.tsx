import type { ElementType, ReactNode } from 'react';
import { useCss } from './styled';

/** Read by screen readers, not shown: a page's h1 where the design shows none (the home page). */
export function VisuallyHidden({ as: Tag = 'span', children, id }: { as?: ElementType; children: ReactNode; id?: string }) {
  const css = useCss();
  return (
    <Tag
      id={id}
      className={css`position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;`}
    >
      {children}
    </Tag>
  );
}
