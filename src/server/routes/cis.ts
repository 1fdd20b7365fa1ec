/** Login from a clinic information system (signed link), the demo partner's signer and the operator's link command. */
import type { FastifyInstance } from 'fastify';
import * as cis from '../../contract/cis';
import { SERVER_MSG } from '../../model/messages';
import { CIS_SIGNED_FIELDS, DEFAULT_CIS_PARTNER, cisParamsOf, type CisParams } from '../../model/cis-link';
import { ApiError } from '../errors';
import { route } from '../http/route';
import { sessionOf } from '../http/who';
import { isDemoMode } from '../lib/demo-mode';
import { cisLogin, hostDemoSignerOpen, linkPartnerClient, signedCisParams } from '../services/cis/handshake';
import type { RouteDeps } from './deps';

/** Only the link's own fields (the browser adds `t` and may add identity params). */
const linkParams = (query: Record<string, unknown>): CisParams =>
  cisParamsOf(new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])));

export async function cisArea(app: FastifyInstance, { db, limits }: RouteDeps): Promise<void> {
  route(
    app,
    cis.cisLogin,
    async ({ query, who, req }) => cisLogin(db, sessionOf(who).id, linkParams(query), { demoMode: isDemoMode(), ip: req.ip }),
    { config: { rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } } },
  );

  // Stand-in for a partner's own backend, which holds the secret and signs its links (see hostDemoSignerOpen).
  route(app, cis.demoCisSign, async ({ query: { UserName, action, keyword, staff_phone } }) => {
    if (!(await hostDemoSignerOpen(db, isDemoMode()))) throw new ApiError(404, SERVER_MSG.notFound);
    return signedCisParams(db, { UserName, action, keyword, staff_phone });
  });

  route(app, cis.operatorCisLink, async ({ body }) => {
    const { username, action, keyword, product_id, staff_phone, partner = DEFAULT_CIS_PARTNER } = body;
    await linkPartnerClient(db, partner, username);
    const params = await signedCisParams(db, { UserName: username, action, keyword, product_id, staff_phone }, partner);
    return { params, fields: [...CIS_SIGNED_FIELDS] };
  });
}
