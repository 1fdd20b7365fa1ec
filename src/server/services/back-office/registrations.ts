/**
 * The 注册审核 page's reads: registrations by review state (server-paged, oldest first: first come, first reviewed),
 * one registration with every licence picture and the dates entered for it, and a licence picture for the reviewer
 * (of a registration or a renewal).
 * The decision itself is services/accounts/review.ts, shared with the operator command.
 */
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import { LICENCES, type LicenceKey } from '../../../model/licences';
import { chinaStamp } from '../../../model/date-range';
import { STAFF_MSG } from '../../../model/staff';
import type { RegistrationDetail, RegistrationRow } from '../../../contract/admin';
import type { Page } from '../../../contract/fields';
import type { Db } from '../../db/client';
import { clientLicences, clientLicenceValidity, clientProfiles, clients, licenceRenewals, salesmen, uploads } from '../../db/schema';
import { ApiError } from '../../errors';
import { CHECK_STATUS } from '../../constants';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../../model/constants';

const ROW = {
  client_id: clients.id,
  username: clients.username,
  vencus_name: clients.name,
  client_type: clients.clientType,
  contact: clients.contact,
  mobile: clients.phone,
  province: clients.province,
  city: clients.city,
  area: clients.area,
  checkStatus: clients.checkStatus,
  createdAt: clients.createdAt,
};

type Selected = { province: string; city: string; area: string; createdAt: Date } & Omit<RegistrationRow, 'region' | 'created_at'>;

const rowOf = ({ province, city, area, createdAt, ...rest }: Selected): RegistrationRow => ({
  ...rest,
  region: [province, city, area].filter(Boolean).join(' '),
  created_at: chinaStamp(createdAt),
});

export async function listRegistrations(
  db: Db,
  q: { page?: number; size?: number; status?: number },
): Promise<Page<RegistrationRow>> {
  const page = q.page ?? PAGE_DEFAULT;
  const size = q.size ?? PAGE_SIZE_DEFAULT;
  const status = q.status ?? CHECK_STATUS.pending;
  const where = eq(clients.checkStatus, status);
  // Pending: the oldest first (first come, first reviewed); reviewed ones: the latest first.
  const order = status === CHECK_STATUS.pending ? [asc(clients.createdAt), asc(clients.id)] : [desc(clients.createdAt), desc(clients.id)];
  const [rows, [total]] = await Promise.all([
    db.select(ROW).from(clients).where(where).orderBy(...order).limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { list: rows.map(rowOf), total: total?.n ?? 0, page, size };
}

export async function registrationDetail(db: Db, clientId: number): Promise<RegistrationDetail> {
  const [row] = await db
    .select({ ...ROW, address: clients.address, profile: clientProfiles, referrer: salesmen.name })
    .from(clients)
    .leftJoin(clientProfiles, eq(clientProfiles.clientId, clients.id))
    .leftJoin(salesmen, eq(salesmen.id, clientProfiles.bdSalesmanId))
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) throw new ApiError(404, STAFF_MSG.registrationMissing);
  const [pictures, validity] = await Promise.all([
    db
      .select({ kind: clientLicences.kind, key: uploads.key })
      .from(clientLicences)
      .innerJoin(uploads, eq(uploads.id, clientLicences.uploadId))
      .where(eq(clientLicences.clientId, clientId))
      .orderBy(asc(uploads.id)),
    db.select().from(clientLicenceValidity).where(eq(clientLicenceValidity.clientId, clientId)),
  ]);
  // In the registration form's order (LICENCES), each kind with its pictures and the particulars entered for it.
  const kinds = (Object.keys(LICENCES) as LicenceKey[]).filter((k) => pictures.some((p) => p.kind === k) || validity.some((v) => v.kind === k));
  const licences = kinds.map((kind) => {
    const v = validity.find((x) => x.kind === kind);
    return {
      kind,
      label: LICENCES[kind],
      pictures: pictures.filter((p) => p.kind === kind).map((p) => p.key),
      number: v?.number ?? '',
      issuer: v?.issuer ?? '',
      valid_from: v?.validFrom ?? null,
      valid_until: v?.validUntil ?? null,
    };
  });
  const { profile, referrer, address, ...base } = row;
  return {
    ...rowOf(base),
    telephone: profile?.landline ?? '',
    id_card: profile?.idCard ?? '',
    address,
    referrer: referrer ?? '',
    reviewNote: profile?.reviewNote ?? '',
    licences,
  };
}

/**
 * A licence picture for review: one a registration or a renewal claimed (never an upload still unclaimed, which
 * belongs to the visitor's session alone).
 */
export async function licencePicture(db: Db, key: string): Promise<{ mime: string; data: Buffer }> {
  const claimed = or(
    inArray(uploads.id, db.select({ id: clientLicences.uploadId }).from(clientLicences)),
    inArray(uploads.id, db.select({ id: licenceRenewals.uploadId }).from(licenceRenewals)),
  );
  const [row] = await db
    .select({ mime: uploads.mime, data: uploads.data })
    .from(uploads)
    .where(and(eq(uploads.key, key), claimed))
    .limit(1);
  if (!row) throw new ApiError(404, STAFF_MSG.pictureMissing);
  return row;
}

export async function usernameOf(db: Db, clientId: number): Promise<string> {
  const [row] = await db.select({ username: clients.username }).from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!row) throw new ApiError(404, STAFF_MSG.registrationMissing);
  return row.username;
}
