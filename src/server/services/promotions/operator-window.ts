/**
 * What the operator's promotion commands share: the window typed as "yyyy-MM-dd HH:mm:ss" China time, read and
 * checked (end after start and after now), the window of an early end, and the audit row of each step.
 */
import { parseChinaStamp } from '../../../model/date-range';
import { ApiError } from '../../errors';
import { stepAudit } from '../trust/audit';
import { SECKILL_ADMIN_MSG } from '../../../model/seckill-form';

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

/** The audit row of each step (audit.ts stepAudit: the operator key or a staff member). */
export const operatorAudit = stepAudit;
