/**
 * The personal message centre (issue 32): a client's own messages (订单, 支付, 资质, 到货, 促销), read and unread, each
 * with the place to act. Events post inside the transaction that made them (an order move, a licence review, an
 * arrival delivery), so a rolled-back change leaves no message. SMS for the kinds a client switched on goes through
 * the sandbox (services/accounts/sms.ts) once the message is posted.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ClientMessage, MessagePage, MessageSettings } from '../../../contract/alerts';
import { chinaStamp } from '../../../model/date-range';
import { MESSAGE_KINDS, smsTextOf, type MessageKind } from '../../../model/message-kinds';
import type { Db } from '../../db/client';
import { clientMessages, clients, messageSmsKinds } from '../../db/schema';
import { sandboxSms, type SmsSender } from '../accounts/sms';
import type { Tx } from '../cart/tx';

export interface NewMessage {
  clientId: number;
  kind: MessageKind;
  title: string;
  body?: string;
  link?: string;
}

const stamp = chinaStamp;

/** An SMS a posted message asks for, sent after the commit (sendSms). */
export interface SmsOut {
  mobile: string;
  text: string;
}

/** Posts messages; answers the ones whose kind the client also wants by SMS, with the mobile to send to. */
export async function postMessages(tx: Db | Tx, list: readonly NewMessage[]): Promise<SmsOut[]> {
  if (list.length === 0) return [];
  await tx.insert(clientMessages).values(list.map((m) => ({ clientId: m.clientId, kind: m.kind, title: m.title, body: m.body ?? '', link: m.link ?? '' })));
  const ids = [...new Set(list.map((m) => m.clientId))];
  const wants = await tx
    .select({ clientId: messageSmsKinds.clientId, kind: messageSmsKinds.kind, phone: clients.phone })
    .from(messageSmsKinds)
    .innerJoin(clients, eq(clients.id, messageSmsKinds.clientId))
    .where(inArray(messageSmsKinds.clientId, ids));
  const on = new Map(wants.map((w) => [`${w.clientId}|${w.kind}`, w.phone]));
  return list.flatMap((m) => {
    const mobile = on.get(`${m.clientId}|${m.kind}`);
    return mobile ? [{ mobile, text: smsTextOf({ title: m.title, body: m.body ?? '' }) }] : [];
  });
}

/** Sends what postMessages answered (after the commit); a failed SMS never undoes the message. */
export async function sendSms(list: readonly SmsOut[], sms: SmsSender = sandboxSms): Promise<void> {
  for (const m of list) await sms.send(m.mobile, m.text).catch((e: unknown) => console.error(`短信发送失败 ${String(e)}`));
}

/** Posts one message in its own transaction and sends its SMS if switched on. */
export async function notifyClient(db: Db, m: NewMessage, sms: SmsSender = sandboxSms): Promise<void> {
  await sendSms(await postMessages(db, [m]), sms);
}

export async function unreadCount(db: Db, clientId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clientMessages)
    .where(and(eq(clientMessages.clientId, clientId), isNull(clientMessages.readAt)));
  return row?.n ?? 0;
}

const toMessage = (r: typeof clientMessages.$inferSelect): ClientMessage => ({
  id: r.id,
  kind: r.kind as MessageKind,
  title: r.title,
  body: r.body,
  link: r.link,
  read: r.readAt ? 1 : 0,
  created_at: stamp(r.createdAt),
});

export async function listMessages(db: Db, clientId: number, q: { kind?: MessageKind; unread?: boolean; page: number; size: number }): Promise<MessagePage> {
  const where = and(
    eq(clientMessages.clientId, clientId),
    q.kind ? eq(clientMessages.kind, q.kind) : undefined,
    q.unread ? isNull(clientMessages.readAt) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(clientMessages).where(where);
  const rows = await db
    .select()
    .from(clientMessages)
    .where(where)
    .orderBy(desc(clientMessages.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return { list: rows.map(toMessage), total: total?.n ?? 0, page: q.page, size: q.size, unread: await unreadCount(db, clientId) };
}

/** Marks the given messages (or all when none given) read or unread; another client's ids change nothing. */
export async function markMessages(db: Db, clientId: number, ids: readonly number[] | 'all', read: boolean): Promise<number> {
  await db
    .update(clientMessages)
    .set({ readAt: read ? sql`coalesce(${clientMessages.readAt}, now())` : null })
    .where(and(eq(clientMessages.clientId, clientId), ids === 'all' ? undefined : inArray(clientMessages.id, [...ids])));
  return unreadCount(db, clientId);
}

export async function messageSettings(db: Db, clientId: number): Promise<MessageSettings> {
  const rows = await db.select({ kind: messageSmsKinds.kind }).from(messageSmsKinds).where(eq(messageSmsKinds.clientId, clientId));
  const on = new Set(rows.map((r) => r.kind));
  return { sms_kinds: MESSAGE_KINDS.filter((k) => on.has(k)) };
}

export async function saveMessageSettings(db: Db, clientId: number, kinds: readonly MessageKind[]): Promise<MessageSettings> {
  await db.transaction(async (tx) => {
    await tx.delete(messageSmsKinds).where(eq(messageSmsKinds.clientId, clientId));
    const unique = [...new Set(kinds)];
    if (unique.length) await tx.insert(messageSmsKinds).values(unique.map((kind) => ({ clientId, kind })));
  });
  return messageSettings(db, clientId);
}
