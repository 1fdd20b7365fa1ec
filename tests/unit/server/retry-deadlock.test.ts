import { expect, it, vi } from 'vitest';
import { retryOnDeadlock } from '../../../src/server/jobs/retry-deadlock';

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });

it('retries a deadlock victim until it goes through', async () => {
  const fn = vi.fn().mockRejectedValueOnce(deadlock).mockRejectedValueOnce(deadlock).mockResolvedValue('done');
  await expect(retryOnDeadlock(fn)).resolves.toBe('done');
  expect(fn).toHaveBeenCalledTimes(3);
});

it('passes any other error through at once, and the last deadlock after the attempts', async () => {
  const other = Object.assign(new Error('relation missing'), { code: '42P01' });
  const failing = vi.fn().mockRejectedValue(other);
  await expect(retryOnDeadlock(failing)).rejects.toBe(other);
  expect(failing).toHaveBeenCalledTimes(1);
  const stuck = vi.fn().mockRejectedValue(deadlock);
  await expect(retryOnDeadlock(stuck, 3)).rejects.toBe(deadlock);
  expect(stuck).toHaveBeenCalledTimes(3);
});
