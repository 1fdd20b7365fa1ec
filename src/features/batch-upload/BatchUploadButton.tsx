import { useState } from 'react';
import { QUICK_MSG } from '../../model/messages';
import { Button } from '../../ui/Button';
import { BatchUploadDialog } from './BatchUploadDialog';

/** 批量采购: the button and its dialog, for the quick-order page, the cart page and the quick-order widget. */
export function BatchUploadButton({ onAdded, size = 'md' }: { onAdded?: (count: number) => void; size?: 'sm' | 'md' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {QUICK_MSG.batchTitle}
      </Button>
      <BatchUploadDialog open={open} onClose={() => setOpen(false)} onAdded={onAdded} />
    </>
  );
}
