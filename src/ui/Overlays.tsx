import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $confirms, $overlayHost, $toasts } from './overlay-store';
import { Dialog } from './Dialog';
import { Button } from './Button';
import { useCss } from './styled';
import { t } from './theme';

let hostSeq = 0;

/** Toasts and confirm dialogs. Mounted in every root; only the first mounted one renders. */
export function Overlays() {
  const [me] = useState(() => ++hostSeq);
  const host = useStore($overlayHost);
  useEffect(() => {
    if ($overlayHost.get() === null) $overlayHost.set(me);
    return () => {
      if ($overlayHost.get() === me) $overlayHost.set(null);
    };
  }, [me]);
  useEffect(() => {
    if (host === null) $overlayHost.set(me);
  }, [host, me]);
  if (host !== me) return null;
  return (
    <>
      <Toasts />
      <Confirms />
    </>
  );
}

function Toasts() {
  const toasts = useStore($toasts);
  const css = useCss();
  const cls = css`
    position: fixed;
    top: 72px;
    left: 50%;
    transform: translateX(-50%);
    z-index: 2147483000;
    display: flex;
    flex-direction: column;
    gap: 8px;
    pointer-events: none;
    div { padding: 10px 18px; border-radius: 6px; background: #fff; box-shadow: 0 4px 16px rgba(0,0,0,.15); font: 14px/1.5 ${t.font}; color: ${t.text}; border-left: 4px solid ${t.primary}; }
    div[data-kind='error'] { border-left-color: ${t.danger}; }
    div[data-kind='warning'] { border-left-color: ${t.warn}; }
  `;
  return (
    <div className={cls} role="status" aria-live="polite">
      {toasts.map((x) => (
        <div key={x.id} data-kind={x.kind} data-testid="toast">
          {x.text}
        </div>
      ))}
    </div>
  );
}

function Confirms() {
  const list = useStore($confirms);
  const id = useId();
  const top = list[0];
  if (!top) return null;
  return (
    <Dialog
      key={`${id}-${top.id}`}
      open
      title={top.title}
      onClose={() => top.resolve(false)}
      testId="confirm-dialog"
      footer={
        <>
          {top.cancelText && <Button onClick={() => top.resolve(false)}>{top.cancelText}</Button>}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's primary action takes the focus (WAI-ARIA dialog pattern) */}
          <Button variant="primary" autoFocus onClick={() => top.resolve(true)}>
            {top.confirmText}
          </Button>
        </>
      }
    >
      {top.message}
    </Dialog>
  );
}
