/**
 * What the operator's promotion commands share: the window typed as "yyyy-MM-dd HH:mm:ss" China time, read and
 * checked (end after start and after now), the window of an early end, and the audit row of each step.
 */
import { parseChinaStamp } from '../../../model/date-range';
import { auditLog } from '../../db/schema';
import { ApiError } from '../../errors';
import { OPERATOR_ACTOR, type Actor } from '../audit';
import type { Tx } from '../cart-tx';
import { SECKILL_ADMIN_MSG } from './seckill-admin';

export function operatorWindow(startText: string, endText: string, now: Date): { startTime: Date; endTime: Date } {
  const startTime = parseChinaStamp(startText);
  const endTime = parseChinaStamp(endText);
  if (!startTime || !endTime) throw new ApiError(400, SECKILL_ADMIN_MSG.badTime);
  if (endTime <= startTime) throw new ApiError(400, SECKILL_ADMIN_MSG.endBeforeStart);
  if (endTime <= now) throw new ApiError(400, SECKILL_ADMIN_MSG.endInPast);
  return { startTime, endTime };
}

/**
 * The window of something without an `ended_at` column ended now: it closes now, and one not started yet closes
 * the instant it opens (start just before now), so the window stays ordered and has nothing ahead of it.
 */
export function endedWindow(row: { startTime: Date }, now: Date): { startTime: Date; endTime: Date } {
  return { startTime: row.startTime < now ? row.startTime : new Date(now.getTime() - 1), endTime: now };
}

/** The audit row of a change by the operator key (`operator`) or by a staff member of the back office (`staff_change`). */
export const operatorAudit = (tx: Tx, subject: string, detail: Record<string, unknown>, actor: Actor = OPERATOR_ACTOR) =>
  tx.insert(auditLog).values({
    action: actor.kind === 'staff' ? 'staff_change' : 'operator',
    actorKind: actor.kind,
    actorId: actor.id,
    subject,
    detail,
    ip: actor.ip ?? '',
  });
