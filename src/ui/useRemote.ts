import { useEffect, useState } from 'react';

export type RemoteState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown; data?: T };

/**
 * Loads data for a screen and reloads when `key` changes (pass everything the answer depends on, e.g. the
 * logged-in identity so prices appear after login). The previous answer stays visible while reloading; a
 * late answer to an old key is dropped.
 */
export function useRemote<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<RemoteState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ status: 'loading', data: s.data }));
    load()
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((error: unknown) => live && setState({ status: 'error', error }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a fresh closure each render; `key` says when it means something new
  }, [key, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
