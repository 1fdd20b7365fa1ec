import type { Product } from '../../contract/catalog';
import type { FastLine } from '../../contract/quick-order';
import { QUICK_MSG } from '../../model/messages';
import { fenToYuan, lineTotal, yuanToFen } from '../../model/money';
import { warningOf, warningText } from '../../model/product-rules';
import { purchaseState } from '../../model/purchase-rules';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { refusalOf } from '../../stores/quick-order';
import { QuickLineHelp } from './QuickLineHelp';
import { ProductCell } from './ProductCell';
import { QtyCell } from './QtyCell';
import type { Draft, QuickOrderState } from './useQuickOrder';

/** Why a line cannot be bought, short enough for a cell (the full text and what to do are its title). */
function lineStatus(line: FastLine): { short: string; full: string } | null {
  const r = refusalOf(line);
  if (!r) return null;
  const w = warningOf(line.product);
  return { short: w ? warningText(w, 'cart') : r.text, full: `${r.text}，${r.fixText}` };
}

const subtotal = (line: FastLine) => {
  const fen = line.product.price === undefined ? Number.NaN : yuanToFen(line.product.price);
  return Number.isFinite(fen) && !refusalOf(line) ? `¥${fenToYuan(lineTotal(line.amount, fen))}` : null;
};

const productMeta = (p: Product) => [p.product_standard, p.manufacturer].filter(Boolean).join(' · ');

/**
 * The keyboard-first grid of /quickOrder and `<yc-quick-order>`: one row per listed product plus the draft rows
 * (typed, pasted, not matched yet) and an empty row at the bottom. `compact` folds the spec and price columns
 * into the product cell for narrow hosts.
 */
export function QuickOrderGrid({ q, compact = false }: { q: QuickOrderState; compact?: boolean }) {
  const css = useCss();
  const cls = css`
    table { width: 100%; border-collapse: separate; border-spacing: 0; font-size: 13px; background: ${t.surface}; }
    th { background: #f3f4f6; color: ${t.muted}; font-weight: 400; text-align: left; padding: 8px; white-space: nowrap; }
    th:first-child { border-top-left-radius: 6px; } th:last-child { border-top-right-radius: 6px; }
    td { padding: 6px 8px; border-bottom: 1px solid ${t.border}; vertical-align: top; }
    td.c { vertical-align: middle; }
    .no { width: 36px; color: ${t.muted}; text-align: center; padding-top: 12px; }
    .prod { min-width: ${compact ? 200 : 260}px; }
    .meta { color: ${t.muted}; font-size: 12px; padding-top: 12px; min-width: 150px; }
    .sub-meta { color: ${t.muted}; font-size: 12px; margin: 2px 8px 0; }
    .price { white-space: nowrap; padding-top: 12px; }
    .sum { white-space: nowrap; padding-top: 12px; color: ${t.price}; font-weight: 600; }
    .sum.none, .price.none { color: ${t.muted}; font-weight: 400; }
    .qty { width: ${compact ? 110 : 150}px; }
    .dq { width: 72px; height: 32px; border: 1px solid ${t.border}; border-radius: 4px; text-align: center; font: inherit; }
    .state { padding-top: 12px; min-width: 110px; }
    .bad { color: ${t.danger}; }
    .note { color: ${t.warn}; font-size: 12px; }
    .op { width: 56px; padding-top: 8px; }
    .op button { border: none; background: none; color: ${t.muted}; cursor: pointer; font: inherit; padding: 4px; }
    .op button:hover { color: ${t.danger}; }
    tr[data-kind='draft'][data-problem='true'] td { background: #fffaf0; }
    .cands td { padding-top: 0; }
    .cands .list { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
    .cands button { border: 1px solid ${t.border}; background: #fff; border-radius: 14px; padding: 3px 10px; cursor: pointer; font: inherit; font-size: 12px; color: ${t.text}; }
    .cands button:hover:not(:disabled) { border-color: ${t.primary}; color: ${t.primary}; }
    .cands button:disabled { cursor: not-allowed; color: ${t.muted}; }
    .cands .p { color: ${t.price}; }
    .progress { padding: 8px 12px; color: ${t.primary}; background: ${t.primarySoft}; border-radius: 6px; margin-top: 8px; }
    /* A narrow element (a side column, a phone; widgets/WidgetRoot's query container): each row a card. */
    @container (max-width: 479px) {
      thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
      table, tbody { display: block; }
      tr { display: grid; grid-template-columns: 28px minmax(0, 1fr) auto; align-items: start; border-bottom: 1px solid ${t.border}; }
      td { display: block; border-bottom: none; min-width: 0; width: auto; padding: 4px; }
      .no { grid-row: span 3; padding-top: 14px; }
      .prod, .meta, .price, .state, .cands td { grid-column: 2 / -1; min-width: 0; }
      .meta, .price, .state { padding-top: 0; }
      .qty { grid-column: 2; width: auto; }
      .sum { grid-column: 3; padding-top: 14px; }
      .op { grid-column: 3; padding-top: 0; }
      .cands td:first-child { display: none; }
    }
  `;
  const rows = q.rows;
  const label = (i: number, what: string) => `第${i + 1}行 ${what}`;
  const common = (key: string, i: number) => ({
    onMove: (delta: 1 | -1) => q.focusAt(i + delta),
    onDelete: () => q.remove(key),
    onPasteRows: (text: string) => void q.pasteRows(key, text),
    inputRef: q.cellRef(key, 'product'),
  });

  const draftRow = (d: Draft, i: number) => {
    const isLast = i === rows.length - 1;
    return [
      <tr key={d.key} data-testid="qo-row" data-kind="draft" data-problem={!!d.problem}>
        <td className="no">{i + 1}</td>
        <td className="prod">
          <ProductCell
            {...common(d.key, i)}
            label={label(i, '商品')}
            value={d.text}
            onText={(text) => q.updateDraft(d.key, { text })}
            onPick={(p) => void q.pick(d.key, p)}
            onEnter={(text) => {
              if (text.trim()) void q.lookup(d.key, text);
              else if (!isLast) q.focusAt(i + 1);
            }}
          />
        </td>
        {!compact && <td className="meta">—</td>}
        {!compact && <td className="price">—</td>}
        <td className="qty">
          <input
            className="dq"
            ref={q.cellRef(d.key, 'qty')}
            aria-label={label(i, '数量')}
            inputMode="numeric"
            placeholder="数量"
            value={d.quantity}
            onChange={(e) => q.updateDraft(d.key, { quantity: e.target.value.replace(/[^\d]/g, '') })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                q.focus(d.key, 'product');
              }
            }}
          />
        </td>
        <td className="sum none">—</td>
        <td className="state">{d.problem && <span className="bad" data-testid="qo-problem">{d.problem}</span>}</td>
        <td className="op">
          {(d.text || d.problem || d.quantity) && (
            <button type="button" aria-label={`删除第${i + 1}行`} onClick={() => q.remove(d.key)}>
              删除
            </button>
          )}
        </td>
      </tr>,
      d.candidates && d.candidates.length > 0 && (
        <tr key={`${d.key}-c`} className="cands" data-testid="qo-candidates">
          <td />
          <td colSpan={compact ? 5 : 7}>
            <div className="list" role="group" aria-label={`第${i + 1}行 候选商品`}>
              <span>{QUICK_MSG.pickCandidate}</span>
              {d.candidates.map((c) => {
                const { warning, canBuy } = purchaseState(c);
                return (
                  <button key={c.product_id} type="button" disabled={!canBuy} onClick={() => void q.pick(d.key, c)}>
                    {c.ty_name} <span>{productMeta(c)}</span>
                    {c.price !== undefined && <span className="p"> ¥{c.price}</span>}
                    {warning && `（${warningText(warning, 'listing')}）`}
                  </button>
                );
              })}
            </div>
          </td>
        </tr>
      ),
    ];
  };

  const lineRow = (line: FastLine, key: string, i: number) => {
    const { product } = line;
    const status = lineStatus(line);
    const note = q.notes[line.product_id];
    const sum = subtotal(line);
    return (
      <tr key={key} data-testid="qo-row" data-kind="line" data-product-id={line.product_id}>
        <td className="no">{i + 1}</td>
        <td className="prod">
          <ProductCell
            {...common(key, i)}
            listed
            label={label(i, '商品')}
            value={product.ty_name}
            onPick={(p) => void q.pick(key, p)}
            onEnter={(text) => (text ? toast(QUICK_MSG.noMatch, 'warning') : q.focus(key, 'qty'))}
          />
          {compact && (
            <div className="sub-meta">
              {productMeta(product)}
              {product.price !== undefined && ` · ¥${product.price}`}
            </div>
          )}
        </td>
        {!compact && (
          <td className="meta">
            <div>{product.product_standard}</div>
            <div>{product.manufacturer}</div>
          </td>
        )}
        {!compact && <td className="price">{product.price !== undefined ? `¥${product.price}` : '—'}</td>}
        <td className="qty">
          <QtyCell
            label={label(i, '数量')}
            amount={line.amount}
            rule={purchaseState(product).rule}
            unit={product.product_dw}
            onCommit={(n) => q.setAmount(line, n)}
            onNext={() => q.focusAt(i + 1)}
            onDelete={() => q.remove(key)}
            inputRef={q.cellRef(key, 'qty')}
          />
        </td>
        <td className={sum === null ? 'sum none' : 'sum'} data-testid="qo-subtotal">
          {sum ?? '—'}
        </td>
        <td className="state">
          {status ? (
            <>
              <span className="bad" title={status.full} data-testid="qo-refusal">
                {status.short}
              </span>
              <QuickLineHelp line={line} />
            </>
          ) : (
            note && <span className="note">{note}</span>
          )}
        </td>
        <td className="op">
          <button type="button" aria-label={`删除第${i + 1}行`} onClick={() => q.remove(key)}>
            删除
          </button>
        </td>
      </tr>
    );
  };

  return (
    <div className={cls}>
      <table data-testid="quick-order-grid">
        <thead>
          <tr>
            <th>序号</th>
            <th>商品</th>
            {!compact && <th>规格 / 生产厂家</th>}
            {!compact && <th>单价</th>}
            <th>数量</th>
            <th>小计</th>
            <th>状态</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>{rows.map((r, i) => (r.kind === 'line' ? lineRow(r.line, r.key, i) : draftRow(r.draft, i)))}</tbody>
      </table>
      {q.progress && (
        <div className="progress" role="status">
          {QUICK_MSG.pasting(q.progress.done, q.progress.total)}
        </div>
      )}
    </div>
  );
}
