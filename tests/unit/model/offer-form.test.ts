import { describe, expect, it } from 'vitest';
import * as offers from '../../../src/contract/admin-offers';
import { fieldValue, itemsOf, offerBody, prizesOf, stampOfLocal } from '../../../src/model/offer-form';
import { schemaProblem, type JsonSchema } from '../../../src/model/schema-check';

const schemaOf = (e: { body?: unknown }) => e.body as JsonSchema;

describe('offer form fields', () => {
  it('reads each kind of typed text, leaving empty fields out and non-numbers as NaN', () => {
    expect(fieldValue('int', ' 12 ')).toBe(12);
    expect(fieldValue('int', 'abc')).toBeNaN();
    expect(fieldValue('int', '  ')).toBeUndefined();
    expect(fieldValue('stamp', '2026-03-01T10:00')).toBe('2026-03-01 10:00:00');
    expect(stampOfLocal('2026-03-01T10:00:05')).toBe('2026-03-01 10:00:05');
    expect(fieldValue('ids', '3, 4，5 6')).toEqual([3, 4, 5, 6]);
    expect(fieldValue('words', '同仁堂、云南白药')).toEqual(['同仁堂', '云南白药']);
    expect(itemsOf('12×2\n13 x 1\n\n14*3')).toEqual([{ product_id: 12, qty: 2 }, { product_id: 13, qty: 1 }, { product_id: 14, qty: 3 }]);
    expect(prizesOf('满减券,优惠券,5,10,7\n小礼品,实物,1,-1')).toEqual([
      { name: '满减券', kind: 'coupon', weight: 5, stock: 10, coupon_id: 7 },
      { name: '小礼品', kind: 'gift', weight: 1, stock: -1 },
    ]);
  });

  it('nests dotted keys and leaves an all-empty nested object out', () => {
    const fields = [
      { key: 'total', kind: 'int' as const },
      { key: 'scope.product_ids', kind: 'ids' as const },
      { key: 'scope.brands', kind: 'words' as const },
    ];
    expect(offerBody(fields, { total: '5', 'scope.product_ids': '', 'scope.brands': '' })).toEqual({ total: 5 });
    expect(offerBody(fields, { total: '5', 'scope.product_ids': '1,2', 'scope.brands': '' })).toEqual({ total: 5, scope: { product_ids: [1, 2] } });
  });
});

describe('a form body checked by its endpoint schema, in the server wording', () => {
  const group = { product_id: 3, group_price: '6.00', target: 5, stock: 50, start_time: '2026-03-01 10:00:00', end_time: '2026-03-02 10:00:00' };
  it('passes a valid body and names the first broken field by its title', () => {
    expect(schemaProblem(schemaOf(offers.adminGroupCreate), group)).toBeNull();
    const { stock: _s, ...noStock } = group;
    expect(schemaProblem(schemaOf(offers.adminGroupCreate), noStock)).toBe('请求参数有误：团购数量不能为空');
    expect(schemaProblem(schemaOf(offers.adminGroupCreate), { ...group, target: NaN })).toBe('请求参数有误：成团数量格式不正确');
    expect(schemaProblem(schemaOf(offers.adminGroupCreate), { ...group, target: 0 })).toBe('请求参数有误：成团数量超出范围');
    expect(schemaProblem(schemaOf(offers.adminGroupCreate), { ...group, group_price: '6.001' })).toBe('请求参数有误：团购价含有不允许的字符');
    expect(schemaProblem(schemaOf(offers.adminGroupCreate), { ...group, title: '长'.repeat(41) })).toBe('请求参数有误：活动名称过长');
  });
  it('checks nested lists and enums', () => {
    const combo = { name: '套餐', combination_price: '9', stock: 1, start_time: group.start_time, end_time: group.end_time };
    expect(schemaProblem(schemaOf(offers.adminCombinationCreate), { ...combo, items: [{ product_id: 1, qty: NaN }] })).toBe('请求参数有误：每套数量格式不正确');
    expect(schemaProblem(schemaOf(offers.adminCouponCreate), { coupon_type: 3, min_spend: '0', total: 1, start_time: group.start_time, end_time: group.end_time })).toBe('请求参数有误：券类型取值不正确');
    expect(schemaProblem(schemaOf(offers.adminRaffleCreate), { title: '抽奖', daily_limit: 1, prizes: [], start_time: group.start_time, end_time: group.end_time })).toBe('请求参数有误：奖品不能为空');
  });
});
