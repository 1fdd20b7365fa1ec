import type { PackInfo } from '../model/pack-shot';
import { useCss } from './styled';
import { PackShot } from './PackShot';

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
    return <img src={thumb} alt={name} width={size} height={size} className={css`object-fit: contain; display: block; margin: 0 auto; max-width: 100%; height: auto;`} />;
  }
  return <PackShot info={{ name, ...pack }} classId={classId} size={size} />;
}
