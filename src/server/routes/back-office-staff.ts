/** 管理员's staff management (/api/admin/staff…, issue 28): services/back-office/staff-admin.ts, roles: the contract's. */
import type { FastifyInstance } from 'fastify';
import * as st from '../../contract/admin-staff';
import { route } from '../http/route';
import { createStaff, listStaff, resetStaff, updateStaff } from '../services/back-office/staff-admin';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';

export async function backOfficeStaffArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, st.adminStaffList, async () => listStaff(db));
  route(app, st.adminStaffCreate, async ({ body, req }) => createStaff(db, body, actorOf(req)));
  route(app, st.adminStaffUpdate, async ({ body, req }) => updateStaff(db, body.id, body, actorOf(req)));
  route(app, st.adminStaffReset, async ({ body, req }) => resetStaff(db, body.id, body.what, actorOf(req)));
}
