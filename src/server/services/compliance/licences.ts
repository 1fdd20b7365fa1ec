/**
 * Licence validity for the personal centre (/personal/licences): every licence the client type is asked for, with
 * number, issuer, dates, days left and the latest renewal; a renewal upload, reviewed by the operator like a
 * registration (approval rewrites client_licence_validity, so the engine sees the new date at once).
 */
import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { LicenceRow, LicenceState, OperatorRenewal, Renewal } from '../../../contract/compliance';
import { daysLeft, hasValidity, LICENCE_WARN_DAYS } from '../../../model/compliance';
import { realDay, renewalProblems, type RenewalInput } from '../../../model/compliance-forms';
import { chinaDay, chinaStamp } from '../../../model/date-range';
import type { ClientType } from '../../../model/enums';
import { LICENCES, licencesFor, type LicenceKey } from '../../../model/licences';
import type { Db } from '../../db/client';
import { auditLog, clientLicences, clientLicenceValidity, clients, licenceRenewals, uploads } from '../../db/schema';
import { ApiError } from '../../errors';
import { STAFF_MSG } from '../../../model/staff';
import { auditChange, OPERATOR_ACTOR, type Actor } from '../trust/audit';
import { clientTransaction } from '../cart/tx';
import { urlOfKey } from '../content/uploads';
import { postMessages, sendSms } from '../alerts/messages';
import { licenceReviewMessage } from '../alerts/licence-messages';
import { claimUpload } from './uploads';

export const RENEWAL_STATUS_TEXT = ['待审核', '已通过', '已驳回'] as const;
const STATE_TEXT: Record<LicenceState, string> = { ok: '有效', expiring: '即将到期', expired: '已过期', missing: '未上传', noExpiry: '长期有效' };

type RenewalRow = typeof licenceRenewals.$inferSelect & { key: string };

const renewalOut = (r: RenewalRow): Renewal => ({
  id: r.id,
  kind: r.kind,
  number: r.number,
  issuer: r.issuer,
  valid_from: r.validFrom,
  valid_until: r.validUntil,
  status: r.status,
  status_text: RENEWAL_STATUS_TEXT[r.status] ?? '',
  note: r.note,
  created_at: chinaStamp(r.createdAt),
  url: urlOfKey(r.key),
});

const renewalColumns = { ...getTableColumns(licenceRenewals), key: uploads.key };

function stateOf(expires: boolean, validUntil: string | null, onFile: boolean, today: string): { state: LicenceState; left: number | null } {
  if (!validUntil) return { state: onFile ? (expires ? 'ok' : 'noExpiry') : 'missing', left: null };
  const left = daysLeft(today, validUntil);
  return { state: left < 0 ? 'expired' : left <= LICENCE_WARN_DAYS ? 'expiring' : 'ok', left };
}

export async function myLicences(db: Db, clientId: number, now = new Date()): Promise<LicenceRow[]> {
  const today = chinaDay(now);
  const [client] = await db.select({ type: clients.clientType }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new ApiError(404, '客户不存在');
  const [dated, pictures, renewals] = await Promise.all([
    db
      .select({ v: clientLicenceValidity, key: uploads.key })
      .from(clientLicenceValidity)
      .leftJoin(uploads, eq(uploads.id, clientLicenceValidity.uploadId))
      .where(eq(clientLicenceValidity.clientId, clientId)),
    db
      .select({ kind: clientLicences.kind, key: uploads.key })
      .from(clientLicences)
      .innerJoin(uploads, eq(uploads.id, clientLicences.uploadId))
      .where(eq(clientLicences.clientId, clientId)),
    db
      .select(renewalColumns)
      .from(licenceRenewals)
      .innerJoin(uploads, eq(uploads.id, licenceRenewals.uploadId))
      .where(eq(licenceRenewals.clientId, clientId))
      .orderBy(desc(licenceRenewals.id)),
  ]);
  return licencesFor(client.type as ClientType).map(({ key, name, need }) => {
    const d = dated.find((x) => x.v.kind === key);
    const picture = d?.key ?? pictures.find((p) => p.kind === key)?.key ?? null;
    const expires = hasValidity(key);
    const { state, left } = stateOf(expires, d?.v.validUntil ?? null, !!d || !!picture, today);
    const renewal = renewals.find((r) => r.kind === key);
    return {
      kind: key,
      name,
      need,
      expires,
      number: d?.v.number ?? '',
      issuer: d?.v.issuer ?? '',
      valid_from: d?.v.validFrom ?? '',
      valid_until: d?.v.validUntil ?? '',
      days_left: left,
      state,
      state_text: STATE_TEXT[state],
      url: picture ? urlOfKey(picture) : '',
      renewal: renewal ? renewalOut(renewal) : null,
    };
  });
}

/** A renewal (or the first dated copy) of a licence with a validity period; one awaiting review per licence. */
export async function renewLicence(db: Db, who: { sessionId: number; clientId: number }, input: RenewalInput, now = new Date()): Promise<Renewal> {
  const problems = renewalProblems(input, chinaDay(now));
  const first = Object.values(problems)[0];
  if (first) throw new ApiError(400, first);
  const row = await clientTransaction(db, who.clientId, async (tx) => {
    const [waiting] = await tx
      .select({ id: licenceRenewals.id })
      .from(licenceRenewals)
      .where(and(eq(licenceRenewals.clientId, who.clientId), eq(licenceRenewals.kind, input.kind), eq(licenceRenewals.status, 0)));
    if (waiting) throw new ApiError(400, `${LICENCES[input.kind as LicenceKey]}已有新证在审核中，请等待审核结果`);
    const uploadId = await claimUpload(tx, who.sessionId, who.clientId, input.url);
    const [r] = await tx
      .insert(licenceRenewals)
      .values({
        clientId: who.clientId,
        kind: input.kind,
        number: input.number.trim(),
        issuer: input.issuer.trim(),
        validFrom: input.valid_from,
        validUntil: input.valid_until,
        uploadId,
        createdAt: now,
      })
      .returning();
    await tx.insert(auditLog).values({ action: 'licence_renewal', actorKind: 'client', actorId: who.clientId, subject: String(r!.id), detail: { kind: r!.kind, valid_until: r!.validUntil } });
    return r!;
  });
  const [key] = await db.select({ key: uploads.key }).from(uploads).where(eq(uploads.id, row.uploadId));
  return renewalOut({ ...row, key: key?.key ?? '' });
}

async function operatorRows(db: Db, where: SQL): Promise<OperatorRenewal[]> {
  const rows = await db
    .select({ ...renewalColumns, username: clients.username, clinic: clients.name })
    .from(licenceRenewals)
    .innerJoin(uploads, eq(uploads.id, licenceRenewals.uploadId))
    .innerJoin(clients, eq(clients.id, licenceRenewals.clientId))
    .where(where)
    .orderBy(licenceRenewals.id);
  return rows.map((r) => ({ ...renewalOut(r), username: r.username, clinic_name: r.clinic, name: LICENCES[r.kind as LicenceKey] ?? r.kind }));
}

export const pendingRenewals = (db: Db) => operatorRows(db, eq(licenceRenewals.status, 0));

/**
 * Approve (the renewal becomes the licence of record: number, issuer, dates, picture) or reject with a reason the
 * client sees. Conditional on status 0, so a second decision on the same renewal is refused, not applied twice.
 */
export async function reviewRenewal(
  db: Db,
  id: number,
  action: 'approve' | 'reject',
  reason = '',
  now = new Date(),
  actor: Actor = OPERATOR_ACTOR,
): Promise<OperatorRenewal> {
  const note = reason.trim();
  if (action === 'reject' && !note) throw new ApiError(400, STAFF_MSG.rejectReasonRequired);
  let sms: { mobile: string; text: string }[] = [];
  await db.transaction(async (tx) => {
    const [r] = await tx
      .update(licenceRenewals)
      .set({ status: action === 'approve' ? 1 : 2, note, reviewedAt: now })
      .where(and(eq(licenceRenewals.id, id), eq(licenceRenewals.status, 0)))
      .returning();
    if (!r) throw new ApiError(404, `换证申请 ${id} 不存在或已审核`);
    if (action === 'approve') {
      const values = { number: r.number, issuer: r.issuer, validFrom: r.validFrom, validUntil: r.validUntil, uploadId: r.uploadId };
      await tx
        .insert(clientLicenceValidity)
        .values({ clientId: r.clientId, kind: r.kind, ...values })
        .onConflictDoUpdate({ target: [clientLicenceValidity.clientId, clientLicenceValidity.kind], set: values });
    }
    // The client's 资质 message, in the review's transaction.
    sms = await postMessages(tx, [licenceReviewMessage(r.clientId, r.kind, action, note)]);
    await auditChange(tx, actor, {
      action: action === 'approve' ? 'licence_approve' : 'licence_reject',
      subject: `client:${r.clientId}`,
      before: { renewal: id, kind: r.kind, status: 0 },
      after: { renewal: id, kind: r.kind, status: r.status, note, valid_until: r.validUntil },
    });
  });
  await sendSms(sms);
  const [out] = await operatorRows(db, eq(licenceRenewals.id, id));
  return out!;
}

/** The operator records (or corrects) a licence's last valid day from the paper copy; the rest of the row stays. */
export async function setLicenceDate(db: Db, username: string, kind: string, validUntil: string) {
  if (!hasValidity(kind)) throw new ApiError(400, `证照类型 ${kind} 没有有效期`);
  if (!realDay(validUntil)) throw new ApiError(400, '有效期截止日期不是有效日期');
  const [c] = await db.select({ id: clients.id, username: clients.username }).from(clients).where(eq(clients.username, username.trim()));
  if (!c) throw new ApiError(404, `客户账号 ${username} 不存在`);
  await db.transaction(async (tx) => {
    await tx
      .insert(clientLicenceValidity)
      .values({ clientId: c.id, kind, validUntil })
      .onConflictDoUpdate({ target: [clientLicenceValidity.clientId, clientLicenceValidity.kind], set: { validUntil } });
    await tx.insert(auditLog).values({ action: 'licence_date', actorKind: 'operator', subject: String(c.id), detail: { kind, valid_until: validUntil } });
  });
  return { username: c.username, kind, name: LICENCES[kind], valid_until: validUntil };
}
