import { createHostApi, type YaoCaiApi } from './host-api';
import { bootWidgets } from './boot';

type Queued = { q?: IArguments[] } & ((...args: unknown[]) => void);

/**
 * Installs window.YaoCai and replays calls queued by the loader stub
 * (`window.YaoCai = window.YaoCai || function () { (YaoCai.q = YaoCai.q || []).push(arguments) }`),
 * e.g. `YaoCai('configure', {apiBase: 'https://store.example.com/api'})`, then boots the stores: elements already
 * in the page mount with the host's configuration. A second copy of the bundle finds the API installed and
 * leaves it (the stores are shared anyway). Nothing happens on a server (no window).
 */
export function installYaoCai(): void {
  if (typeof window === 'undefined') return;
  // Window declares YaoCai as the installed API (public-types.ts); before this runs it is absent or the loader's queue.
  const w = window as unknown as { YaoCai?: Queued | YaoCaiApi };
  const existing = w.YaoCai;
  if (existing && typeof existing !== 'function') return;
  const api = createHostApi();
  w.YaoCai = api;
  // configure first, whatever order the host queued things in: the other calls need the apiBase.
  const queue = [...((existing as Queued | undefined)?.q ?? [])].map((args) => Array.from(args) as [keyof YaoCaiApi, ...unknown[]]);
  for (const [method, ...rest] of queue) if (method === 'configure') api.configure(rest[0] as never);
  void bootWidgets();
  for (const [method, ...rest] of queue) {
    if (method === 'configure') continue;
    const fn = api[method];
    if (typeof fn === 'function') void Promise.resolve((fn as (...a: unknown[]) => unknown).apply(api, rest)).catch((e: unknown) => console.warn(`[yaocai] ${String(method)}`, e));
  }
}
