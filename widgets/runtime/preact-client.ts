import { createRoot as createPreactRoot } from 'preact/compat/client';
import type { ComponentChild } from 'preact';

/**
 * `react-dom/client` for the widget build (tsup.config.ts aliases it here): preact/compat's root, with renders
 * batched to a microtask as React's own root does. An element may mount from attributeChangedCallback while the
 * browser is still upgrading it; a root that renders synchronously there renders the whole tree a second time
 * beside the first on the next attribute change.
 */
export function createRoot(container: Element | DocumentFragment) {
  const root = createPreactRoot(container);
  let next: ComponentChild = null;
  let queued = false;
  let live = true;
  return {
    render(children: ComponentChild) {
      next = children;
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        if (live) root.render(next);
      });
    },
    unmount() {
      live = false;
      root.unmount();
    },
  };
}
