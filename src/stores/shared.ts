/**
 * Stores live on a versioned globalThis singleton, so a second copy of the widget bundle on the same page
 * reuses the first copy's session and cart instead of splitting them.
 */
const KEY = '__yaocai_stores_v0__';

type Registry = Record<string, unknown>;

function registry(): Registry {
  const g = globalThis as typeof globalThis & Record<string, Registry | undefined>;
  return (g[KEY] ??= {});
}

export function shared<T>(name: string, create: () => T): T {
  const reg = registry();
  if (!(name in reg)) reg[name] = create();
  return reg[name] as T;
}
