/** Personal centre: basic information (UserBase / saveUserBase), password change, credit summary. */
import { clientCreditLine } from '../wallet/credit';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG } from '../../../model/messages';
import { CLIENT_TYPES, type ClientType } from '../../../model/enums';
import { validateIdCard, validateMobile, validateName, validatePassword } from '../../../model/validators';
import { confirmPasswordProblem, validateAddress, validateOptionalLandline } from '../../../model/register-rules';
import type { ClientCredit, PasswordChange, UserBase, UserBaseInput } from '../../../contract/personal';
import type { Db } from '../../db/client';
import { clientProfiles, clients, companies } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/password';

export async function userBase(db: Db, clientId: number): Promise<UserBase> {
  const [row] = await db
    .select({ c: clients, companyName: companies.name, landline: clientProfiles.landline, idCard: clientProfiles.idCard })
    .from(clients)
    .innerJoin(companies, eq(companies.id, clients.companyId))
    .leftJoin(clientProfiles, eq(clientProfiles.clientId, clients.id))
    .where(eq(clients.id, clientId));
  if (!row) throw new ApiError(401, '请先登录');
  const { c } = row;
  const type = c.clientType as ClientType;
  return {
    username: c.username,
    client_type: type,
    client_type_name: CLIENT_TYPES[type] ?? '',
    vencus_name: c.name,
    company_name: row.companyName,
    name: c.contact,
    mobile: c.phone,
    telephone: row.landline ?? '',
    id_card: row.idCard ?? '',
    province: c.province,
    city: c.city,
    area: c.area,
    address: c.address,
    checkStatus: c.checkStatus,
  };
}

const BASE_RULES: [keyof UserBaseInput, (v: string) => string | null][] = [
  ['name', validateName],
  ['mobile', validateMobile],
  ['telephone', validateOptionalLandline],
  ['id_card', validateIdCard],
  ['address', validateAddress],
];

export async function saveUserBase(db: Db, clientId: number, input: UserBaseInput): Promise<UserBase> {
  for (const [field, validate] of BASE_RULES) {
    const problem = validate(input[field] ?? '');
    if (problem) throw new ApiError(400, problem);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(clients)
      .set({ contact: input.name.trim(), phone: input.mobile.trim(), address: input.address.trim() })
      .where(eq(clients.id, clientId));
    const profile = { landline: (input.telephone ?? '').trim(), idCard: input.id_card.trim().toUpperCase() };
    await tx
      .insert(clientProfiles)
      .values({ clientId, ...profile })
      .onConflictDoUpdate({ target: clientProfiles.clientId, set: profile });
  });
  return userBase(db, clientId);
}

/** POST /w1/updateClientPassupdateClientPass (the spec's literal path). */
export async function changePassword(db: Db, clientId: number, input: PasswordChange): Promise<void> {
  const [row] = await db.select({ hash: clients.passwordHash }).from(clients).where(eq(clients.id, clientId));
  const passwordHash = await newPasswordHash(input, row?.hash);
  await db.update(clients).set({ passwordHash }).where(eq(clients.id, clientId));
}

/**
 * A password change of any account (client or salesman): the new password's rules, the confirmation, not the same
 * as the old one, the old one right (400 with the Chinese reason otherwise). Answers the new hash to store.
 */
export async function newPasswordHash(input: PasswordChange, currentHash: string | undefined): Promise<string> {
  const rule = validatePassword(input.password);
  if (rule) throw new ApiError(400, rule);
  const confirm = confirmPasswordProblem(input.password, input.confirm_password);
  if (confirm) throw new ApiError(400, confirm);
  if (input.password === input.old_password) throw new ApiError(400, ACCOUNT_MSG.samePassword);
  if (!currentHash || !(await verifyPassword(input.old_password, currentHash))) throw new ApiError(400, ACCOUNT_MSG.oldPasswordWrong);
  return hashPassword(input.password);
}

/** GET /w1/clientCredit: the credit line (limit, used, available), as the credit management page computes it. */
export function clientCredit(db: Db, clientId: number): Promise<ClientCredit> {
  return clientCreditLine(db, clientId);
}
