/** What the compliance engine reads about a client (src/model/compliance.ts ComplianceFacts), in two queries. */
import { eq } from 'drizzle-orm';
import { chinaDay } from '../../../model/date-range';
import type { ClientType } from '../../../model/enums';
import type { ComplianceFacts, LicenceFact, PurchaserFact } from '../../../model/compliance';
import type { Db } from '../../db/client';
import { clientLicences, clientLicenceValidity, clients, purchasers } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { independentReads } from '../../db/independent-reads';

export type Reader = Db | Tx;

export const toPurchaserFact = (p: typeof purchasers.$inferSelect): PurchaserFact => ({
  id: p.id,
  name: p.name,
  phone: p.phone,
  validFrom: p.validFrom,
  validUntil: p.validUntil,
  revoked: p.revokedAt !== null,
});

export async function complianceFacts(db: Reader, clientId: number, now: Date): Promise<ComplianceFacts> {
  const [client] = await db
    .select({ clientType: clients.clientType, checkStatus: clients.checkStatus, status: clients.status })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw new ApiError(404, '客户不存在');
  const [dated, pictures, staff] = await independentReads(
    db,
    () => db.select({ kind: clientLicenceValidity.kind, validUntil: clientLicenceValidity.validUntil }).from(clientLicenceValidity).where(eq(clientLicenceValidity.clientId, clientId)),
    () => db.selectDistinct({ kind: clientLicences.kind }).from(clientLicences).where(eq(clientLicences.clientId, clientId)),
    () => db.select().from(purchasers).where(eq(purchasers.clientId, clientId)),
  );
  // A picture from the registration without recorded dates is on file (the licences page asks for its dates).
  const licences: LicenceFact[] = [...dated];
  for (const p of pictures) if (!dated.some((d) => d.kind === p.kind)) licences.push({ kind: p.kind, validUntil: null });
  return {
    today: chinaDay(now),
    clientType: client.clientType as ClientType,
    checkStatus: client.checkStatus,
    status: client.status,
    licences,
    purchasers: staff.map(toPurchaserFact),
  };
}
