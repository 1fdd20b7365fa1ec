/** Registration (SPEC §7 v5 calls) and the operator's review of new accounts. */
import type { FastifyInstance } from 'fastify';
import * as register from '../../contract/register';
import { validateMobile } from '../../model/validators';
import { ApiError } from '../errors';
import { route } from '../http/route';
import { sessionOf } from '../http/who';
import { isDemoMode } from '../lib/demo-mode';
import { licenceTemplate } from '../services/content/licence-templates';
import { bdOptions, saveRegistration, usernameProblem } from '../services/accounts/register';
import { approveClient, rejectClient } from '../services/accounts/review';
import { sandboxSms } from '../services/accounts/sms';
import { VERIFY_COOLDOWN_S, sendVerifyCode } from '../services/accounts/verify-codes';
import type { RouteDeps } from './deps';

export async function registerArea(app: FastifyInstance, { db, limits }: RouteDeps): Promise<void> {
  // Per-ip flood guards share the login allowance (per minute); the per-mobile cooldown is the real SMS limit.
  const perMinute = { config: { rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } } };

  route(app, register.getBd, async () => bdOptions(db));

  route(
    app,
    register.getVerify,
    async ({ query, req }) => {
      const problem = validateMobile(query.mobile);
      if (problem) throw new ApiError(400, problem);
      const code = await sendVerifyCode(db, sandboxSms, query.mobile.trim(), req.ip);
      return { cooldown: VERIFY_COOLDOWN_S, ...(isDemoMode() ? { code } : {}) };
    },
    perMinute,
  );

  route(
    app,
    register.registerCheck,
    async ({ query }) => {
      const problem = await usernameProblem(db, query.username);
      return { username: query.username.trim(), available: problem === null, ...(problem ? { msg: problem } : {}) };
    },
    perMinute,
  );

  route(
    app,
    register.saveRegister,
    async ({ body, who }) =>
      saveRegistration(db, sessionOf(who).id, { ...body, telephone: body.telephone ?? '', bd_id: body.bd_id ?? 0 }),
    perMinute,
  );

  route(app, register.templateDownload, async ({ query, reply }) => {
    const { filename, html } = licenceTemplate(query.type);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-disposition', `attachment; filename="template.html"; filename*=UTF-8''${encodeURIComponent(filename)}`)
      .send(html);
  });

  // Operator API (npm run operator): the back office's review of registrations.
  route(app, register.review, async ({ body, req }) => {
    const { username, action, reason = '' } = body;
    const actor = { kind: 'operator', id: null, ip: req.ip } as const;
    return action === 'approve' ? approveClient(db, username, actor) : rejectClient(db, username, reason, actor);
  });
}
