/**
 * The part of a viewer a catalogue answer depends on: whether prices show and which business scopes the client
 * bought for holds (product-view.ts reads nothing else). Answers are cached per class, never per person.
 */
import type { Viewer } from '../services/product-view';

export function viewerClass(v: Viewer): string {
  const scopes = v.scopes === null ? '-' : [...v.scopes].sort((a, b) => a - b).join(',');
  return `${v.showPrices ? 'priced' : 'unpriced'}/${scopes}`;
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
