/** Clients buying from several selling companies: the choices after login, and switching the session's company. */
import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_MSG } from '../../../model/messages';
import type { CompanyChoice } from '../../../contract/session';
import type { Db } from '../../db/client';
import { clientCompanies, clients, companies } from '../../db/schema';
import { ApiError } from '../../errors';
import { bindSession } from './sessions';

/** The companies a client may buy from: its own plus any extra ones, own company first. */
export async function companyChoices(db: Db, clientId: number): Promise<CompanyChoice[]> {
  const [own] = await db
    .select({ company_id: companies.id, company_name: companies.name })
    .from(clients)
    .innerJoin(companies, eq(companies.id, clients.companyId))
    .where(eq(clients.id, clientId));
  const extra = await db
    .select({ company_id: companies.id, company_name: companies.name })
    .from(clientCompanies)
    .innerJoin(companies, eq(companies.id, clientCompanies.companyId))
    .where(eq(clientCompanies.clientId, clientId))
    .orderBy(asc(companies.id));
  const out = own ? [own] : [];
  for (const c of extra) if (!out.some((o) => o.company_id === c.company_id)) out.push(c);
  return out;
}

/** POST /w1/selectCompany: rebind the client's session to one of its companies. */
export async function selectCompany(db: Db, sessionId: number, clientId: number, companyId: number, cisStaffPhone: string | null = null) {
  const choices = await companyChoices(db, clientId);
  if (!choices.some((c) => c.company_id === companyId)) throw new ApiError(400, ACCOUNT_MSG.companyNotYours);
  // The same person goes on ordering: a clinic system's named purchaser stays with the session.
  await bindSession(db, sessionId, { clientId, companyId, salesmanId: null, acting: false, cisStaffPhone });
  return { client_id: clientId, company_id: companyId };
}
