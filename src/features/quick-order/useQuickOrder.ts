import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Product } from '../../contract/catalog';
import type { FastLine } from '../../contract/quick-order';
import { judgeListQuantity, parseListQuantity } from '../../model/batch-rules';
import { CART_ADD_MAX_LINES } from '../../model/constants';
import { MSG, QUICK_MSG } from '../../model/messages';
import { clampQuantity, quantityRule } from '../../model/product-rules';
import { purchaseState } from '../../model/purchase-rules';
import { errorText, uploadPurchaseList } from '../../api';
import {
  $fastLines,
  $fastOwner,
  loadFastLines,
  putFastLine,
  putFastLines,
  readQuickOrderDrafts,
  removeFastLine,
  resetFastLines,
  saveQuickOrderDrafts,
} from '../../stores/quick-order';
import { $session } from '../../stores/session';
import { onBroadcast } from '../../stores/sync';
import { toast } from '../../ui/overlay-store';
import { refusalOf } from './lines';
import { looksLikeCode } from '../../model/batch-rules';
import { parsePaste, pasteCsv, type PastedRow } from './paste';

/** The most products the quick-order list holds (the server's bound: one add-to-cart call). */
export const QUICK_ORDER_MAX = CART_ADD_MAX_LINES;

/** A row not matched to a product yet: typed text, or a pasted row with its problem and candidates. */
export interface Draft {
  key: string;
  text: string;
  quantity: string;
  problem?: string;
  candidates?: Product[];
}

export type GridRow = { kind: 'line'; key: string; line: FastLine } | { kind: 'draft'; key: string; draft: Draft };
export type Cell = 'product' | 'qty';

let seq = 0;
const newKey = () => `d${Date.now().toString(36)}${(++seq).toString(36)}`;
const blank = (): Draft => ({ key: newKey(), text: '', quantity: '' });
const isBlank = (d: Draft) => !d.text.trim() && !d.quantity.trim() && !d.problem;
/** There is always an empty row at the bottom to type the next product into. */
const withTrailingBlank = (ds: Draft[]) => (ds.length && isBlank(ds[ds.length - 1] as Draft) ? ds : [...ds, blank()]);
const storedDrafts = () => withTrailingBlank(readQuickOrderDrafts<Draft>().filter((d) => d && typeof d.key === 'string' && !isBlank(d)));
export const lineKey = (productId: number) => `p${productId}`;

/**
 * The quantity a newly picked product starts with: the row's quantity judged like an uploaded one (rounded up to
 * the pack, with a note), else the nearest valid quantity with the reason; the minimum when none was given.
 */
export function startAmount(product: Product, text: string): { amount: number; note: string } {
  const rule = quantityRule(product);
  if (!text.trim()) return { amount: rule.min, note: '' };
  const j = judgeListQuantity(product, text);
  if (j.amount > 0) return { amount: j.amount, note: j.note };
  const amount = clampQuantity(parseListQuantity(text) ?? rule.min, rule) ?? rule.min;
  return { amount, note: QUICK_MSG.changedTo(j.reason ?? '', amount) };
}

/**
 * State and actions of the quick-order grid: the server's list (shared with other tabs and widgets), the draft
 * rows (kept in local storage), notes from matching, paste progress, and where the keyboard focus goes next.
 */
export function useQuickOrder() {
  const clientId = useStore($session).client_id;
  const lines = useStore($fastLines);
  const owner = useStore($fastOwner);
  const [failed, setFailed] = useState(false);
  const [drafts, setDraftState] = useState<Draft[]>(storedDrafts);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const reload = useCallback(() => {
    setFailed(false);
    void loadFastLines().then((ok) => setFailed(!ok));
  }, []);
  useEffect(() => {
    if (!clientId) return;
    if ($fastOwner.get() !== clientId) resetFastLines();
    setDraftState(storedDrafts());
    reload();
  }, [clientId, reload]);
  useEffect(
    () =>
      onBroadcast((m) => {
        if (m.type === 'quickOrder') void loadFastLines();
      }),
    [],
  );
  useEffect(() => saveQuickOrderDrafts(drafts.filter((d) => !isBlank(d))), [drafts]);

  const setDrafts = useCallback((update: (ds: Draft[]) => Draft[]) => setDraftState((ds) => withTrailingBlank(update(ds))), []);
  const setNote = (productId: number, note: string) => setNotes((n) => ({ ...n, [productId]: note }));

  const rows: GridRow[] = [
    ...lines.map((line): GridRow => ({ kind: 'line', key: lineKey(line.product_id), line })),
    ...drafts.map((draft): GridRow => ({ kind: 'draft', key: draft.key, draft })),
  ];
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const find = (key: string) => rowsRef.current.find((r) => r.key === key);

  // Focus: cells register their inputs; a request is applied after the render that shows its row.
  const cells = useRef(new Map<string, HTMLInputElement>());
  const [focusReq, setFocusReq] = useState<{ key: string; cell: Cell; tries: number } | null>(null);
  const cellRef = useCallback(
    (key: string, cell: Cell) => (el: HTMLInputElement | null) => {
      if (el) cells.current.set(`${key}:${cell}`, el);
      else cells.current.delete(`${key}:${cell}`);
    },
    [],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render on purpose (bounded by tries): the one that shows the row
  useEffect(() => {
    if (!focusReq) return;
    const el = cells.current.get(`${focusReq.key}:${focusReq.cell}`);
    if (el) {
      el.focus();
      setFocusReq(null);
    } else if (focusReq.tries < 3) setFocusReq({ ...focusReq, tries: focusReq.tries + 1 });
    else {
      // The row went away (refused, removed elsewhere): the empty row at the bottom.
      const last = rowsRef.current[rowsRef.current.length - 1];
      if (last) cells.current.get(`${last.key}:product`)?.focus();
      setFocusReq(null);
    }
  });
  const focus = (key: string, cell: Cell) => setFocusReq({ key, cell, tries: 0 });
  const focusAt = (index: number, cell: Cell = 'product') => {
    const all = rowsRef.current;
    const row = all[Math.max(0, Math.min(index, all.length - 1))];
    if (row) focus(row.key, cell);
  };
  const indexOf = (key: string) => rowsRef.current.findIndex((r) => r.key === key);

  const dropDraft = (key: string) => setDrafts((ds) => ds.filter((d) => d.key !== key));
  /** Drafts in place of `replace` (pasted into it), else before the empty bottom row. */
  const insertDrafts = (replace: string | null, add: Draft[]) =>
    setDrafts((ds) => {
      const kept = ds.filter((d) => !isBlank(d));
      const i = replace ? kept.findIndex((d) => d.key === replace) : -1;
      return i >= 0 ? [...kept.slice(0, i), ...add, ...kept.slice(i + 1)] : [...kept, ...add];
    });

  async function pick(key: string, product: Product) {
    const row = find(key);
    if (!row) return;
    const listed = $fastLines.get().find((l) => l.product_id === product.product_id);
    if (row.kind === 'line' && row.line.product_id === product.product_id) {
      focus(key, 'qty');
      return;
    }
    if (listed) {
      toast(QUICK_MSG.alreadyListed(product.ty_name), 'info');
      if (row.kind === 'draft') dropDraft(key);
      focus(lineKey(product.product_id), 'qty');
      return;
    }
    if ($fastLines.get().length >= QUICK_ORDER_MAX && row.kind === 'draft') {
      toast(QUICK_MSG.listFull(QUICK_ORDER_MAX), 'warning');
      return;
    }
    const { amount, note } = startAmount(product, row.kind === 'draft' ? row.draft.quantity : String(row.line.amount));
    if (row.kind === 'draft') dropDraft(key);
    setNote(product.product_id, note);
    focus(lineKey(product.product_id), 'qty');
    try {
      await putFastLine(product, amount, { quiet: true });
      if (row.kind === 'line') await removeFastLine(row.line.product_id);
    } catch (e) {
      const text = errorText(e, MSG.httpDefault);
      if (row.kind === 'draft') {
        insertDrafts(null, [{ ...row.draft, problem: text, candidates: [product] }]);
        focus(row.draft.key, 'product');
      } else toast(text, 'error');
    }
  }

  function setAmount(line: FastLine, amount: number) {
    setNote(line.product_id, '');
    putFastLine(line.product, amount, { quiet: true }).catch((e: unknown) => toast(errorText(e, MSG.httpDefault), 'error'));
  }

  function remove(key: string) {
    const i = indexOf(key);
    const row = rowsRef.current[i];
    if (!row) return;
    const next = rowsRef.current[i + 1] ?? rowsRef.current[i - 1];
    if (row.kind === 'line') void removeFastLine(row.line.product_id).catch(() => undefined);
    else dropDraft(key);
    if (next) focus(next.key, 'product');
  }

  const updateDraft = (key: string, patch: Partial<Draft>) =>
    setDrafts((ds) =>
      ds.map((d) => {
        if (d.key !== key) return d;
        // New text means a new search: the old problem and candidates no longer apply.
        const fresh = patch.text !== undefined && patch.text !== d.text ? { problem: undefined, candidates: undefined } : {};
        return { ...d, ...fresh, ...patch };
      }),
    );

  /**
   * Rows pasted from a spreadsheet: matched by the batch-upload matcher (one request for all of them), the matched
   * ones put in the list in order, the others kept as drafts with the reason and the candidates to pick from.
   */
  async function pasteRows(key: string, text: string, parsed: PastedRow[] = parsePaste(text)) {
    if (parsed.length === 0 || progress) return;
    const room = QUICK_ORDER_MAX - $fastLines.get().length;
    if (parsed.length > room) {
      toast(room > 0 ? QUICK_MSG.pasteTooMany(room) : QUICK_MSG.listFull(QUICK_ORDER_MAX), 'warning');
      return;
    }
    setProgress({ done: 0, total: parsed.length });
    let report;
    try {
      report = await uploadPurchaseList(pasteCsv(parsed), 'paste.csv', { quiet: true });
    } catch (e) {
      toast(errorText(e, MSG.uploadFailed), 'error');
      setProgress(null);
      return;
    }
    const problems: Draft[] = [];
    const toAdd: { product: Product; amount: number; note: string; row: (typeof report.rows)[number] }[] = [];
    for (const r of report.rows) {
      const shown = r.name || r.code;
      const buyable = r.product && purchaseState(r.product).canBuy ? [r.product] : [];
      if ((r.status === 'ok' || r.status === 'adjusted') && r.product) {
        const product = r.product;
        const listed = $fastLines.get().find((l) => l.product_id === product.product_id);
        const queued = toAdd.find((a) => a.product.product_id === product.product_id);
        const before = queued?.amount ?? listed?.amount ?? 0;
        const amount = before + r.amount;
        const refusal = before ? refusalOf({ product, amount }) : null;
        if (refusal) {
          problems.push({ key: newKey(), text: shown, quantity: r.quantity_text, problem: QUICK_MSG.pastedOverLimit(before, amount, refusal.text) });
        } else {
          const note = [r.reason, before ? QUICK_MSG.mergedWith(before, amount) : ''].filter(Boolean).join('；');
          if (queued) Object.assign(queued, { amount, note });
          else toAdd.push({ product, amount, note, row: r });
        }
      } else {
        problems.push({
          key: newKey(),
          text: shown,
          quantity: r.quantity_text,
          problem: r.reason,
          candidates: r.candidates.length ? r.candidates : buyable,
        });
      }
    }
    let added = 0;
    try {
      // One request for every matched row; only if the server refuses the batch, row by row to find which.
      if (toAdd.length) await putFastLines(toAdd, { quiet: true });
      added = toAdd.length;
      for (const a of toAdd) setNote(a.product.product_id, a.note);
    } catch {
      for (const [i, a] of toAdd.entries()) {
        try {
          await putFastLine(a.product, a.amount, { quiet: true });
          added += 1;
          setNote(a.product.product_id, a.note);
        } catch (e) {
          const buyable = purchaseState(a.product).canBuy ? [a.product] : [];
          problems.push({ key: newKey(), text: a.row.name || a.row.code, quantity: a.row.quantity_text, problem: errorText(e, MSG.httpDefault), candidates: buyable });
        }
        setProgress({ done: i + 1, total: toAdd.length });
      }
    }
    const target = find(key);
    insertDrafts(target?.kind === 'draft' && !target.draft.problem ? key : null, problems);
    setProgress(null);
    toast(QUICK_MSG.pasteResult(added, problems.length), problems.length ? 'warning' : 'success');
    const first = problems[0];
    if (first) focus(first.key, 'product');
    else focusAt(Number.MAX_SAFE_INTEGER);
  }

  /** Enter on a draft with nothing to pick: a code (our product code, an approval number) is looked up exactly. */
  async function lookup(key: string, text: string) {
    const row = find(key);
    if (!row || row.kind !== 'draft' || !text.trim()) return;
    if (!looksLikeCode(text)) {
      updateDraft(key, { problem: QUICK_MSG.noMatch });
      return;
    }
    try {
      const report = await uploadPurchaseList(pasteCsv([{ code: text.trim(), name: '', quantity: row.draft.quantity }]), 'lookup.csv', { quiet: true });
      const r = report.rows[0];
      if (r?.product && purchaseState(r.product).canBuy) await pick(key, r.product);
      else updateDraft(key, { problem: r?.reason || MSG.nothingToAdd, candidates: r?.candidates ?? [] });
    } catch (e) {
      updateDraft(key, { problem: errorText(e, MSG.httpDefault) });
    }
  }

  return {
    clientId,
    loaded: !!clientId && owner === clientId,
    failed,
    reload,
    lines,
    rows,
    notes,
    progress,
    cellRef,
    focus,
    focusAt,
    indexOf,
    pick,
    setAmount,
    remove,
    updateDraft,
    pasteRows,
    lookup,
  };
}

export type QuickOrderState = ReturnType<typeof useQuickOrder>;
