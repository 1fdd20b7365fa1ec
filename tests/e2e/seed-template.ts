/**
 * `node --import tsx tests/e2e/seed-template.ts <dir>`: a migrated and seeded embedded database in <dir>, which every
 * e2e server of the run copies instead of seeding its own side by side. scripts/e2e-server.mjs runs it bundled.
 */
import { createDb } from '../../src/server/db/client';

const dir = process.argv[2];
if (!dir) throw new Error('usage: seed-template.ts <dir>');
const handle = await createDb(`file://${dir}`);
await handle.close();
