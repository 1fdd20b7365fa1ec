import { lazy, type ComponentType } from 'react';

type Preloadable = ComponentType & { preload?: () => Promise<unknown> };

/**
 * A screen loaded on first visit (its own chunk, from its feature's screens.ts). The home is the only screen in the
 * entry chunk; `preload()` fetches a screen's chunk ahead of the visit.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): ComponentType {
  const screen: Preloadable = lazy(() => load().then((m) => ({ default: pick(m) })));
  screen.preload = load;
  return screen;
}

/** Several screens of one feature's screens.ts, by export name (one chunk, fetched once for all of them). */
export function lazyScreens<M, K extends keyof M>(load: () => Promise<M>, names: readonly K[]): Record<K, ComponentType> {
  return Object.fromEntries(names.map((name) => [name, lazyScreen(load, (m) => m[name] as ComponentType)])) as Record<K, ComponentType>;
}

/** Fetches the chunks of `screens` once the browser is idle (no effect on screens that are not lazy). */
export function preloadScreens(screens: ComponentType[]): void {
  const run = () => {
    for (const s of screens as Preloadable[]) s.preload?.().catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
