import type { ReactNode } from 'react';
import { errorText } from '../api/errors';
import { Empty, ErrorBox, Skeleton } from '../ui/States';
import type { RemoteState } from '../ui/useRemote';

/** A list answer: a page (`total`) or a plain array. */
type ListLike = { total: number } | readonly unknown[];

/** Whether a list answer holds nothing: a page with total 0, or an empty array. */
export function isEmptyList(data: ListLike): boolean {
  return Array.isArray(data) ? data.length === 0 : (data as { total: number }).total === 0;
}

/**
 * The four states of a back-office list, in one place: a failure with nothing shown yet → ErrorBox (with 重试),
 * still loading with nothing yet → Skeleton, nothing found → Empty, else `children(data)`. While a reload is under
 * way the previous answer stays shown (useRemote keeps it).
 */
export function Loaded<T>({
  state,
  retry,
  failed,
  empty,
  isEmpty = isEmptyList as (data: T) => boolean,
  rows = 4,
  height = 36,
  children,
}: {
  state: RemoteState<T>;
  retry: () => void;
  /** The message when loading fails and the server gave none, e.g. 客户列表加载失败. */
  failed: string;
  /** What an empty answer says, e.g. 没有符合条件的客户. */
  empty: ReactNode;
  /** Whether the answer holds nothing; by default a page with total 0 or an empty array. */
  isEmpty?: (data: T) => boolean;
  /** The skeleton's rows and each row's height while loading. */
  rows?: number;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  const data = state.data;
  if (state.status === 'error' && !data) return <ErrorBox message={errorText(state.error, failed)} onRetry={retry} />;
  if (!data) return <Skeleton rows={rows} height={height} />;
  if (isEmpty(data)) return <Empty>{empty}</Empty>;
  return <>{children(data)}</>;
}
