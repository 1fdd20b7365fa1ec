/** GET /w1/complianceStatus: may the client order (the engine's reasons), who may order, which licences to remind of. */
import type { ComplianceStatus, Reminder } from '../../../contract/compliance';
import { buyerReasons, daysLeft, hasValidity, purchaserDecision, reminderStep, validPurchasers, type ComplianceFacts } from '../../../model/compliance';
import { LICENCES, licenceNeed, type LicenceKey } from '../../../model/licences';
import type { Db } from '../../db/client';
import { complianceFacts } from './facts';

/** Required certificates of the client type that reached a reminder step (90 / 30 / 7 days left) or expired. */
export function remindersOf(f: ComplianceFacts): Reminder[] {
  const out: Reminder[] = [];
  for (const l of f.licences) {
    if (!hasValidity(l.kind) || l.validUntil === null || licenceNeed(l.kind as LicenceKey, f.clientType) !== 'required') continue;
    const left = daysLeft(f.today, l.validUntil);
    const step = left < 0 ? 0 : reminderStep(left);
    if (step === null) continue;
    out.push({ kind: l.kind, name: LICENCES[l.kind as LicenceKey], valid_until: l.validUntil, days_left: left, step });
  }
  return out.sort((a, b) => a.days_left - b.days_left);
}

export async function complianceStatus(
  db: Db,
  clientId: number,
  purchaserId: number | undefined,
  handshakePhone: string | null = null,
  now = new Date(),
): Promise<ComplianceStatus> {
  const f = await complianceFacts(db, clientId, now);
  const reasons = buyerReasons(f, purchaserId, handshakePhone);
  const who = purchaserDecision(f, undefined, handshakePhone);
  // A clinic system's named person is the only choice: the list offers just them (nobody when they may not order).
  const offered = handshakePhone ? (who.purchaser ? [who.purchaser] : []) : validPurchasers(f);
  return {
    reasons,
    allowed: !reasons.some((r) => r.severity === 'block'),
    purchasers: offered.map((p) => ({ id: p.id, name: p.name, valid_until: p.validUntil })),
    default_purchaser_id: who.purchaser?.id ?? null,
    named_by_clinic_system: handshakePhone !== null,
    reminders: remindersOf(f),
    today: f.today,
  };
}
