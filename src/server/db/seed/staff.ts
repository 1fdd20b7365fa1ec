/** The demo back-office staff, one per role (src/server/demo-accounts.ts DEMO_STAFF), into an empty staff table. */
import { DEMO_STAFF } from '../../demo-accounts';
import type { Db } from '../types';
import { staff } from '../schema';
import { demoPasswordHash } from './accounts';

export async function seedStaff(db: Db): Promise<void> {
  if ((await db.$count(staff)) > 0) return;
  const passwordHash = await demoPasswordHash();
  await db.insert(staff).values(
    DEMO_STAFF.map((s) => ({
      username: s.username,
      name: s.name,
      passwordHash,
      roles: [s.role],
      // Demo only: the published secret counts as enrolled, so the sign-in asks for a code straight away.
      totpSecret: s.totpSecret ?? null,
      totpConfirmed: s.totpSecret !== undefined,
    })),
  );
}
