import { shared } from './shared';

/**
 * The store's outward events (yc:login, yc:cart-change, ...). Widgets re-dispatch them as DOM CustomEvents;
 * `on` replays the last payload to late listeners so a host that subscribes after load still learns the state.
 */
export interface YcEvents {
  'yc:ready': { version: string };
  'yc:login': { client_id?: number; company_id?: number; salesman_id?: number };
  'yc:logout': Record<string, never>;
  'yc:auth-required': { reason: string };
  'yc:cart-change': { lines: number; kinds: number };
  'yc:add-to-cart': { lines: { product_id: number; amount: number }[] };
  'yc:error': { code: number; message: string; source: string };
  /** A salesman started acting for a customer: cart, orders and prices are now the customer's. */
  'yc:acting-start': { client_id: number; client_name: string; salesman_id: number };
  /** The salesman stopped acting (结束代客): the session is his alone again. */
  'yc:acting-end': { client_id?: number; salesman_id: number };
}
export type YcEventName = keyof YcEvents;

type Listener<K extends YcEventName> = (detail: YcEvents[K]) => void;

const bus = shared('events', () => ({
  listeners: new Map<string, Set<(d: unknown) => void>>(),
  last: new Map<string, unknown>(),
}));

export function emit<K extends YcEventName>(name: K, detail: YcEvents[K]): void {
  bus.last.set(name, detail);
  for (const fn of bus.listeners.get(name) ?? []) fn(detail);
}

export function on<K extends YcEventName>(name: K, fn: Listener<K>, replay = true): () => void {
  const set = bus.listeners.get(name) ?? new Set();
  bus.listeners.set(name, set);
  set.add(fn as (d: unknown) => void);
  if (replay && bus.last.has(name)) fn(bus.last.get(name) as YcEvents[K]);
  return () => set.delete(fn as (d: unknown) => void);
}
