/** A picture this session just uploaded, claimed for the client (so the purge never takes it). */
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import type { Tx } from '../cart/tx';
import { ownUnclaimedUploads } from '../content/uploads';

export async function claimUpload(tx: Tx, sessionId: number, clientId: number, url: string): Promise<number> {
  const ids = await ownUnclaimedUploads(tx, sessionId, [url]);
  const id = [...ids.values()][0]!;
  await tx.update(uploads).set({ clientId }).where(eq(uploads.id, id));
  return id;
}
