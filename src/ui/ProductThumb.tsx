import { lazy, Suspense } from 'react';
import type { PackInfo } from '../model/pack-shot';
import { getApiConfig } from '../api';
import { useCss } from './styled';

/**
 * The drawn box is a picture, so it may arrive a moment after the card: loaded on first use, it keeps its drawing
 * rules (forms, colours, marks) out of every first load (the site's /home and each widget element, issue 14's budgets).
 */
const PackShot = lazy(() => import('./PackShot').then((m) => ({ default: m.PackShot })));

/**
 * A site-relative picture path resolved against the store (the API's origin), so a widget on a partner's page shows
 * the store's picture, not a missing one on the partner's origin. On the site it is the same origin.
 */
export function storeAsset(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || typeof location === 'undefined') return path;
  return new URL(path, new URL(getApiConfig().baseURL, location.href)).href;
}

/**
 * A product's picture: its real photo when it has one (an absolute or site-relative URL in `thumb`), otherwise a
 * medicine box drawn from its data (PackShot).
 */
export function ProductThumb({
  name,
  thumb,
  size = 160,
  pack,
  classId,
}: {
  name: string;
  thumb: string;
  size?: number;
  /** What to print on the drawn box; the name alone when omitted. */
  pack?: Omit<PackInfo, 'name'>;
  classId?: number;
}) {
  const css = useCss();
  if (/^(https?:\/\/|\/)/.test(thumb)) {
    return <img src={storeAsset(thumb)} alt={name} width={size} height={size} className={css`object-fit: contain; display: block; margin: 0 auto; max-width: 100%; height: auto;`} />;
  }
  return (
    <Suspense fallback={<span role="img" aria-label={name} style={{ display: 'block', width: '100%', maxWidth: size, aspectRatio: '1', margin: '0 auto' }} />}>
      <PackShot info={{ name, ...pack }} classId={classId} size={size} />
    </Suspense>
  );
}
