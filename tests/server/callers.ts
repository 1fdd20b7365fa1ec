/** Request headers for a caller of each auth level (a fresh visitor, yaofang01, ywy01, the operator key). */
import type { FastifyInstance } from 'fastify';
import type { AuthLevel } from '../../src/contract';
import { operatorKey } from '../../src/server/lib/operator-key';
import { loginAs, newToken } from './helpers';

export async function headersByAuth(app: FastifyInstance): Promise<Record<AuthLevel, Record<string, string>>> {
  const visitor = await newToken(app);
  const client = (await loginAs(app, 'yaofang01')).token;
  const salesman = (await loginAs(app, 'ywy01')).token;
  return {
    none: {},
    public: { token: visitor },
    session: { token: visitor },
    user: { token: client },
    client: { token: client },
    salesman: { token: salesman },
    operator: { 'x-operator-key': operatorKey() },
  };
}
