/**
 * 资质 messages for licences running out (issue 32): a client is told once while a licence ends within 30 days and
 * once when it has ended (model/licence-expiry.ts), each linking to 我的资质. Told-once is a row of
 * licence_expiry_notices per client, licence, last day and window: the run inserts the due rows with
 * on-conflict-do-nothing and posts a message for each row it inserted, in the same transaction. Two runs racing
 * (two instances) both try the same rows; PostgreSQL makes the second wait on the first's keys and then skip them,
 * so nobody is told twice, and a run after a restart finds the rows already there.
 */
import { and, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import { chinaDay } from '../../../model/date-range';
import { expiryHorizon, expiryNotice } from '../../../model/licence-expiry';
import { VALIDITY_KINDS } from '../../../model/compliance';
import type { Db } from '../../db/client';
import { clientLicenceValidity, licenceExpiryNotices } from '../../db/schema';
import { sandboxSms, type SmsSender } from '../accounts/sms';
import { postMessages, sendSms, type NewMessage } from './messages';

/** Rows told in one transaction (a first run on a large database tells in several). */
const BATCH = 500;

/** Tells every client whose licences are due a notice today; answers how many messages were posted. */
export async function tellLicenceExpiry(db: Db, now = new Date(), sms: SmsSender = sandboxSms): Promise<number> {
  const today = chinaDay(now);
  const v = clientLicenceValidity;
  const n = licenceExpiryNotices;
  // Only licences near or past their end and not yet told in the window they are in today.
  const stageToday = sql`case when ${v.validUntil} < ${today}::date then 'expired' else 'expiring' end`;
  const rows = await db
    .select({ clientId: v.clientId, kind: v.kind, validUntil: v.validUntil })
    .from(v)
    .where(
      and(
        lte(v.validUntil, expiryHorizon(today)),
        inArray(v.kind, [...VALIDITY_KINDS]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(n)
            .where(and(eq(n.clientId, v.clientId), eq(n.kind, v.kind), eq(n.validUntil, v.validUntil), eq(n.stage, stageToday))),
        ),
      ),
    )
    .orderBy(v.clientId, v.kind);
  const due = rows.flatMap((r) => {
    const notice = expiryNotice(today, r);
    return notice ? [{ clientId: r.clientId, ...notice }] : [];
  });
  let told = 0;
  for (let i = 0; i < due.length; i += BATCH) {
    const part = due.slice(i, i + BATCH);
    const texts = await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(n)
        .values(part.map((d) => ({ clientId: d.clientId, kind: d.kind, validUntil: d.validUntil, stage: d.window })))
        .onConflictDoNothing()
        .returning({ clientId: n.clientId, kind: n.kind, validUntil: n.validUntil, stage: n.stage });
      const inserted = new Set(fresh.map((f) => `${f.clientId}|${f.kind}|${f.validUntil}|${f.stage}`));
      const messages: NewMessage[] = part
        .filter((d) => inserted.has(`${d.clientId}|${d.kind}|${d.validUntil}|${d.window}`))
        .map((d) => ({ clientId: d.clientId, kind: 'licence', title: d.title, body: d.body, link: '/personal/licences' }));
      told += messages.length;
      return postMessages(tx, messages);
    });
    await sendSms(texts, sms);
  }
  return told;
}
