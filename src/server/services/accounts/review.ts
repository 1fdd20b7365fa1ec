/**
 * Back-office review of new accounts: approve or reject a registration. One implementation for the operator command
 * (CLI, x-operator-key) and the back office's 注册审核 page; each review writes its audit row (who, before, after)
 * in its own transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientProfiles, clients, salesmanClients } from '../../db/schema';
import { ApiError } from '../../errors';
import { CHECK_STATUS } from '../../constants';
import { STAFF_MSG } from '../../../model/staff';
import { auditChange, OPERATOR_ACTOR, type Actor } from '../trust/audit';
import type { Tx } from '../cart/tx';
import { firstPurchaser } from '../compliance/registration';

export interface ReviewOutcome {
  username: string;
  client_id: number;
  checkStatus: number;
  note: string;
}

async function clientByUsername(db: Db, username: string) {
  const [row] = await db.select().from(clients).where(eq(clients.username, username.trim())).limit(1);
  if (!row) throw new ApiError(404, `客户账号 ${username} 不存在`);
  return row;
}

const reviewState = (checkStatus: number, note: string | undefined) => ({ checkStatus, reviewNote: note ?? '' });

/**
 * The decision itself. The back office acts on what it was shown: a registration someone else reviewed meanwhile
 * (even a moment ago, in another tab) is not reviewed again, decided by the update's own condition. The operator key
 * may still change a decision (the CLI has always allowed it).
 */
async function setCheckStatus(tx: Tx, actor: Actor, clientId: number, checkStatus: number): Promise<void> {
  const which = actor.kind === 'staff' ? and(eq(clients.id, clientId), eq(clients.checkStatus, CHECK_STATUS.pending)) : eq(clients.id, clientId);
  const done = await tx.update(clients).set({ checkStatus }).where(which).returning({ id: clients.id });
  if (done.length === 0) throw new ApiError(400, STAFF_MSG.notPending);
}

/** Approve: the client may log in; the referring salesman (if any) gets the client assigned. */
export async function approveClient(db: Db, username: string, actor: Actor = OPERATOR_ACTOR): Promise<ReviewOutcome> {
  const client = await clientByUsername(db, username);
  const [profile] = await db.select().from(clientProfiles).where(eq(clientProfiles.clientId, client.id)).limit(1);
  await db.transaction(async (tx) => {
    await setCheckStatus(tx, actor, client.id, CHECK_STATUS.approved);
    await auditChange(tx, actor, {
      action: 'registration_approved',
      subject: `client:${client.id}`,
      before: reviewState(client.checkStatus, profile?.reviewNote),
      after: reviewState(CHECK_STATUS.approved, ''),
    });
    await tx
      .insert(clientProfiles)
      .values({ clientId: client.id, reviewNote: '', reviewedAt: new Date() })
      .onConflictDoUpdate({ target: clientProfiles.clientId, set: { reviewNote: '', reviewedAt: new Date() } });
    if (profile?.bdSalesmanId) {
      await tx.insert(salesmanClients).values({ salesmanId: profile.bdSalesmanId, clientId: client.id }).onConflictDoNothing();
    }
    await firstPurchaser(tx, client.id, new Date());
  });
  return { username: client.username, client_id: client.id, checkStatus: CHECK_STATUS.approved, note: '' };
}

/** Reject with a reason the client is shown when trying to log in. */
export async function rejectClient(db: Db, username: string, reason: string, actor: Actor = OPERATOR_ACTOR): Promise<ReviewOutcome> {
  const note = reason.trim();
  if (!note) throw new ApiError(400, STAFF_MSG.rejectReasonRequired);
  const client = await clientByUsername(db, username);
  const [profile] = await db.select({ note: clientProfiles.reviewNote }).from(clientProfiles).where(eq(clientProfiles.clientId, client.id));
  await db.transaction(async (tx) => {
    await setCheckStatus(tx, actor, client.id, CHECK_STATUS.rejected);
    await auditChange(tx, actor, {
      action: 'registration_rejected',
      subject: `client:${client.id}`,
      before: reviewState(client.checkStatus, profile?.note),
      after: reviewState(CHECK_STATUS.rejected, note),
    });
    await tx
      .insert(clientProfiles)
      .values({ clientId: client.id, reviewNote: note, reviewedAt: new Date() })
      .onConflictDoUpdate({ target: clientProfiles.clientId, set: { reviewNote: note, reviewedAt: new Date() } });
  });
  return { username: client.username, client_id: client.id, checkStatus: CHECK_STATUS.rejected, note };
}

/** The reason given when the account was rejected ('' when none was recorded). */
export async function rejectionNote(db: Db, clientId: number): Promise<string> {
  const [row] = await db.select({ note: clientProfiles.reviewNote }).from(clientProfiles).where(eq(clientProfiles.clientId, clientId));
  return row?.note ?? '';
}
