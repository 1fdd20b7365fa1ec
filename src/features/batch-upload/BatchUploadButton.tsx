import { lazy, Suspense, useState } from 'react';
import { QUICK_MSG } from '../../model/messages';
import { Button } from '../../ui/Button';

/**
 * The dialog (file checks, the per-row report) loads on the first click: most visits never open it, and it was a tenth
 * of the quick-order element and of <yc-store>'s first load.
 */
const BatchUploadDialog = lazy(() => import('./BatchUploadDialog').then((m) => ({ default: m.BatchUploadDialog })));

/** 批量采购: the button and its dialog, for the quick-order page, the cart page and the quick-order widget. */
export function BatchUploadButton({ onAdded, size = 'md' }: { onAdded?: (count: number) => void; size?: 'sm' | 'md' }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        size={size}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {QUICK_MSG.batchTitle}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <BatchUploadDialog open={open} onClose={() => setOpen(false)} onAdded={onAdded} />
        </Suspense>
      )}
    </>
  );
}
