/**
 * The quick-order store bound to the grid: opened for the logged-in client, following other tabs' changes, and the
 * keyboard focus the store asks for moved onto the cells that registered their inputs. The state and the actions
 * are the store's (src/stores/quick-order).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $fastLines,
  $fastOwner,
  $quickFailed,
  $quickFocus,
  $quickNotes,
  $quickProgress,
  $quickRows,
  bottomRowKey,
  focusAt,
  focusCell,
  focusDone,
  focusRetry,
  loadFastLines,
  lookupDraft,
  openQuickOrder,
  pasteRows,
  pickProduct,
  readDrafts,
  reloadQuickOrder,
  removeRow,
  rowIndex,
  setLineAmount,
  updateDraft,
  type Cell,
} from '../../stores/quick-order';
import { $session } from '../../stores/session';
import { onBroadcast } from '../../stores/sync';

export type { Draft, GridRow, Cell } from '../../stores/quick-order';

export function useQuickOrder() {
  // The drafts kept in storage show from the first render (read before anything subscribes to them).
  useState(readDrafts);
  const clientId = useStore($session).client_id;
  const lines = useStore($fastLines);
  const owner = useStore($fastOwner);
  const rows = useStore($quickRows);
  const focusReq = useStore($quickFocus);
  useEffect(() => {
    if (clientId) openQuickOrder(clientId);
  }, [clientId]);
  useEffect(
    () =>
      onBroadcast((m) => {
        if (m.type === 'quickOrder') void loadFastLines();
      }),
    [],
  );

  // Focus: cells register their inputs; a request is applied after the render that shows its row.
  const cells = useRef(new Map<string, HTMLInputElement>());
  const cellRef = useCallback(
    (key: string, cell: Cell) => (el: HTMLInputElement | null) => {
      if (el) cells.current.set(`${key}:${cell}`, el);
      else cells.current.delete(`${key}:${cell}`);
    },
    [],
  );
  useEffect(() => {
    if (!focusReq) return;
    const el = cells.current.get(`${focusReq.key}:${focusReq.cell}`);
    if (el) {
      el.focus();
      focusDone();
    } else if (focusReq.tries < 3) focusRetry();
    else {
      cells.current.get(`${bottomRowKey()}:product`)?.focus();
      focusDone();
    }
  }, [focusReq, rows]);

  return {
    clientId,
    loaded: !!clientId && owner === clientId,
    failed: useStore($quickFailed),
    reload: reloadQuickOrder,
    lines,
    rows,
    notes: useStore($quickNotes),
    progress: useStore($quickProgress),
    cellRef,
    focus: focusCell,
    focusAt,
    indexOf: rowIndex,
    pick: pickProduct,
    setAmount: setLineAmount,
    remove: removeRow,
    updateDraft,
    pasteRows,
    lookup: lookupDraft,
  };
}

export type QuickOrderState = ReturnType<typeof useQuickOrder>;
