import type { OrderLine } from '../../contract/orders';

/**
 * The batches a shipped line left with, as the distributor's ERP reported them (issue 27): 批号, 有效期 and
 * quantity each, and the 追溯码 behind a disclosure (a line of 100 boxes has 100 codes).
 */
export function LineBatches({ line }: { line: OrderLine }) {
  if (!line.batches?.length) return <>{line.batch_no ?? '发货后显示'}</>;
  return (
    <ul className="batches" data-testid="line-batches">
      {line.batches.map((b) => (
        <li key={b.batch_no}>
          {b.batch_no}（有效期至 {b.expires_on}）× {b.quantity}
          {b.trace_codes.length > 0 && (
            <details>
              <summary>追溯码（{b.trace_codes.length}）</summary>
              <span data-testid="trace-codes">{b.trace_codes.join('、')}</span>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
