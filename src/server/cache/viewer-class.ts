/**
 * The part of a viewer a catalogue answer depends on: whether prices show, which business scopes the client bought
 * for holds (product-view.ts reads nothing else), and whose prices the reads selected (the client type, and the
 * client itself only when it has an agreed price: services/prices/effective.ts reads nothing else). Answers are
 * cached per class; only a client with an agreed price is a class of its own.
 */
import type { PriceClass, Viewer } from '../services/catalog/product-view';

/** `base`, `t<type>`, or `t<type>c<client id>` for a client with an agreed price. */
export function priceClassKey(p: PriceClass | null): string {
  if (p === null || (p.clientType === null && p.agreedClientId === null)) return 'base';
  return `t${p.clientType ?? '-'}${p.agreedClientId === null ? '' : `c${p.agreedClientId}`}`;
}

export function viewerClass(v: Viewer): string {
  const scopes = v.scopes === null ? '-' : [...v.scopes].sort((a, b) => a - b).join(',');
  return `${v.showPrices ? 'priced' : 'unpriced'}/${scopes}/${v.showPrices ? priceClassKey(v.price) : 'base'}`;
}

/** A stable key for an input object: keys sorted, absent values dropped. */
export function inputKey(input: object | undefined): string {
  if (!input) return '';
  return Object.entries(input)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
}
