/**
 * On approval of a registration, the registrant becomes the client's first authorised purchaser: the contact, the
 * ID number and the purchase power of attorney (采购委托书, `attorney`) the registration collected, authorised for
 * DEFAULT_AUTHORISATION_DAYS from the approval (the letter's own term is not asked at registration; the client can
 * register a purchaser with the letter's dates on /personal/purchasers).
 */
import { and, eq } from 'drizzle-orm';
import { chinaDay } from '../../../model/date-range';
import { addDays } from '../../../model/salesman-report';
import type { LicenceDetails } from '../../../model/compliance-forms';
import { clientLicences, clientLicenceValidity, clientProfiles, clients, purchasers } from '../../db/schema';
import type { Tx } from '../cart/tx';
import { keyOfUrl } from '../content/uploads';

/**
 * The particulars of certificates given at registration (checked by registrationProblems) become the licence of
 * record with their picture, so the engine knows the end date from the first day.
 */
export async function recordLicenceDetails(
  tx: Tx,
  clientId: number,
  details: readonly LicenceDetails[],
  pictures: Partial<Record<string, string[]>>,
  uploadIds: Map<string, number>,
): Promise<void> {
  if (details.length === 0) return;
  await tx.insert(clientLicenceValidity).values(
    details.map((d) => ({
      clientId,
      kind: d.kind,
      number: d.number.trim(),
      issuer: d.issuer.trim(),
      validFrom: d.valid_from,
      validUntil: d.valid_until,
      uploadId: uploadIds.get(keyOfUrl(pictures[d.kind]?.[0] ?? '')) ?? null,
    })),
  );
}

export const DEFAULT_AUTHORISATION_DAYS = 365;

export async function firstPurchaser(tx: Tx, clientId: number, now: Date): Promise<void> {
  if ((await tx.$count(purchasers, eq(purchasers.clientId, clientId))) > 0) return;
  const [c] = await tx
    .select({ contact: clients.contact, phone: clients.phone, idCard: clientProfiles.idCard })
    .from(clients)
    .leftJoin(clientProfiles, eq(clientProfiles.clientId, clients.id))
    .where(eq(clients.id, clientId));
  if (!c?.contact || !c.idCard) return;
  const [letter] = await tx
    .select({ uploadId: clientLicences.uploadId })
    .from(clientLicences)
    .where(and(eq(clientLicences.clientId, clientId), eq(clientLicences.kind, 'attorney')))
    .limit(1);
  const today = chinaDay(now);
  await tx.insert(purchasers).values({
    clientId,
    name: c.contact,
    idCard: c.idCard,
    phone: c.phone,
    letterUploadId: letter?.uploadId ?? null,
    validFrom: today,
    validUntil: addDays(today, DEFAULT_AUTHORISATION_DAYS - 1),
    createdAt: now,
  });
}
