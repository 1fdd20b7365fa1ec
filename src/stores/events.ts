import { shared } from './shared';

/**
 * The store's outward events (yc:login, yc:cart-change, ...). Widgets re-dispatch them as DOM CustomEvents;
 * `on` replays the last payload to late listeners so a host that subscribes after load still learns the state.
 */
/** Who is logged in, as a host may read it (never the token). */
export interface SessionSummary {
  client_id?: number;
  company_id?: number;
  salesman_id?: number;
  clinicName?: string;
}

/** A line as a host sees it in add-to-cart, checkout-request and order-created. */
export interface HostLine {
  product_id: number;
  amount: number;
  /** Product name, code, unit and unit price (yuan) when the store knows them. */
  name?: string;
  product_code?: string;
  unit?: string;
  price?: string;
  /** The host's own note for the line (needs list), handed back unchanged. */
  note?: string;
}

export interface YcEvents {
  /** The bundle is loaded and the stored session restored (`session` says who is logged in, if anyone). */
  'yc:ready': { version: string; session: SessionSummary };
  'yc:login': { client_id?: number; company_id?: number; salesman_id?: number };
  'yc:logout': Record<string, never>;
  'yc:auth-required': { reason: string };
  'yc:cart-change': { lines: number; kinds: number };
  /** The unread count of the buyer's message centre changed (issue 32). */
  'yc:messages-change': { unread: number };
  /** Lines are about to be added (cancelable as a DOM event: preventDefault and nothing is added). */
  'yc:add-to-cart': { lines: HostLine[] };
  /** An order was placed inside a widget. */
  'yc:order-created': { order_id: number; order_code: string; paid: boolean; total: string; po_number?: string; lines: HostLine[] };
  /** code: the server's envelope code (SPEC §8), an HTTP status for an error page, 0 with no answer at all. */
  'yc:error': { code: number; message: string; source: 'api'; kind: 'business' | 'network' | 'auth' | 'token' | 'busy' };
  /** The 追溯码 of an order the buyer opened (one code a row), for a clinic system's own inventory (issue 29). */
  'yc:trace-codes': { order_id: number; order_code: string; codes: { trace_code: string; product_name: string; standard: string; batch_no: string; expires_on: string; waybill: string }[] };
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
