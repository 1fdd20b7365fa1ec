/**
 * Writes the append-only audit trail (table audit_log): logins and failed logins, logouts, a salesman starting
 * to act for a customer and stopping, password changes, signing out other sessions. An audit write never changes the answer: a failure is logged, not thrown.
 */
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditAction = 'login' | 'login_failed' | 'login_blocked' | 'logout' | 'acting' | 'acting_stopped' | 'password_changed' | 'sessions_ended';
export type ActorKind = 'client' | 'salesman' | 'operator' | 'system' | 'visitor';

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
    console.error('审计记录写入失败', e.action, err instanceof Error ? err.message : err);
  }
}
