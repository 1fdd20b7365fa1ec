import { useEffect, useState } from 'react';
import type { Product } from '../../contract/catalog';
import { QUICK_MSG } from '../../model/messages';
import { warningText } from '../../model/product-rules';
import { purchaseState } from '../../model/purchase-rules';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { isAddable, pickCandidate, withQuantity, type EditRow } from './report-rows';
import { ArrivalButton, SubstituteList } from '../alerts';

/** A matched product the buyer cannot buy (issue 32): 到货提醒 when sold out, substitutes to use instead. */
function SoldOutHelp({ row, product, onChange }: { row: EditRow; product: Product; onChange: (row: EditRow) => void }) {
  const { warning } = purchaseState(product);
  if (warning !== 'soldOut' && warning !== 'outOfScope') return null;
  const asked = Number.parseInt(row.source.quantity_text, 10);
  return (
    <div data-testid="batch-row-help">
      {warning === 'soldOut' && <ArrivalButton productId={product.product_id} name={product.ty_name} size="sm" />}
      <SubstituteList productId={product.product_id} action={{ kind: 'pick', amount: Number.isFinite(asked) && asked > 0 ? asked : 1, onPick: (p) => onChange(pickCandidate(row, p)) }} compact />
    </div>
  );
}

const productLine = (p: Product) => [p.product_standard, p.manufacturer].filter(Boolean).join(' · ');

/** The per-row report: problems stay fixable in place (pick a candidate, correct a quantity). */
export function BatchReportTable({ rows, onChange }: { rows: EditRow[]; onChange: (index: number, row: EditRow) => void }) {
  const css = useCss();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const problems = rows.filter((r) => !isAddable(r)).length;
  const shown = rows.map((row, i) => ({ row, i })).filter(({ row }) => !onlyProblems || !isAddable(row) || row.status === 'fixed');
  const cls = css`
    .bar { display: flex; align-items: center; gap: 8px; font-size: 13px; color: ${t.muted}; margin-bottom: 6px; }
    .wrap { max-height: min(52vh, 520px); overflow: auto; border: 1px solid ${t.border}; border-radius: 6px; }
    table { width: 100%; border-collapse: collapse; font-size: 13px; }
    th { position: sticky; top: 0; background: #f3f4f6; color: ${t.muted}; font-weight: 400; text-align: left; padding: 8px; z-index: 1; white-space: nowrap; }
    td { padding: 8px; border-top: 1px solid ${t.border}; vertical-align: top; }
    tr[data-status='rejected'] td, tr[data-status='ambiguous'] td { background: #fffaf0; }
    .num { color: ${t.muted}; width: 44px; }
    .code { white-space: nowrap; }
    .name { min-width: 110px; }
    .qty input { width: 72px; padding: 3px 6px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
    .qty input[aria-invalid='true'] { border-color: ${t.danger}; }
    .match .n { font-weight: 600; }
    .match .m { color: ${t.muted}; font-size: 12px; }
    .price { color: ${t.price}; }
    fieldset { border: none; margin: 4px 0 0; padding: 0; display: grid; gap: 4px; }
    fieldset label { display: flex; gap: 6px; align-items: baseline; cursor: pointer; }
    fieldset label[data-disabled='true'] { cursor: not-allowed; color: ${t.muted}; }
    .badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; white-space: nowrap; }
    .badge[data-s='ok'] { background: ${t.primarySoft}; color: ${t.primary}; }
    .badge[data-s='fixed'] { background: ${t.primarySoft}; color: ${t.primary}; }
    .badge[data-s='adjusted'] { background: #fff4e5; color: ${t.warn}; }
    .badge[data-s='ambiguous'] { background: #fff4e5; color: ${t.warn}; }
    .badge[data-s='rejected'] { background: #fdecec; color: ${t.danger}; }
    .reason { min-width: 160px; }
    tr[data-status='rejected'] .reason { color: ${t.danger}; }
  `;
  return (
    <div className={cls}>
      <div className="bar">
        <label>
          <input type="checkbox" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} disabled={problems === 0 && !onlyProblems} />{' '}
          {QUICK_MSG.onlyProblems(problems)}
        </label>
      </div>
      <div className="wrap">
        <table data-testid="batch-report">
          <thead>
            <tr>
              <th>行号</th>
              <th>编码</th>
              <th>名称</th>
              <th>数量</th>
              <th>匹配商品</th>
              <th>状态</th>
              <th>说明</th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ row, i }) => (
              <ReportRow key={row.source.row} row={row} onChange={(r) => onChange(i, r)} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ReportRow({ row, onChange }: { row: EditRow; onChange: (row: EditRow) => void }) {
  const { source, product } = row;
  const [text, setText] = useState(row.quantity);
  useEffect(() => setText(row.quantity), [row.quantity]);
  const commit = () => {
    if (text !== row.quantity || row.status === 'rejected') onChange(withQuantity(row, text));
  };
  const label = `第${source.row}行`;
  return (
    <tr data-testid="batch-row" data-row={source.row} data-status={row.status}>
      <td className="num">{source.row}</td>
      <td className="code">{source.code || '—'}</td>
      <td className="name">{source.name || '—'}</td>
      <td className="qty">
        {product && purchaseState(product).canBuy ? (
          <input
            aria-label={`${label} 数量`}
            inputMode="numeric"
            value={text}
            aria-invalid={row.status === 'rejected'}
            onChange={(e) => setText(e.target.value.replace(/[^\d]/g, ''))}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commit();
              }
            }}
          />
        ) : (
          source.quantity_text || '—'
        )}
      </td>
      <td className="match">
        {product && (
          <div>
            <div className="n">{product.ty_name}</div>
            <div className="m">
              {productLine(product)}
              {product.price !== undefined && <span className="price"> ¥{product.price}</span>}
            </div>
          </div>
        )}
        {source.candidates.length > 0 && (
          <fieldset aria-label={`${label} 候选商品`}>
            {!product && <span className="m">{QUICK_MSG.pickCandidate}</span>}
            {source.candidates.map((c) => {
              const { warning, canBuy } = purchaseState(c);
              return (
                <label key={c.product_id} data-disabled={!canBuy}>
                  <input
                    type="radio"
                    name={`cand-${source.row}`}
                    checked={product?.product_id === c.product_id}
                    disabled={!canBuy}
                    onChange={() => onChange(pickCandidate(row, c))}
                  />
                  <span>
                    {c.ty_name} <span className="m">{productLine(c)}</span>
                    {c.price !== undefined && <span className="price"> ¥{c.price}</span>}
                    {warning && <span className="m">（{warningText(warning, 'listing')}）</span>}
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
        {!product && source.candidates.length === 0 && '—'}
        {product && <SoldOutHelp row={row} product={product} onChange={onChange} />}
      </td>
      <td>
        <span className="badge" data-s={row.status}>
          {QUICK_MSG.status[row.status]}
        </span>
      </td>
      <td className="reason" data-testid="batch-reason">
        {row.reason || (isAddable(row) ? '' : '—')}
      </td>
    </tr>
  );
}
