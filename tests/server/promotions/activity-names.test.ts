/**
 * actName on listed products (the card's activity tooltip): every running activity and every claimable coupon
 * scoped to the product, activities first; nothing that has ended, is sold out or is store-wide.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as catalog from '../../../src/contract/catalog';
import { chinaStamp } from '../../../src/model/date-range';
import { couponScopes, coupons } from '../../../src/server/db/schema';
import { createCombination, createSpecial, endSpecial } from '../../../src/server/services/promotions/capped-admin';
import { createSeckill } from '../../../src/server/services/promotions/seckill-admin';
import { hotProduct } from '../../../bench/orders-fixture';
import { api, startServer, type TestServer } from '../helpers';

const HOUR = 3_600_000;
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
}, 120_000);
afterAll(() => s?.close());

const at = (ms: number) => chinaStamp(new Date(Date.now() + ms));
const running = () => ({ start_time: at(-HOUR), end_time: at(HOUR) });

async function coupon(title: string, scope: { productId?: number } | null, over: Partial<typeof coupons.$inferInsert> = {}) {
  const [c] = await s.db
    .insert(coupons)
    .values({ typeName: '满减券', couponType: 1, amountFen: 500, payvalueFen: 5000, couponTitle: title, total: 10, startTime: new Date(Date.now() - HOUR), endTime: new Date(Date.now() + HOUR), ...over })
    .returning({ id: coupons.id });
  if (scope) await s.db.insert(couponScopes).values({ couponId: c!.id, productId: scope.productId ?? null });
  return c!.id;
}

it('names the running seckill, special, combination and scoped coupon of a product, activities first; not the ended, sold-out or store-wide ones', async () => {
  const product = await hotProduct(s.db, `AN-${Date.now()}`, 1000);
  const other = await hotProduct(s.db, `AN2-${Date.now()}`, 1000);
  const seckill = await createSeckill(s.db, { product_id: product, seckill_price: '5.00', seckill_stock: 10, title: '周三秒杀', ...running() });
  const special = await createSpecial(s.db, { product_id: product, special_price: '8.00', stock: 10, client_limit: -1, title: '换季特价', ...running() });
  await endSpecial(s.db, (await createSpecial(s.db, { product_id: product, special_price: '7.00', stock: 10, client_limit: -1, title: '已结束特价', ...running() })).special_id);
  const combo = await createCombination(s.db, { name: '感冒组合', combination_price: '10.00', items: [{ product_id: product, qty: 1 }, { product_id: other, qty: 1 }], stock: 5, client_limit: -1, ...running() });
  const scoped = await coupon('本品满50减5', { productId: product });
  await coupon('已领完的券', { productId: product }, { claimed: 10 });
  await coupon('不可领的奖品券', { productId: product }, { claimable: false });
  await coupon('全场通用券', null);

  const detail = (await api(s.app, catalog.productDetail, { productId: product })).body.data.product;
  expect(detail.actName).toEqual([
    { kind: 'seckill', id: seckill.seckill_id, act_type: 1, name: '周三秒杀' },
    { kind: 'special', id: special.special_id, act_type: 1, name: '换季特价' },
    { kind: 'combination', id: combo.combination_id, act_type: 1, name: '感冒组合' },
    { kind: 'coupon', id: scoped, act_type: 2, name: '本品满50减5' },
  ]);
  // The other product of the combination is in it too; a product in nothing carries no actName.
  const listed = (await api(s.app, catalog.productDetail, { productId: other })).body.data.product;
  expect(listed.actName).toEqual([{ kind: 'combination', id: combo.combination_id, act_type: 1, name: '感冒组合' }]);
  const plain = await hotProduct(s.db, `AN3-${Date.now()}`, 1000);
  expect((await api(s.app, catalog.productDetail, { productId: plain })).body.data.product.actName).toBeUndefined();
});
