/**
 * The operator's compliance commands, parsed and run for src/server/cli/operator.ts:
 *   licence-renewals                                       renewals awaiting review
 *   licence-approve <id> / licence-reject <id> <reason…>   decide a renewal (approval writes the new validity)
 *   licence-date <username> <kind> <yyyy-MM-dd>            record a licence's last valid day from the paper copy
 *   purchase-records <from> <to> <file.xlsx|.csv> [username]   purchase (sales) records across clients
 * Over the running server (operator API) or, with a database handle, directly.
 */
import { writeFile } from 'node:fs/promises';
import * as compliance from '../../contract/compliance';
import { operatorRecordsFile } from '../services/compliance/records';
import { pendingRenewals, reviewRenewal, setLicenceDate } from '../services/compliance/licences';
import type { Transport } from './order-commands';

export const COMPLIANCE_USAGE = `  npm run operator -- licence-renewals                        待审核的换证申请
  npm run operator -- licence-approve <申请ID>                 换证审核通过
  npm run operator -- licence-reject <申请ID> <驳回原因>       换证审核驳回
  npm run operator -- licence-date <账号> <证照类型> <yyyy-MM-dd>   登记证照有效期截止日期
  npm run operator -- purchase-records <开始日期> <结束日期> <文件.xlsx|文件.csv> [账号]   导出购进（销售）记录`;

export type ComplianceCommand =
  | { kind: 'licence-renewals' }
  | { kind: 'licence-review'; id: number; action: 'approve' | 'reject'; reason: string }
  | { kind: 'licence-date'; username: string; licence: string; day: string }
  | { kind: 'purchase-records'; from: string; to: string; file: string; username?: string };

export function parseComplianceCommand(args: string[]): ComplianceCommand | null {
  const [verb, a, b, c, ...rest] = args;
  if (verb === 'licence-renewals') return { kind: 'licence-renewals' };
  const id = Number(a);
  const validId = Number.isInteger(id) && id > 0;
  if (verb === 'licence-approve' && validId) return { kind: 'licence-review', id, action: 'approve', reason: '' };
  if (verb === 'licence-reject' && validId && b) return { kind: 'licence-review', id, action: 'reject', reason: [b, c, ...rest].filter(Boolean).join(' ') };
  if (verb === 'licence-date' && a && b && c) return { kind: 'licence-date', username: a, licence: b, day: c };
  if (verb === 'purchase-records' && a && b && c) return { kind: 'purchase-records', from: a, to: b, file: c, ...(rest[0] ? { username: rest[0] } : {}) };
  return null;
}

const renewalLine = (r: compliance.OperatorRenewal) =>
  `#${r.id}  ${r.username} ${r.clinic_name}  ${r.name} ${r.number}（${r.issuer}）${r.valid_from} 至 ${r.valid_until}  ${r.status_text}  ${r.created_at}`;

export async function runComplianceCommand(c: ComplianceCommand, t: Transport): Promise<string> {
  if (c.kind === 'licence-renewals') {
    const list = t.kind === 'http' ? await t.post(compliance.operatorRenewals, {}) : await pendingRenewals(t.db);
    return list.length ? list.map(renewalLine).join('\n') : '没有待审核的换证申请';
  }
  if (c.kind === 'licence-review') {
    const r =
      t.kind === 'http'
        ? await t.post(compliance.operatorReviewRenewal, { id: c.id, action: c.action, ...(c.reason ? { reason: c.reason } : {}) })
        : await reviewRenewal(t.db, c.id, c.action, c.reason);
    return c.action === 'approve' ? `换证已审核通过：${renewalLine(r)}` : `换证已驳回：${renewalLine(r)}（${r.note}）`;
  }
  if (c.kind === 'licence-date') {
    const body = { username: c.username, kind: c.licence, valid_until: c.day };
    const r = t.kind === 'http' ? await t.post(compliance.operatorSetLicence, body) : await setLicenceDate(t.db, c.username, c.licence, c.day);
    return `已登记：${r.username} ${r.name} 有效期至 ${r.valid_until}`;
  }
  const format = c.file.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx';
  const data =
    t.kind === 'http'
      ? await t.postFile(compliance.operatorPurchaseRecords, { from: c.from, to: c.to, format, ...(c.username ? { username: c.username } : {}) })
      : await operatorRecordsFile(t.db, c.from, c.to, c.username, format);
  await writeFile(c.file, data);
  return `已导出购进（销售）记录：${c.file}`;
}
