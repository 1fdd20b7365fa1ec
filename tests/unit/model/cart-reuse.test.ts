/** The server's cart answer keeps unchanged lines as the same objects, so a 300-row cart repaints only what changed. */
import { describe, expect, it } from 'vitest';
import { reuseUnchanged, withAmount, type CartGroups } from '../../../src/model/cart-rules';

type L = { id: number; amount: number; name: string };
const cart = (product: L[], failure: L[] = []): CartGroups<L> => ({ product, failure, seckill: [], combination: [], addPrice: [] });

describe('reuseUnchanged', () => {
  it('keeps the previous object for a line whose data is equal, takes the new one where it changed', () => {
    const a = { id: 1, amount: 10, name: '板蓝根颗粒' };
    const b = { id: 2, amount: 1, name: '阿莫西林胶囊' };
    const prev = cart([a, b]);
    const next = cart([{ ...a }, { ...b, amount: 2 }, { id: 3, amount: 5, name: '口罩' }]);
    const out = reuseUnchanged(prev, next);
    expect(out.product[0]).toBe(a);
    expect(out.product[1]).toBe(next.product[1]);
    expect(out.product[1]?.amount).toBe(2);
    expect(out.product[2]).toBe(next.product[2]);
    expect(out).toEqual(next);
  });

  it('a line that moved to another group is the new object there, equal data kept', () => {
    const a = { id: 1, amount: 10, name: 'x' };
    const out = reuseUnchanged(cart([a]), cart([], [{ ...a }]));
    expect(out.product).toEqual([]);
    expect(out.failure[0]).toBe(a);
  });

  it('the optimistic preview already keeps unchanged lines', () => {
    const a = { id: 1, amount: 10, name: 'x' };
    const b = { id: 2, amount: 1, name: 'y' };
    const out = withAmount(cart([a, b]), 2, 3);
    expect(out.product[0]).toBe(a);
    expect(out.product[1]).toEqual({ ...b, amount: 3 });
  });
});
