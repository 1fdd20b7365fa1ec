import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export type Loadable<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component whose code loads on first render, showing `fallback` meanwhile; a failed load reaches the nearest error
 * boundary and the next render tries again. Unlike `lazy` it does not suspend, so it behaves the same under React
 * (the site) and preact/compat (the widgets), whose Suspense can leave a second copy of the DOM when nested
 * boundaries suspend in turn.
 */
export function loadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
): Loadable<P> {
  let done: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (c) => (done = c),
      (e: unknown) => {
        pending = undefined;
        throw e;
      },
    ));
  function Loaded(props: P) {
    const [, setLoaded] = useState(false);
    const [error, setError] = useState<{ cause: unknown }>();
    useEffect(() => {
      if (done) return;
      let live = true;
      preload().then(
        () => live && setLoaded(true),
        (cause: unknown) => live && setError({ cause }),
      );
      return () => {
        live = false;
      };
    }, []);
    if (error) throw error.cause;
    const C = done as ComponentType<object> | undefined;
    return C ? <C {...props} /> : <>{typeof fallback === 'function' ? fallback(props) : fallback}</>;
  }
  return Object.assign(Loaded, { preload });
}
