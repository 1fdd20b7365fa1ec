/** The audit rows of payments, refunds and top-ups (audit_log is append-only). */
import { auditLog } from '../../db/schema';
import type { Tx } from '../cart/tx';

export type AuditActor = { kind: 'client' | 'salesman' | 'operator' | 'system' | 'provider'; id: number | null };

export async function audit(
  tx: Tx,
  action: 'payment' | 'refund' | 'recharge' | 'repayment' | 'payment_anomaly',
  actor: AuditActor,
  subject: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await tx.insert(auditLog).values({ action, actorKind: actor.kind, actorId: actor.id, subject, detail });
}
