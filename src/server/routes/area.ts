/** Province / city / district lists and the client's own area (SPEC §2.11 area dialog). */
import type { FastifyInstance } from 'fastify';
import * as register from '../../contract/register';
import { route } from '../http/route';
import { clientOf } from '../http/who';
import { listAreas, setClientArea } from '../services/accounts/areas';
import type { RouteDeps } from './deps';

/** The area dictionary (GB/T 2260) and setting the client's area. */
export async function regionsArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, register.getArea, async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=86400');
    return listAreas(db, query.area_id ?? 0);
  });

  route(app, register.setClientArea, async ({ body, who }) => setClientArea(db, clientOf(who), body));
}
