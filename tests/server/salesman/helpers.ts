/** Shared setup of the salesman console suites: the demo database, ywy01 / ywy02 logged in, his customers' ids. */
import { inArray, eq } from 'drizzle-orm';
import { clients, salesmanClients, salesmen } from '../../../src/server/db/schema';
import { loginAs, startServer, type TestServer } from '../helpers';

export interface SalesmanWorld {
  s: TestServer;
  ywy01: string;
  ywy02: string;
  client: string;
  /** Customer ids of ywy01 and of ywy02. */
  mine: number[];
  others: number[];
}

export async function salesmanWorld(): Promise<SalesmanWorld> {
  const s = await startServer();
  const [ywy01, ywy02, client] = await Promise.all([loginAs(s.app, 'ywy01'), loginAs(s.app, 'ywy02'), loginAs(s.app, 'yaofang01')]);
  const idsOf = async (username: string) =>
    (
      await s.db
        .select({ id: salesmanClients.clientId })
        .from(salesmanClients)
        .innerJoin(salesmen, eq(salesmen.id, salesmanClients.salesmanId))
        .where(eq(salesmen.username, username))
    ).map((r) => r.id);
  return { s, ywy01: ywy01.token, ywy02: ywy02.token, client: client.token, mine: await idsOf('ywy01'), others: await idsOf('ywy02') };
}

export async function clientIdOf(w: SalesmanWorld, usernames: string[]): Promise<number[]> {
  return (await w.s.db.select({ id: clients.id }).from(clients).where(inArray(clients.username, usernames))).map((r) => r.id);
}
