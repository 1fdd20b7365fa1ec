import { lazy, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { WidgetRoot, type OwnsPath } from './WidgetRoot';

export type Attr = 'string' | 'number' | 'boolean' | 'json';

/** One element: its feature (loaded when the first such element mounts), its attributes, the store paths it shows. */
export interface ElementSpec<P extends object> {
  load: () => Promise<ComponentType<P>>;
  attrs: Partial<Record<keyof P & string, Attr>>;
  owns?: OwnsPath;
}

/**
 * Registers a feature component as a custom element in an open shadow root. Never throws: a tag already defined
 * (a second copy of the bundle, another version, the host's own element of that name) is left as it is, and
 * importing where custom elements do not exist (a server-rendering host) defines nothing.
 */
export function defineWidget<P extends object>(tag: string, spec: ElementSpec<P>): boolean {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined' || customElements.get(tag)) return false;
  const Feature = lazy(() => spec.load().then((C) => ({ default: C })));
  const Element = (p: P & { container?: HTMLElement }) => (
    <WidgetRoot container={p.container} owns={spec.owns}>
      <Feature {...p} />
    </WidgetRoot>
  );
  try {
    customElements.define(tag, r2wc(Element, { shadow: 'open', props: { ...spec.attrs, theme: 'string' } as never }));
    return true;
  } catch (e) {
    console.warn(`[yaocai] <${tag}> not defined`, e);
    return false;
  }
}
