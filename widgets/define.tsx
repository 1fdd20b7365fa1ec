import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { WidgetRoot } from './WidgetRoot';

type Attr = 'string' | 'number' | 'boolean' | 'json';

/**
 * Registers a feature component as a custom element in an open shadow root. Defining twice (double loading)
 * is a no-op, and so is importing where customElements does not exist (server rendering hosts).
 */
export function defineWidget<P extends object>(tag: string, Feature: ComponentType<P>, props: Partial<Record<keyof P & string, Attr>>) {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const Element = (p: P & { container?: HTMLElement }) => (
    <WidgetRoot container={p.container}>
      <Feature {...p} />
    </WidgetRoot>
  );
  customElements.define(tag, r2wc(Element, { shadow: 'open', props: props as never }));
}
