/**
 * The 资质更新审核 page's list: renewals waiting, oldest first, server-paged, each with its picture, what the client
 * entered and the licence on record it would replace. The decision is compliance/licences.ts reviewRenewal, the
 * operator command's.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { chinaStamp } from '../../../model/date-range';
import { LICENCES, type LicenceKey } from '../../../model/licences';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../../model/constants';
import type { RenewalRow } from '../../../contract/admin';
import type { Page } from '../../../contract/fields';
import type { Db } from '../../db/client';
import { clientLicenceValidity, clients, licenceRenewals, uploads } from '../../db/schema';

const PENDING = eq(licenceRenewals.status, 0);

export async function listRenewals(db: Db, q: { page?: number; size?: number }): Promise<Page<RenewalRow>> {
  const page = q.page ?? PAGE_DEFAULT;
  const size = q.size ?? PAGE_SIZE_DEFAULT;
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: licenceRenewals, key: uploads.key, username: clients.username, clinic: clients.name, current: clientLicenceValidity.validUntil })
      .from(licenceRenewals)
      .innerJoin(uploads, eq(uploads.id, licenceRenewals.uploadId))
      .innerJoin(clients, eq(clients.id, licenceRenewals.clientId))
      .leftJoin(clientLicenceValidity, and(eq(clientLicenceValidity.clientId, licenceRenewals.clientId), eq(clientLicenceValidity.kind, licenceRenewals.kind)))
      .where(PENDING)
      .orderBy(asc(licenceRenewals.createdAt), asc(licenceRenewals.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(licenceRenewals).where(PENDING),
  ]);
  return {
    list: rows.map(({ r, key, username, clinic, current }) => ({
      id: r.id,
      client_id: r.clientId,
      username,
      clinic_name: clinic,
      kind: r.kind,
      label: LICENCES[r.kind as LicenceKey] ?? r.kind,
      number: r.number,
      issuer: r.issuer,
      valid_from: r.validFrom,
      valid_until: r.validUntil,
      picture: key,
      current_until: current,
      created_at: chinaStamp(r.createdAt),
    })),
    total: total?.n ?? 0,
    page,
    size,
  };
}
