import type { ReactNode } from 'react';
import { errorText } from '../../api';
import { MSG } from '../../model/messages';
import { ErrorBox, Skeleton } from '../../ui/States';
import type { RemoteState } from '../../ui/useRemote';

/**
 * One way for every console screen to show a remote answer: skeleton while the first answer loads, the error in
 * plain Chinese with 重试, else the content (the previous answer stays while a new filter loads, marked busy).
 */
export function Remote<T>({ state, retry, rows = 3, height = 96, children }: { state: RemoteState<T>; retry: () => void; rows?: number; height?: number; children: (data: T) => ReactNode }) {
  if (state.status === 'error' && !state.data) return <ErrorBox message={errorText(state.error, MSG.httpDefault)} onRetry={retry} />;
  if (!state.data) return <Skeleton rows={rows} height={height} />;
  return <div aria-busy={state.status === 'loading'}>{children(state.data)}</div>;
}
