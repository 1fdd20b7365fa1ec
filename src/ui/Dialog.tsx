import { useEffect, useRef, type ReactNode } from 'react';
import { useCss } from './styled';
import { t } from './theme';

/**
 * Native <dialog> opened with showModal(): top layer, focus trap and inert background for free, and it works
 * inside a shadow root without portals. Escape closes it through onClose.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  width = 420,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const css = useCss();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) el.close();
  }, [open]);
  const cls = css`
    border: none;
    border-radius: 8px;
    padding: 0;
    color: ${t.text};
    font: 14px/1.5 ${t.font};
    box-shadow: 0 12px 40px rgba(0, 0, 0, 0.2);
    &::backdrop { background: rgba(0, 0, 0, 0.4); }
    header { display: flex; justify-content: space-between; align-items: center; padding: 14px 20px; border-bottom: 1px solid ${t.border}; font-size: 16px; font-weight: 600; }
    header button { border: none; background: none; font-size: 20px; cursor: pointer; color: ${t.muted}; }
    .body { padding: 18px 20px; }
    footer { display: flex; justify-content: flex-end; gap: 8px; padding: 10px 20px 16px; }
  `;
  return (
    <dialog
      ref={ref}
      className={cls}
      style={{ width }}
      aria-label={title}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <header>
            <span>{title}</span>
            <button type="button" aria-label="关闭" onClick={onClose}>
              ×
            </button>
          </header>
          <div className="body">{children}</div>
          {footer && <footer>{footer}</footer>}
        </>
      )}
    </dialog>
  );
}
