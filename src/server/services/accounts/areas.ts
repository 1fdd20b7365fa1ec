/** Administrative areas (GB/T 2260): lazy lists by parent, the client's area, and the company serving a province. */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { ACCOUNT_MSG, MSG } from '../../../model/messages';
import { OTHER_PROVINCE_COMPANY_ID } from '../../../model/constants';
import type { AreaChoice, AreaNames, AreaOption } from '../../../contract/register';
import type { Db } from '../../db/client';
import { areas, clients, companies } from '../../db/schema';
import { ApiError } from '../../errors';

/** Children of an area; the provinces when parentId is 0 or absent. */
export async function listAreas(db: Db, parentId = 0): Promise<AreaOption[]> {
  return db
    .select({ area_id: areas.id, area_name: areas.name })
    .from(areas)
    .where(eq(areas.parentId, parentId))
    .orderBy(asc(areas.id));
}

/** Checks that the three ids form one province → city → district chain and returns their names. */
export async function resolveAreaChain(db: Db, choice: AreaChoice): Promise<AreaNames> {
  if (!choice.province) throw new ApiError(400, MSG.provinceRequired);
  if (!choice.city) throw new ApiError(400, MSG.cityRequired);
  if (!choice.area) throw new ApiError(400, MSG.areaRequired);
  const rows = await db
    .select()
    .from(areas)
    .where(inArray(areas.id, [choice.province, choice.city, choice.area]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const p = byId.get(choice.province);
  const c = byId.get(choice.city);
  const a = byId.get(choice.area);
  const chained = p?.level === 1 && c?.level === 2 && a?.level === 3 && c.parentId === p.id && a.parentId === c.id;
  if (!chained || !p || !c || !a) throw new ApiError(400, ACCOUNT_MSG.areaInvalid);
  return { province: p.name, city: c.name, area: a.name };
}

/** POST /w1/setClientArea. */
export async function setClientArea(db: Db, clientId: number, choice: AreaChoice): Promise<AreaNames> {
  const names = await resolveAreaChain(db, choice);
  await db.update(clients).set(names).where(eq(clients.id, clientId));
  return names;
}

/** The selling company of a province: its own branch, or the other-province company (4). */
export async function companyForProvince(db: Db, province: string): Promise<number> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.province, province), ne(companies.id, OTHER_PROVINCE_COMPANY_ID)))
    .limit(1);
  return row?.id ?? OTHER_PROVINCE_COMPANY_ID;
}
