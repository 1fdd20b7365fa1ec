import { useEffect, useRef, type ReactNode } from 'react';
import { useCss } from './styled';
import { t } from './theme';
import { TOUCH_TARGET } from './breakpoints';

/**
 * A side sheet on the native <dialog> opened with showModal(), like Dialog: the page behind is inert and focus stays
 * inside while it is open; Escape and a tap on the backdrop close it through onClose; on closing, focus goes back to
 * the control that had it when the drawer opened (the menu button). Its content is rendered only while open.
 */
export function Drawer({ open, title, onClose, children, id, testId }: { open: boolean; title: string; onClose: () => void; children: ReactNode; id?: string; testId?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const css = useCss();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      const active = el.getRootNode() instanceof ShadowRoot ? (el.getRootNode() as ShadowRoot).activeElement : document.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) {
      el.close();
      opener.current?.focus();
      opener.current = null;
    }
  }, [open]);
  const cls = css`
    margin: 0 auto 0 0; height: 100%; max-height: 100%; width: min(320px, 86vw); max-width: 86vw; box-sizing: border-box;
    border: none; padding: 0; color: ${t.text}; background: ${t.surface}; font: 14px/1.5 ${t.font};
    box-shadow: 6px 0 24px rgba(0, 0, 0, 0.2); overscroll-behavior: contain;
    &[open] { display: flex; flex-direction: column; }
    &::backdrop { background: rgba(0, 0, 0, 0.4); }
    .head { display: flex; justify-content: space-between; align-items: center; padding: 4px 8px 4px 16px; border-bottom: 1px solid ${t.border}; font-size: 16px; font-weight: 600; }
    .head button { min-width: ${TOUCH_TARGET}px; min-height: ${TOUCH_TARGET}px; border: none; background: none; font-size: 24px; cursor: pointer; color: ${t.muted}; }
    .body { flex: 1; overflow-y: auto; padding: 8px 0 16px; }
  `;
  return (
    // The backdrop is the dialog element itself outside its box: a click there (not on the content) closes it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape closes it (the cancel event); the click is the pointer's backdrop tap
    <dialog
      ref={ref}
      id={id}
      className={cls}
      aria-label={title}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <div className="head">
            <span>{title}</span>
            <button type="button" aria-label="关闭" onClick={onClose}>
              ×
            </button>
          </div>
          <div className="body">{children}</div>
        </>
      )}
    </dialog>
  );
}
