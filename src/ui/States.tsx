import type { ReactNode } from 'react';
import { useCss } from './styled';
import { t } from './theme';

export function Empty({ children }: { children: ReactNode }) {
  const css = useCss();
  return (
    <div className={css`padding: 48px 16px; text-align: center; color: ${t.muted};`} data-testid="empty">
      {children}
    </div>
  );
}

export function Skeleton({ rows = 4, height = 96 }: { rows?: number; height?: number }) {
  const css = useCss();
  const cls = css`
    display: grid; gap: 12px;
    div { height: ${height}px; border-radius: 6px; background: linear-gradient(90deg, #eef0f3 25%, #f7f8fa 50%, #eef0f3 75%); background-size: 400% 100%; animation: yc-shimmer 1.2s infinite; }
    @keyframes yc-shimmer { from { background-position: 100% 0; } to { background-position: 0 0; } }
  `;
  return (
    // A named progress indicator: a plain div may not carry aria-label (axe aria-prohibited-attr).
    <div className={cls} role="progressbar" aria-busy="true" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} />
      ))}
    </div>
  );
}

export function ErrorBox({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const css = useCss();
  return (
    <div className={css`padding: 32px; text-align: center; color: ${t.danger};`} role="alert">
      {message}
      {onRetry && (
        <button type="button" onClick={onRetry} className={css`margin-left: 12px; color: ${t.primary}; background: none; border: none; cursor: pointer; font: inherit;`}>
          重试
        </button>
      )}
    </div>
  );
}
