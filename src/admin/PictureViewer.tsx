import { useEffect, useState, type KeyboardEvent } from 'react';
import { licencePictureUrl } from '../api/admin/registrations';
import { errorText } from '../api/errors';
import { useCss } from '../ui/styled';
import { t } from '../ui/theme';

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const;
/** Index of 100 % in ZOOMS. */
const DEFAULT_ZOOM = 2;
/** The picture's width at 100 %, in CSS pixels. */
const BASE_WIDTH = 280;

/**
 * One licence picture, fetched with the staff token (an <img src> could not send it), with zoom and rotation by
 * buttons or keys (+ - r R 0 while the picture has focus); the frame scrolls when the picture outgrows it.
 */
export function PictureViewer({ pictureKey, label }: { pictureKey: string; label: string }) {
  const css = useCss();
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [turn, setTurn] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    licencePictureUrl(pictureKey, abort.signal).then(
      (u) => {
        url = u;
        setSrc(u);
      },
      (e: unknown) => !abort.signal.aborted && setError(errorText(e, '图片加载失败')),
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [pictureKey]);

  const scale = ZOOMS[zoom] ?? 1;
  const zoomIn = () => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1));
  const zoomOut = () => setZoom((z) => Math.max(0, z - 1));
  const rotate = (by: number) => setTurn((r) => (r + by + 360) % 360);
  const reset = () => {
    setZoom(DEFAULT_ZOOM);
    setTurn(0);
  };
  const onKey = (e: KeyboardEvent) => {
    const act: Record<string, () => void> = { '+': zoomIn, '=': zoomIn, '-': zoomOut, r: () => rotate(90), R: () => rotate(-90), '0': reset };
    const f = act[e.key];
    if (f) {
      e.preventDefault();
      f();
    }
  };
  const sideways = turn % 180 !== 0;
  const cls = css`
    border: 1px solid ${t.border}; border-radius: 6px; background: ${t.surface};
    .tools { display: flex; gap: 4px; padding: 6px; border-bottom: 1px solid ${t.border}; align-items: center; }
    .tools button { min-width: 32px; height: 28px; border: 1px solid ${t.border}; background: ${t.surface}; border-radius: 4px; cursor: pointer; font: inherit; color: ${t.text}; }
    .tools span { margin-left: auto; color: ${t.muted}; font-size: 12px; font-variant-numeric: tabular-nums; }
    .frame { height: 320px; overflow: auto; background: ${t.bg}; display: grid; place-items: center; }
    .frame img { transition: transform 0.15s; }
    .error { color: ${t.danger}; padding: 16px; }
  `;
  return (
    <figure className={cls} style={{ margin: 0 }} data-testid="licence-picture">
      <div className="tools" role="toolbar" aria-label={`${label} 图片操作`}>
        <button type="button" onClick={zoomOut} aria-label="缩小" disabled={zoom === 0}>
          －
        </button>
        <button type="button" onClick={zoomIn} aria-label="放大" disabled={zoom === ZOOMS.length - 1}>
          ＋
        </button>
        <button type="button" onClick={() => rotate(-90)} aria-label="向左旋转">
          ↺
        </button>
        <button type="button" onClick={() => rotate(90)} aria-label="向右旋转">
          ↻
        </button>
        <button type="button" onClick={reset}>
          复位
        </button>
        <span aria-live="polite">
          {Math.round(scale * 100)}% · {turn}°
        </span>
      </div>
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1); its keys are shortcuts for the buttons above. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <div className="frame" tabIndex={0} onKeyDown={onKey} aria-label={`${label}（可用 + - 缩放，R 旋转，0 复位）`} role="region">
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : src ? (
          <img
            src={src}
            alt={label}
            data-loaded="true"
            style={{ width: BASE_WIDTH * scale, maxWidth: 'none', transform: `rotate(${turn}deg)`, margin: sideways ? `${(BASE_WIDTH * scale) / 4}px 0` : 0 }}
          />
        ) : (
          <span aria-busy="true">图片加载中…</span>
        )}
      </div>
    </figure>
  );
}
