import type { OrderLine } from '../../contract/orders';
import { BatchReportLink } from '../documents';

/**
 * The batches a shipped line left with, as the distributor's ERP reported them (issue 27): 批号, 有效期 and
 * quantity each, and the 追溯码 behind a disclosure (a line of 100 boxes has 100 codes); a batch's 药检报告 when the
 * distributor uploaded one (资料下载).
 */
export function LineBatches({ line }: { line: OrderLine }) {
  const report = (batchNo: string) => {
    const r = line.batch_reports?.find((x) => x.batch_no === batchNo);
    return r ? <BatchReportLink report={r} /> : null;
  };
  if (!line.batches?.length) {
    return line.batch_no ? (
      <>
        {line.batch_no} {report(line.batch_no)}
      </>
    ) : (
      <>发货后显示</>
    );
  }
  return (
    <ul className="batches" data-testid="line-batches">
      {line.batches.map((b) => (
        <li key={b.batch_no}>
          {b.batch_no}（有效期至 {b.expires_on}）× {b.quantity} {report(b.batch_no)}
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
