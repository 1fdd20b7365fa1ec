/**
 * The 操作日志 page: the audit trail, newest first, filtered by who (a staff username), action and China-time days;
 * server-paged, and the same rows as a CSV file (at most AUDIT_EXPORT_MAX).
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { chinaDay, chinaStamp } from '../../../model/date-range';
import { AUDIT_ACTIONS } from '../../../model/staff';
import { AUDIT_EXPORT_MAX, type AuditFilter, type AuditRow } from '../../../contract/admin';
import type { Page } from '../../../contract/fields';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../../model/constants';
import type { Db } from '../../db/client';
import { auditLog, staff } from '../../db/schema';
import { ApiError } from '../../errors';
import { csvFile } from '../compliance/records';

const DAY_MS = 86_400_000;
/** Midnight China time of a `yyyy-MM-dd` day; a day that does not exist (2026-02-30) is refused. */
function dayStart(day: string, label: string): Date {
  const at = new Date(`${day}T00:00:00+08:00`);
  if (Number.isNaN(at.getTime()) || chinaDay(at) !== day) throw new ApiError(400, `${label}不是有效的日期`);
  return at;
}

function conditions(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  const who = f.who?.trim();
  if (who) {
    parts.push(eq(auditLog.actorKind, 'staff'));
    parts.push(eq(auditLog.actorId, sql`(select ${staff.id} from ${staff} where lower(${staff.username}) = ${who.toLowerCase()})`));
  }
  if (f.action?.trim()) parts.push(eq(auditLog.action, f.action.trim()));
  if (f.from) parts.push(gte(auditLog.at, dayStart(f.from, '开始日期')));
  if (f.to) parts.push(lt(auditLog.at, new Date(dayStart(f.to, '结束日期').getTime() + DAY_MS)));
  return parts.length ? and(...parts) : undefined;
}

async function rows(db: Db, f: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
  const found = await db
    .select({ row: auditLog, staffName: staff.name, staffUser: staff.username })
    .from(auditLog)
    .leftJoin(staff, and(eq(auditLog.actorKind, 'staff'), eq(staff.id, auditLog.actorId)))
    .where(conditions(f))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return found.map(({ row, staffName, staffUser }) => ({
    id: row.id,
    at: chinaStamp(row.at),
    action: AUDIT_ACTIONS[row.action] ?? row.action,
    actor: staffUser ? `${staffName}（${staffUser}）` : row.actorId !== null ? `${row.actorKind}:${row.actorId}` : row.actorKind,
    subject: row.subject,
    detail: Object.keys(row.detail).length ? JSON.stringify(row.detail) : '',
    ip: row.ip,
  }));
}

export async function auditPage(db: Db, q: AuditFilter & { page?: number; size?: number }): Promise<Page<AuditRow>> {
  const page = q.page ?? PAGE_DEFAULT;
  const size = q.size ?? PAGE_SIZE_DEFAULT;
  const [list, [total]] = await Promise.all([
    rows(db, q, size, (page - 1) * size),
    db.select({ n: count() }).from(auditLog).where(conditions(q)),
  ]);
  return { list, total: total?.n ?? 0, page, size };
}

export async function auditCsv(db: Db, f: AuditFilter): Promise<Buffer> {
  return csvFile(
    [
      { header: '时间', width: 20, value: (r: AuditRow) => r.at },
      { header: '操作人', width: 20, value: (r: AuditRow) => r.actor },
      { header: '操作', width: 16, value: (r: AuditRow) => r.action },
      { header: '对象', width: 20, value: (r: AuditRow) => r.subject },
      { header: '变更前后', width: 40, value: (r: AuditRow) => r.detail },
      { header: 'IP', width: 16, value: (r: AuditRow) => r.ip },
    ],
    await rows(db, f, AUDIT_EXPORT_MAX, 0),
  );
}
