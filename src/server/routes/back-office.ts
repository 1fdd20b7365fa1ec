/**
 * The back office's API (/api/admin/…, issue 28). Who may call each endpoint is its contract's `roles`, enforced by
 * the auth hook before these handlers run (plugins/auth.ts); `req.staff` is then the staff member, read just now.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as admin from '../../contract/admin';
import { chinaDay } from '../../model/date-range';
import { STAFF_MSG } from '../../model/staff';
import { ApiError } from '../errors';
import { route } from '../http/route';
import type { Actor } from '../services/trust/audit';
import { auditCsv, auditPage } from '../services/back-office/audit-log';
import { dashboard } from '../services/back-office/dashboard';
import { licencePicture, listRegistrations, registrationDetail, usernameOf } from '../services/back-office/registrations';
import { listRenewals } from '../services/back-office/renewals';
import { reviewRenewal } from '../services/compliance/licences';
import { approveClient, rejectClient } from '../services/accounts/review';
import { staffLogin, staffLogout, staffMe, type StaffView } from '../services/accounts/staff';
import type { RouteDeps } from './deps';
import { sendCsv } from './xlsx';

export function staffOf(req: FastifyRequest): StaffView {
  if (!req.staff) throw new ApiError(401, STAFF_MSG.signInRequired);
  return req.staff;
}

export const actorOf = (req: FastifyRequest): Actor => ({ kind: 'staff', id: staffOf(req).id, ip: req.ip });

export async function backOfficeArea(app: FastifyInstance, { db, limits }: RouteDeps): Promise<void> {
  route(app, admin.staffLogin, async ({ body, req }) => staffLogin(db, { ...body, ip: req.ip }), {
    config: { rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } },
  });
  route(app, admin.staffLogout, async ({ req }) => {
    await staffLogout(db, staffOf(req), req.ip);
    return null;
  });
  route(app, admin.staffMe, async ({ req }) => staffMe(staffOf(req)));
  route(app, admin.dashboard, async () => dashboard(db));

  route(app, admin.registrations, async ({ query }) => listRegistrations(db, query));
  route(app, admin.registration, async ({ query }) => registrationDetail(db, query.client_id));
  route(app, admin.picture, async ({ params, reply }) => {
    const file = await licencePicture(db, params.key);
    return reply.type(file.mime).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(file.data);
  });
  route(app, admin.reviewRegistration, async ({ body, req }) => {
    const username = await usernameOf(db, body.client_id);
    const actor = actorOf(req);
    const outcome =
      body.action === 'approve' ? await approveClient(db, username, actor) : await rejectClient(db, username, body.reason ?? '', actor);
    return { client_id: outcome.client_id, checkStatus: outcome.checkStatus, note: outcome.note };
  });

  route(app, admin.renewals, async ({ query }) => listRenewals(db, query));
  route(app, admin.reviewRenewal, async ({ body, req }) => {
    const r = await reviewRenewal(db, body.id, body.action, body.reason ?? '', new Date(), actorOf(req));
    return { id: r.id, status: r.status, note: r.note };
  });

  route(app, admin.auditLog, async ({ query }) => auditPage(db, query));
  route(app, admin.auditExport, async ({ query, reply }) =>
    sendCsv(reply, `操作日志_${chinaDay(new Date())}.csv`, 'audit-log.csv', await auditCsv(db, query)),
  );
}
