/**
 * Answers handed to many requests as the very same object (read-cache entries, the public header). Marking them
 * lets `route()` send each one as bytes serialised and compressed once (http/wire.ts) instead of once per request.
 * A shared answer must never be modified after it is returned: every viewer of its class reads the same object.
 */
const shared = new WeakSet<object>();

export function markShared<T>(value: T): T {
  if (typeof value === 'object' && value !== null) shared.add(value);
  return value;
}

export const isShared = (value: unknown): value is object => typeof value === 'object' && value !== null && shared.has(value);
