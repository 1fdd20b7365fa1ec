/**
 * Registration (v5 calls): referring salesmen, the duplicate-account check, and saving a new client that then
 * waits for review. The shared rules of src/model/register-rules.ts decide what is valid, here and in the browser.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { namePinyin } from '../../lib/pinyin';
import { ACCOUNT_MSG, SERVER_MSG } from '../../../model/messages';
import type { DictOption, RegisterResult } from '../../../contract/register';
import { registrationProblems, type RegisterInput } from '../../../model/register-rules';
import type { Db } from '../../db/client';
import { clientLicences, clientProfiles, clients, salesmen, uploads } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashPassword } from '../../lib/password';
import { CHECK_STATUS } from '../../constants';
import { companyForProvince, resolveAreaChain } from './areas';
import { keyOfUrl, ownUnclaimedUploads } from '../content/uploads';
import { consumeVerifyCode } from './verify-codes';
import { recordLicenceDetails } from '../compliance/registration';
import { licenceDetailProblems } from '../../../model/compliance-forms';
import { chinaDay } from '../../../model/date-range';

/** Scopes a new client may buy until the operator narrows them: all three classes. */
const NEW_CLIENT_SCOPES = [0, 1, 2];

/** GET /v5/getBd: the salesmen a registrant may name as referrer. */
export async function bdOptions(db: Db): Promise<DictOption[]> {
  const rows = await db
    .select({ id: salesmen.id, name: salesmen.name, phone: salesmen.phone })
    .from(salesmen)
    .where(eq(salesmen.status, 1))
    .orderBy(asc(salesmen.id));
  return rows.map((r) => ({ dictLabel: `${r.name}（${r.phone.slice(-4)}）`, dictValue: String(r.id) }));
}

/**
 * Usernames are unique across clients and salesmen (one login box serves both) and case-insensitively (`YWY01`
 * beside salesman `ywy01` would be one login with two meanings; unique lower() indexes back this per table).
 * Answers the refusal text, or null when the name is free.
 */
export async function usernameProblem(db: Db, username: string): Promise<string | null> {
  const name = username.trim();
  const lower = name.toLowerCase();
  const [c] = await db.select({ u: clients.username }).from(clients).where(eq(sql`lower(${clients.username})`, lower)).limit(1);
  const [s] = c ? [] : await db.select({ u: salesmen.username }).from(salesmen).where(eq(sql`lower(${salesmen.username})`, lower)).limit(1);
  const taken = c?.u ?? s?.u;
  if (taken === undefined) return null;
  return taken === name ? ACCOUNT_MSG.usernameTaken : ACCOUNT_MSG.usernameTakenCase;
}

export const isUsernameTaken = async (db: Db, username: string) => (await usernameProblem(db, username)) !== null;

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || /unique|duplicate/i.test(String(e)));

/** POST /v5/saveRegister: validate everything, spend the SMS code, create the client pending review. */
export async function saveRegistration(db: Db, sessionId: number, input: RegisterInput): Promise<RegisterResult> {
  // The certificates' particulars (optional) are checked like a renewal (model/compliance-forms.ts).
  const problems = { ...registrationProblems(input), ...licenceDetailProblems(input.licence_info ?? [], input.licences, chinaDay(new Date())) };
  const first = Object.values(problems)[0];
  if (first) throw new ApiError(400, first);
  const username = input.username.trim();
  const taken = await usernameProblem(db, username);
  if (taken) throw new ApiError(400, taken);
  const place = await resolveAreaChain(db, input);
  const licenceUrls = Object.entries(input.licences).flatMap(([kind, urls]) => (urls ?? []).map((url) => ({ kind, url })));
  const uploadIds = await ownUnclaimedUploads(db, sessionId, licenceUrls.map((l) => l.url));
  let bdSalesmanId: number | null = null;
  if (input.bd_id) {
    const [bd] = await db.select({ id: salesmen.id }).from(salesmen).where(eq(salesmen.id, input.bd_id)).limit(1);
    if (!bd) throw new ApiError(400, `${SERVER_MSG.badParams}：推荐业务员不存在`);
    bdSalesmanId = bd.id;
  }
  const companyId = await companyForProvince(db, place.province);
  // Slow or checking work first: an open transaction blocks every other request on PGlite.
  await consumeVerifyCode(db, input.mobile.trim(), input.code);
  const passwordHash = await hashPassword(input.password);

  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clients)
        .values({
          username,
          passwordHash,
          clientType: input.client_type,
          name: input.vencus_name.trim(),
          ...namePinyin(input.vencus_name.trim()),
          contact: input.name.trim(),
          phone: input.mobile.trim(),
          ...place,
          address: input.address.trim(),
          companyId,
          businessScopes: NEW_CLIENT_SCOPES,
          checkStatus: CHECK_STATUS.pending,
        })
        .returning({ id: clients.id });
      if (!row) throw new Error('client insert returned nothing');
      await tx.insert(clientProfiles).values({
        clientId: row.id,
        landline: input.telephone.trim(),
        idCard: input.id_card.trim().toUpperCase(),
        bdSalesmanId,
      });
      if (licenceUrls.length) {
        const rows = licenceUrls.map((l) => ({ clientId: row.id, kind: l.kind, uploadId: uploadIds.get(keyOfUrl(l.url)) ?? 0 }));
        await tx.insert(clientLicences).values(rows).onConflictDoNothing();
        await recordLicenceDetails(tx, row.id, input.licence_info ?? [], input.licences, uploadIds);
        await tx.update(uploads).set({ clientId: row.id }).where(inArray(uploads.id, [...uploadIds.values()]));
      }
      return { client_id: row.id, username, checkStatus: CHECK_STATUS.pending };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(400, ACCOUNT_MSG.usernameTaken);
    throw e;
  }
}
