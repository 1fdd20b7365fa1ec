/**
 * Writes the append-only audit trail (table audit_log): logins and failed logins, logouts, a salesman starting
 * to act for a customer and stopping, password changes, signing out other sessions, and the back office's staff
 * sign-ins and changes. A sign-in's audit write never changes the answer: a failure is logged, not thrown. A
 * change's row (`auditChange`) is written in the change's own transaction, with what was before and after: no
 * change without its row.
 */
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Tx } from '../cart/tx';
import { log } from '../../lib/log';

export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'login_blocked'
  | 'logout'
  | 'acting'
  | 'acting_stopped'
  | 'password_changed'
  | 'sessions_ended'
  | 'staff_login'
  | 'staff_login_failed'
  | 'staff_login_blocked'
  | 'staff_logout'
  | 'staff_totp_enrolled'
  | 'registration_approved'
  | 'registration_rejected'
  | 'licence_approve'
  | 'licence_reject';
export type ActorKind = 'client' | 'salesman' | 'staff' | 'operator' | 'system' | 'visitor';

/** Who made a back-office change: a staff member signed in to /admin, or the operator key (CLI, scripts). */
export interface Actor {
  kind: 'staff' | 'operator';
  id: number | null;
  ip?: string;
}
export const OPERATOR_ACTOR: Actor = { kind: 'operator', id: null };

export interface AuditEntry {
  action: AuditAction;
  actorKind: ActorKind;
  actorId?: number | null;
  subject?: string;
  detail?: Record<string, unknown>;
  ip?: string;
}

export async function audit(db: Db, e: AuditEntry): Promise<void> {
  try {
    await db.insert(auditLog).values({
      action: e.action,
      actorKind: e.actorKind,
      actorId: e.actorId ?? null,
      subject: e.subject ?? '',
      detail: e.detail ?? {},
      ip: e.ip ?? '',
    });
  } catch (err) {
    log().error({ action: e.action, err }, '审计记录写入失败');
  }
}

/** A change's row, in the change's transaction: it throws, so the change rolls back without it. */
export async function auditChange(
  tx: Tx,
  actor: Actor,
  e: { action: AuditAction; subject: string; before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    action: e.action,
    actorKind: actor.kind,
    actorId: actor.id,
    subject: e.subject,
    detail: { before: e.before, after: e.after },
    ip: actor.ip ?? '',
  });
}

/**
 * The audit row of a back-office step on a catalogue or promotion object, in the step's transaction: `operator` for
 * the operator key (CLI, scripts), `staff_change` for a staff member of /admin (with their id and address).
 */
export const stepAudit = (tx: Tx, subject: string, detail: Record<string, unknown>, actor: Actor = OPERATOR_ACTOR) =>
  tx.insert(auditLog).values({
    action: actor.kind === 'staff' ? 'staff_change' : 'operator',
    actorKind: actor.kind,
    actorId: actor.id,
    subject,
    detail,
    ip: actor.ip ?? '',
  });
