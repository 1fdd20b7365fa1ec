import { useRef, useState, type KeyboardEvent } from 'react';
import type { PackInfo } from '../../model/pack-shot';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { ProductThumb } from '../catalog';

const THUMB = 56;

/** The alt text of picture `i` (0-based) of `n`: the product's name and the picture's place. */
export const pictureAlt = (name: string, i: number, n: number) => `${name}（第${i + 1}张，共${n}张）`;

/**
 * The product's picture on its detail page. With several (an ERP sends up to 5, services/open/products.ts) the
 * selected one is shown large with every picture as a thumbnail below it: a click (or tap: no swiping needed at
 * phone width, the thumbnails wrap) or Enter on a thumbnail shows it, ← and → move between them with the focus
 * (one tab stop for the row). The first is the main picture, shown first here and alone everywhere else. With one
 * picture or none it is the ProductThumb every page shows.
 */
export function ProductGallery({
  name,
  thumb,
  pictures,
  size,
  classId,
  pack,
}: {
  name: string;
  thumb: string;
  pictures: readonly string[];
  size: number;
  classId?: number;
  pack?: Omit<PackInfo, 'name'>;
}) {
  const css = useCss();
  const [shown, setShown] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (pictures.length < 2) return <ProductThumb name={name} thumb={thumb} size={size} classId={classId} pack={pack} />;
  const n = pictures.length;
  const at = Math.min(shown, n - 1);
  const move = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : step ? (i + step + n) % n : -1;
    if (to < 0) return;
    e.preventDefault();
    setShown(to);
    buttons.current[to]?.focus();
  };
  return (
    <div
      data-testid="product-gallery"
      className={css`
        display: grid; gap: 10px; align-content: start; min-width: 0;
        .thumbs { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; }
        .thumbs button {
          width: ${THUMB + 6}px; height: ${THUMB + 6}px; padding: 2px; border: 1px solid ${t.border}; border-radius: 6px;
          background: ${t.surface}; cursor: pointer; display: grid; place-items: center;
        }
        .thumbs button[aria-current='true'] { border: 2px solid ${t.primary}; padding: 1px; }
        .thumbs button:focus-visible { outline: 2px solid ${t.focus}; outline-offset: 2px; }
      `}
    >
      <div aria-live="polite" data-testid="gallery-main">
        <ProductThumb key={at} name={pictureAlt(name, at, n)} thumb={pictures[at]!} size={size} classId={classId} pack={pack} />
      </div>
      <div className="thumbs" role="group" aria-label="商品图片">
        {pictures.map((src, i) => (
          <button
            key={src}
            type="button"
            ref={(el) => {
              buttons.current[i] = el;
            }}
            aria-label={`查看第${i + 1}张图片`}
            aria-current={i === at}
            tabIndex={i === at ? 0 : -1}
            onClick={() => setShown(i)}
            onKeyDown={(e) => move(e, i)}
          >
            <ProductThumb name={pictureAlt(name, i, n)} thumb={src} size={THUMB} />
          </button>
        ))}
      </div>
    </div>
  );
}
