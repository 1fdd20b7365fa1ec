/**
 * The expensive endpoints' limits shared by every server instance on one PostgreSQL database (table
 * request_limits): a fixed window per path and client, and a client's slots for requests in flight, each slot a
 * lease `<expires ms>:<id>`. Admitting counts the request in its window and, while the window holds, takes a slot
 * only if fewer than `cap` live leases remain, in one statement, so concurrent requests on several instances never
 * pass either limit. Releasing removes the lease when the request ends; an instance that dies leaves leases that
 * expire after LEASE_MS, longer than any request may run (the lane's wait plus the statement timeout).
 *
 * An instance sends its admissions and releases together (`admissionBatches`): what its requests ask while its
 * statements are under way goes in the next one, a client at most once per statement, the clients in key order
 * (the function yc_admission, migration 0029, locks each client's window row before its slot row, so batches of
 * several instances cannot deadlock). A quiet instance sends each one at once, as before; a busy one sends one
 * statement for many requests instead of two per request, the cost that kept distinct searches on PostgreSQL at a
 * third of PGlite's rate (bench/README.md). Prepared once per connection (a named statement).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { namedQuery, type Db } from '../../db/client';

export const LEASE_MS = 60_000;
/** Batch statements of one instance under way at once (the rest of the pool serves the requests' own queries). */
const IN_FLIGHT = 2;

export interface Admission {
  /** The request's number in its window (this one included). */
  count: number;
  /** Its lease, or null: refused (over the window, or `cap` requests of the client in flight). */
  lease: string | null;
}

export interface AdmitRequest {
  windowKey: string;
  max: number;
  windowMs: number;
  slotKey: string;
  cap: number;
}

interface AdmitOp {
  o: AdmitRequest;
  now: number;
  lease: string;
  resolve(a: Admission): void;
  reject(err: unknown): void;
}
interface ReleaseOp {
  lease: string;
  resolve(): void;
  reject(err: unknown): void;
}
/** One client's part of a statement: a lease to give back and/or a request to admit. */
interface Entry {
  slotKey: string;
  admit?: AdmitOp;
  release?: ReleaseOp;
}

const ADMISSION = 'select n, count, taken from yc_admission($1::text[], $2::text[], $3::int[], $4::bigint[], $5::text[], $6::int[], $7::text[], $8::bigint)';

async function run(db: Db, entries: Entry[], now: number): Promise<void> {
  try {
    const rows = await namedQuery<{ n: number; count: number | null; taken: boolean }>(db, 'yc_admission', ADMISSION, [
      entries.map((e) => e.slotKey),
      entries.map((e) => e.admit?.o.windowKey ?? null),
      entries.map((e) => e.admit?.o.max ?? null),
      entries.map((e) => (e.admit ? e.admit.now + e.admit.o.windowMs : null)),
      entries.map((e) => e.admit?.lease ?? null),
      entries.map((e) => e.admit?.o.cap ?? null),
      entries.map((e) => e.release?.lease ?? null),
      now,
    ]);
    for (const row of rows) {
      const e = entries[row.n - 1]!;
      e.release?.resolve();
      e.admit?.resolve({ count: row.count ?? 1, lease: row.taken ? e.admit.lease : null });
    }
  } catch (err) {
    for (const e of entries) {
      e.release?.reject(err);
      e.admit?.reject(err);
    }
  }
}

const newLease = (now: number) => `${now + LEASE_MS}:${randomUUID()}`;

/** A request to admit as `now`, with the lease it takes if admitted. */
const admitEntry = (o: AdmitRequest, now: number, resolve: (a: Admission) => void, reject: (err: unknown) => void): Entry => ({
  slotKey: o.slotKey,
  admit: { o, now, lease: newLease(now), resolve, reject },
});

/** Admits one request on its own (tests; `now` set by the caller). */
export async function admit(db: Db, o: AdmitRequest, now = Date.now()): Promise<Admission> {
  return new Promise((resolve, reject) => void run(db, [admitEntry(o, now, resolve, reject)], now));
}

export interface AdmissionBatches {
  admit(o: AdmitRequest): Promise<Admission>;
  release(slotKey: string, lease: string): Promise<void>;
  /** Statements sent and the admissions and releases they carried, so far (tests and the bench read them). */
  sent(): { statements: number; parts: number };
}

/** One instance's admissions and releases, sent together while its statements are under way (see above). */
export function admissionBatches(db: Db): AdmissionBatches {
  let next = new Map<string, Entry>();
  /** Asked while the client already had the same kind of request in `next`: they go in a later statement. */
  let later: Entry[] = [];
  let inFlight = 0;
  const sent = { statements: 0, parts: 0 };

  /** Puts a client's part into `next`, unless the client already has that kind there. */
  const place = (part: Entry): boolean => {
    const e = next.get(part.slotKey);
    if (!e) {
      next.set(part.slotKey, { ...part });
      return true;
    }
    if ((part.admit && e.admit) || (part.release && e.release)) return false;
    e.admit ??= part.admit;
    e.release ??= part.release;
    return true;
  };
  const send = () => {
    while (inFlight < IN_FLIGHT && next.size) {
      const entries = [...next.values()].sort((a, b) => (a.slotKey < b.slotKey ? -1 : a.slotKey > b.slotKey ? 1 : 0));
      next = new Map();
      const waiting = later;
      later = [];
      for (const part of waiting) if (!place(part)) later.push(part);
      inFlight += 1;
      sent.statements += 1;
      for (const e of entries) sent.parts += (e.admit ? 1 : 0) + (e.release ? 1 : 0);
      void run(db, entries, Date.now()).finally(() => {
        inFlight -= 1;
        send();
      });
    }
  };
  const ask = (part: Entry) => {
    if (!place(part)) later.push(part);
    send();
  };
  return {
    admit: (o) => new Promise((resolve, reject) => ask(admitEntry(o, Date.now(), resolve, reject))),
    release: (slotKey, lease) => new Promise((resolve, reject) => ask({ slotKey, release: { lease, resolve, reject } })),
    sent: () => ({ ...sent }),
  };
}

/** Deletes windows that ended and slot rows without a live lease (the periodic purge). */
export async function purgeRequestLimits(db: Db, now = Date.now()): Promise<void> {
  await db.execute(sql`delete from request_limits where (reset_at is not null and reset_at < to_timestamp(${now}::bigint / 1000.0))
    or (reset_at is null and cardinality(array(select l from unnest(leases) l where split_part(l, ':', 1)::bigint > ${now}::bigint)) = 0)`);
}
