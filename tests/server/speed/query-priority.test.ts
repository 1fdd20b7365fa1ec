/**
 * Foreground before background on embedded PGlite (db/query-priority.ts): a request's queries are not each queued
 * behind a search of the lane, and a busy foreground cannot starve the lane.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GIVE_WAY_MAX_MS, inBackground, prioritiseForeground } from '../../../src/server/db/query-priority';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  prioritiseForeground(client);
});
afterAll(() => client.close());

/** A foreground request started from outside the background's context once `signal` is called. */
function foregroundOnSignal(work: () => Promise<void>): { signal: () => void; done: Promise<void> } {
  let signal = () => {};
  const started = new Promise<void>((r) => (signal = r));
  return { signal, done: started.then(work) };
}

it('a request of several queries waits for at most the one background query already running', async () => {
  const log: string[] = [];
  const request = foregroundOnSignal(async () => {
    for (let i = 0; i < 5; i++) {
      await client.query('select $1::int as n', [i]);
      log.push(`f${i}`);
    }
  });
  await inBackground(async () => {
    for (let i = 0; i < 12; i++) {
      await client.query('select count(*) from generate_series(1, 2000)');
      log.push(`b${i}`);
      if (i === 2) request.signal();
    }
  });
  await request.done;
  const first = log.indexOf('f0');
  // Without giving way the two chains alternate (b3 f0 b4 f1 ...): each foreground query behind a background one.
  expect(log.slice(first, first + 5)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4']);
  expect(first).toBeLessThanOrEqual(log.indexOf('b2') + 2);
});

it('transactions and exec count as foreground too', async () => {
  const log: string[] = [];
  const request = foregroundOnSignal(async () => {
    await client.transaction(async (tx) => {
      await tx.query('select 1');
    });
    log.push('tx');
    await client.exec('select 1');
    log.push('exec');
  });
  await inBackground(async () => {
    for (let i = 0; i < 6; i++) {
      await client.query('select 1');
      log.push(`b${i}`);
      if (i === 1) request.signal();
    }
  });
  await request.done;
  expect(log.indexOf('exec')).toBe(log.indexOf('tx') + 1);
});

it('a foreground that never pauses delays a background query by a bounded time, never starves it', async () => {
  const stopAt = Date.now() + GIVE_WAY_MAX_MS * 8;
  let foregroundDone = false;
  // Requests arriving back to back: one query each, a turn of the event loop between them.
  const busy = (async () => {
    while (Date.now() < stopAt) {
      await client.query('select 1');
      await new Promise((r) => setImmediate(r));
    }
    foregroundDone = true;
  })();
  await new Promise((r) => setTimeout(r, 5));
  await inBackground(() => client.query('select 2'));
  expect(foregroundDone).toBe(false);
  await busy;
});
