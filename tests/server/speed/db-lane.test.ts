/** The expensive-query lane: width, a bounded queue, a bounded wait, and a turn of the event loop between runs. */
import { expect, it } from 'vitest';
import { createDbLane } from '../../../src/server/http/db-lane';
import { SERVER_MSG } from '../../../src/model/messages';

const later = <T>(value: T, ms = 5) => new Promise<T>((r) => setTimeout(() => r(value), ms));

it('runs at most `width` at once, the rest in arrival order', async () => {
  const lane = createDbLane({ width: 2, maxQueue: 10, maxWaitMs: 5_000 });
  let now = 0;
  let peak = 0;
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      lane.run(async () => {
        now += 1;
        peak = Math.max(peak, now);
        await later(null);
        order.push(i);
        now -= 1;
      }),
    ),
  );
  expect(peak).toBe(2);
  expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  expect(lane.running).toBe(0);
});

it('refuses at once with the busy envelope when the queue is full, and after waiting too long', async () => {
  const lane = createDbLane({ width: 1, maxQueue: 1, maxWaitMs: 20 });
  const first = lane.run(() => later('a', 60));
  const second = lane.run(() => later('b'));
  await expect(lane.run(() => later('c'))).rejects.toMatchObject({ code: 429, message: SERVER_MSG.tooManyRequests });
  await expect(second).rejects.toMatchObject({ code: 429 });
  expect(await first).toBe('a');
  expect(lane.waiting).toBe(0);
});

it('a failing run gives its place back', async () => {
  const lane = createDbLane({ width: 1, maxQueue: 5, maxWaitMs: 1_000 });
  await expect(lane.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
  expect(await lane.run(() => later('ok'))).toBe('ok');
});

it('lets the event loop turn between runs (I/O queued meanwhile is served before the next run starts)', async () => {
  const lane = createDbLane({ width: 1, maxQueue: 5, maxWaitMs: 1_000 });
  const events: string[] = [];
  const a = lane.run(async () => {
    setImmediate(() => events.push('io'));
    await Promise.resolve();
    events.push('a');
  });
  const b = lane.run(async () => {
    events.push('b');
  });
  await Promise.all([a, b]);
  expect(events).toEqual(['a', 'io', 'b']);
});
