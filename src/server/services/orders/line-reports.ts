/**
 * An order line links to the inspection report (药检报告) of each batch it shipped with (资料下载, issue 29): the
 * detail's lines get `batch_reports` (批号, document key and file name) for the batches that have a report, in one read.
 */
import type { OrderDetail } from '../../../contract/orders';
import type { Db } from '../../db/client';
import type { Tx } from '../cart/tx';
import { batchReports } from '../content/documents';

const batchNosOf = (l: OrderDetail['lines'][number]) => [...new Set([...(l.batches ?? []).map((b) => b.batch_no), ...(l.batch_no ? [l.batch_no] : [])])];

export async function withBatchReports(db: Db | Tx, detail: OrderDetail): Promise<OrderDetail> {
  const pairs = detail.lines.flatMap((l) => batchNosOf(l).map((batchNo) => ({ productId: l.product_id, batchNo })));
  if (pairs.length === 0) return detail;
  const reports = await batchReports(db, pairs);
  if (reports.size === 0) return detail;
  return {
    ...detail,
    lines: detail.lines.map((l) => {
      const found = batchNosOf(l).flatMap((batch_no) => {
        const report = reports.get(`${l.product_id}|${batch_no}`);
        return report ? [{ batch_no, ...report }] : [];
      });
      return found.length ? { ...l, batch_reports: found } : l;
    }),
  };
}
