/**
 * The quick-order grid (快速下单) beside the server's list: the rows not matched to a product yet (drafts, kept in
 * local storage per client), the notes matching left on lines, paste progress, and where the keyboard goes next.
 * The site's /quickOrder and every `<yc-quick-order>` share it. Actions tell the buyer through the API notifier
 * (the UI's toasts) and ask for focus with `focusCell`; the React wrapper (useQuickOrder) moves the focus.
 */
import { atom, computed } from 'nanostores';
import type { Product } from '../../contract/catalog';
import type { FastLine } from '../../contract/quick-order';
import { judgeListQuantity, looksLikeCode, parseListQuantity } from '../../model/batch-rules';
import { CART_ADD_MAX_LINES } from '../../model/constants';
import { MSG, QUICK_MSG } from '../../model/messages';
import { clampQuantity, quantityRule } from '../../model/product-rules';
import { purchaseState } from '../../model/purchase-rules';
import { parsePaste, pasteCsv, type PastedRow } from '../../model/quick-paste';
import { errorText, uploadPurchaseList } from '../../api';
import { notice } from '../purchase-flow';
import { shared } from '../shared';
import { refusalOf } from './lines';
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
} from './list';

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
/** A focus asked for: the wrapper tries a few renders for the row to show, then falls back to the bottom row. */
export interface FocusRequest {
  key: string;
  cell: Cell;
  tries: number;
}

const keys = shared('quickDraftKeys', () => ({ seq: 0 }));
const newKey = () => `d${Date.now().toString(36)}${(++keys.seq).toString(36)}`;
const blank = (): Draft => ({ key: newKey(), text: '', quantity: '' });
const isBlank = (d: Draft) => !d.text.trim() && !d.quantity.trim() && !d.problem;
/** There is always an empty row at the bottom to type the next product into. */
const withTrailingBlank = (ds: Draft[]) => (ds.length && isBlank(ds[ds.length - 1] as Draft) ? ds : [...ds, blank()]);
const storedDrafts = () => withTrailingBlank(readQuickOrderDrafts<Draft>().filter((d) => d && typeof d.key === 'string' && !isBlank(d)));
export const lineKey = (productId: number) => `p${productId}`;

export const $quickDrafts = shared('quickDrafts', () => atom<Draft[]>([]));
/** Notes from matching, by product id (how a quantity was judged, what a paste merged). */
export const $quickNotes = shared('quickNotes', () => atom<Record<number, string>>({}));
export const $quickProgress = shared('quickProgress', () => atom<{ done: number; total: number } | null>(null));
/** The last load of the list failed (the panel offers a retry). */
export const $quickFailed = shared('quickFailed', () => atom(false));
export const $quickFocus = shared('quickFocus', () => atom<FocusRequest | null>(null));

/** The server's lines, then the drafts (the empty row last). */
export const $quickRows = shared('quickRows', () =>
  computed([$fastLines, $quickDrafts], (lines, drafts): GridRow[] => [
    ...lines.map((line): GridRow => ({ kind: 'line', key: lineKey(line.product_id), line })),
    ...drafts.map((draft): GridRow => ({ kind: 'draft', key: draft.key, draft })),
  ]),
);

const rows = () => $quickRows.get();
const find = (key: string) => rows().find((r) => r.key === key);
export const rowIndex = (key: string) => rows().findIndex((r) => r.key === key);

/** Changes the drafts and keeps the non-blank ones in local storage for this client. */
function setDrafts(update: (ds: Draft[]) => Draft[]): void {
  const next = withTrailingBlank(update($quickDrafts.get()));
  $quickDrafts.set(next);
  saveQuickOrderDrafts(next.filter((d) => !isBlank(d)));
}
const setNote = (productId: number, note: string) => $quickNotes.set({ ...$quickNotes.get(), [productId]: note });

/** The drafts kept for the logged-in client (also when the grid first shows). */
export const readDrafts = () => setDrafts(() => storedDrafts());

/** Loads the server's list; a failure is kept for the retry. */
export function reloadQuickOrder(): void {
  $quickFailed.set(false);
  void loadFastLines().then((ok) => $quickFailed.set(!ok));
}

/** The grid shows for `clientId`: another client's list goes, this client's drafts and list come. */
export function openQuickOrder(clientId: number): void {
  if ($fastOwner.get() !== clientId) resetFastLines();
  readDrafts();
  reloadQuickOrder();
}

export const focusCell = (key: string, cell: Cell) => $quickFocus.set({ key, cell, tries: 0 });
/** The row at `index` (clamped to the grid). */
export function focusAt(index: number, cell: Cell = 'product'): void {
  const all = rows();
  const row = all[Math.max(0, Math.min(index, all.length - 1))];
  if (row) focusCell(row.key, cell);
}
/** The asked row has not shown yet: one more render to wait for (the wrapper gives up after 3). */
export function focusRetry(): void {
  const req = $quickFocus.get();
  if (req) $quickFocus.set({ ...req, tries: req.tries + 1 });
}
/** Where the focus goes when the asked row went away (refused, removed elsewhere): the empty row at the bottom. */
export const bottomRowKey = (): string | undefined => rows()[rows().length - 1]?.key;
export const focusDone = () => $quickFocus.set(null);

const dropDraft = (key: string) => setDrafts((ds) => ds.filter((d) => d.key !== key));
/** Drafts in place of `replace` (pasted into it), else before the empty bottom row. */
const insertDrafts = (replace: string | null, add: Draft[]) =>
  setDrafts((ds) => {
    const kept = ds.filter((d) => !isBlank(d));
    const i = replace ? kept.findIndex((d) => d.key === replace) : -1;
    return i >= 0 ? [...kept.slice(0, i), ...add, ...kept.slice(i + 1)] : [...kept, ...add];
  });

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
 * A product picked for a row: a draft becomes a line (its quantity judged), a line changes product. A product
 * already listed is not listed twice (the focus goes to it); a full list takes no new product. A refused put
 * keeps the draft with the refusal and the product to pick again.
 */
export async function pickProduct(key: string, product: Product): Promise<void> {
  const row = find(key);
  if (!row) return;
  const listed = $fastLines.get().find((l) => l.product_id === product.product_id);
  if (row.kind === 'line' && row.line.product_id === product.product_id) {
    focusCell(key, 'qty');
    return;
  }
  if (listed) {
    notice(QUICK_MSG.alreadyListed(product.ty_name), 'info');
    if (row.kind === 'draft') dropDraft(key);
    focusCell(lineKey(product.product_id), 'qty');
    return;
  }
  if ($fastLines.get().length >= QUICK_ORDER_MAX && row.kind === 'draft') {
    notice(QUICK_MSG.listFull(QUICK_ORDER_MAX), 'warning');
    return;
  }
  const { amount, note } = startAmount(product, row.kind === 'draft' ? row.draft.quantity : String(row.line.amount));
  if (row.kind === 'draft') dropDraft(key);
  setNote(product.product_id, note);
  focusCell(lineKey(product.product_id), 'qty');
  try {
    await putFastLine(product, amount, { quiet: true });
    if (row.kind === 'line') await removeFastLine(row.line.product_id);
  } catch (e) {
    const text = errorText(e, MSG.httpDefault);
    if (row.kind === 'draft') {
      insertDrafts(null, [{ ...row.draft, problem: text, candidates: [product] }]);
      focusCell(row.draft.key, 'product');
    } else notice(text, 'error');
  }
}

/** A line's new quantity (its matching note goes); a refusal is shown and the list rolls back. */
export function setLineAmount(line: FastLine, amount: number): void {
  setNote(line.product_id, '');
  putFastLine(line.product, amount, { quiet: true }).catch((e: unknown) => notice(errorText(e, MSG.httpDefault), 'error'));
}

/** Removes a row (a line from the server's list, a draft from the grid); the focus goes to the next row. */
export function removeRow(key: string): void {
  const all = rows();
  const i = rowIndex(key);
  const row = all[i];
  if (!row) return;
  const next = all[i + 1] ?? all[i - 1];
  if (row.kind === 'line') void removeFastLine(row.line.product_id).catch(() => undefined);
  else dropDraft(key);
  if (next) focusCell(next.key, 'product');
}

export const updateDraft = (key: string, patch: Partial<Draft>) =>
  setDrafts((ds) =>
    ds.map((d) => {
      if (d.key !== key) return d;
      // New text means a new search: the old problem and candidates no longer apply.
      const fresh = patch.text !== undefined && patch.text !== d.text ? { problem: undefined, candidates: undefined } : {};
      return { ...d, ...fresh, ...patch };
    }),
  );

type Matched = { product: Product; amount: number; note: string; row: { name: string; code: string; quantity_text: string } };

/**
 * Rows pasted from a spreadsheet into row `key`: matched by the batch-upload matcher (one request for all of them),
 * the matched ones put in the list in order (merged with a line already there, unless that breaks a limit), the
 * others kept as drafts with the reason and the candidates to pick from. One paste at a time.
 */
export async function pasteRows(key: string, text: string, parsed: PastedRow[] = parsePaste(text)): Promise<void> {
  if (parsed.length === 0 || $quickProgress.get()) return;
  const room = QUICK_ORDER_MAX - $fastLines.get().length;
  if (parsed.length > room) {
    notice(room > 0 ? QUICK_MSG.pasteTooMany(room) : QUICK_MSG.listFull(QUICK_ORDER_MAX), 'warning');
    return;
  }
  $quickProgress.set({ done: 0, total: parsed.length });
  let report;
  try {
    report = await uploadPurchaseList(pasteCsv(parsed), 'paste.csv', { quiet: true });
  } catch (e) {
    notice(errorText(e, MSG.uploadFailed), 'error');
    $quickProgress.set(null);
    return;
  }
  const problems: Draft[] = [];
  const toAdd: Matched[] = [];
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
      $quickProgress.set({ done: i + 1, total: toAdd.length });
    }
  }
  const target = find(key);
  insertDrafts(target?.kind === 'draft' && !target.draft.problem ? key : null, problems);
  $quickProgress.set(null);
  notice(QUICK_MSG.pasteResult(added, problems.length), problems.length ? 'warning' : 'success');
  const first = problems[0];
  if (first) focusCell(first.key, 'product');
  else focusAt(Number.MAX_SAFE_INTEGER);
}

/** Enter on a draft with nothing to pick: a code (our product code, an approval number) is looked up exactly. */
export async function lookupDraft(key: string, text: string): Promise<void> {
  const row = find(key);
  if (!row || row.kind !== 'draft' || !text.trim()) return;
  if (!looksLikeCode(text)) {
    updateDraft(key, { problem: QUICK_MSG.noMatch });
    return;
  }
  try {
    const report = await uploadPurchaseList(pasteCsv([{ code: text.trim(), name: '', quantity: row.draft.quantity }]), 'lookup.csv', { quiet: true });
    const r = report.rows[0];
    if (r?.product && purchaseState(r.product).canBuy) await pickProduct(key, r.product);
    else updateDraft(key, { problem: r?.reason || MSG.nothingToAdd, candidates: r?.candidates ?? [] });
  } catch (e) {
    updateDraft(key, { problem: errorText(e, MSG.httpDefault) });
  }
}

/** Logged out: the grid's state goes with the list (the drafts stay in storage for the client's next visit). */
export function resetQuickGrid(): void {
  $quickDrafts.set([]);
  $quickNotes.set({});
  $quickProgress.set(null);
  $quickFailed.set(false);
  $quickFocus.set(null);
}
