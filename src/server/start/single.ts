/** One instance (the default, and the only choice on the embedded database): housekeeping and serving together. */
import { createDb } from '../db/client';
import { printBanner } from './banner';
import { startHousekeeping } from './housekeeping';
import { port, serveInstance } from './instance';

export async function runSingle(databaseUrl: string): Promise<void> {
  const database = await createDb(databaseUrl);
  const housekeeping = await startHousekeeping(database.db, databaseUrl);
  const app = await serveInstance(database.db, housekeeping.jobs);
  await printBanner(database.db, port(), 1);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => housekeeping.stop())
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
  }
}
