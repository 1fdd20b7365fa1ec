/**
 * The operator's coupon-template commands, parsed and run for src/server/cli/operator.ts:
 *   coupons                                                    the latest 100 templates with their state
 *   coupon-create 满减 <减免金额> <最低消费> <数量> <开始> <结束> [范围…] [活动名称]
 *   coupon-create 折扣 <折扣> <最高优惠> <最低消费> <数量> <开始> <结束> [范围…] [活动名称]
 *                 折扣 9折 / 9.5折 / 0.9; 范围 商品:1,2 | 分类:3 | 品牌:999,同仁堂 (none = store-wide)
 *   coupon-end <优惠券ID>                                       ends it now: claims stop, held unused ones expire
 * Times "yyyy-MM-dd HH:mm:ss" (China time). Over the running server (operator API) or, with a database handle, directly.
 */
import * as offers from '../../contract/operator-offers';
import type { CouponScopeInput, NewCoupon, OperatorCoupon } from '../../contract/operator-offers';
import { COUPON_PHASE_TEXT } from '../../model/offer-rules';
import { createCoupon, endCoupon, listCouponsForOperator } from '../services/promotions/coupon-admin';
import { idList, int } from './args';
import type { Transport } from './order-commands';

export const COUPON_USAGE = `  npm run operator -- coupons                                    优惠券列表
  npm run operator -- coupon-create 满减 <减免金额> <最低消费> <发放数量> "<开始>" "<结束>" [范围…] [活动名称]
  npm run operator -- coupon-create 折扣 <折扣 如9折|0.9> <最高优惠> <最低消费> <发放数量> "<开始>" "<结束>" [范围…] [活动名称]
                                                                 创建（排期）优惠券；范围 商品:1,2 | 分类:3 | 品牌:999,同仁堂，不填为全场通用
  npm run operator -- coupon-end <优惠券ID>                        立即结束优惠券（停止领取；客户已领取未使用的券随之失效）`;

export type CouponCommand = { kind: 'coupons' } | { kind: 'coupon-create'; input: NewCoupon } | { kind: 'coupon-end'; id: number };

const SCOPE = /^(商品|分类|品牌)[:：](.*)$/;

/** The scope tokens (商品:1,2 分类:3 品牌:999) among `words`, the other words (the activity's name), or null when a scope token is malformed. */
export function parseScope(words: string[]): { scope?: CouponScopeInput; rest: string[] } | null {
  const scope: CouponScopeInput = {};
  const rest: string[] = [];
  for (const word of words) {
    const m = SCOPE.exec(word);
    if (!m) {
      rest.push(word);
      continue;
    }
    const [, kind, list = ''] = m;
    if (kind === '品牌') {
      const brands = list.split(/[,，]/).map((b) => b.trim()).filter(Boolean);
      if (brands.length === 0) return null;
      scope.brands = [...(scope.brands ?? []), ...brands];
      continue;
    }
    const ids = idList(list);
    if (!ids) return null;
    if (kind === '商品') scope.product_ids = [...(scope.product_ids ?? []), ...ids];
    else scope.class_ids = [...(scope.class_ids ?? []), ...ids];
  }
  return { ...(Object.keys(scope).length ? { scope } : {}), rest };
}

type Rule = Pick<NewCoupon, 'coupon_type' | 'amount' | 'discount' | 'max_discount'>;

/** The create command from the rule and the arguments every coupon has, or null when one is missing or malformed. */
function createOf(rule: Rule, [minSpend, total, start, end, ...more]: (string | undefined)[]): CouponCommand | null {
  const n = int(total, 1);
  const words = parseScope(more.filter((w): w is string => w !== undefined));
  const ruleGiven = Object.values(rule).every((v) => v !== undefined && v !== '');
  if (!ruleGiven || !minSpend || n === null || !start || !end || !words) return null;
  return {
    kind: 'coupon-create',
    input: {
      ...rule,
      min_spend: minSpend,
      total: n,
      start_time: start,
      end_time: end,
      ...(words.scope ? { scope: words.scope } : {}),
      ...(words.rest.length ? { act_name: words.rest.join(' ') } : {}),
    },
  };
}

function parseCreate([type, ...args]: string[]): CouponCommand | null {
  if (type === '满减') {
    const [amount, ...common] = args;
    return createOf({ coupon_type: 1, amount }, common);
  }
  if (type === '折扣') {
    const [discount, maxDiscount, ...common] = args;
    return createOf({ coupon_type: 2, discount, max_discount: maxDiscount }, common);
  }
  return null;
}

/** The coupon command these arguments name, or null (not one, or malformed). */
export function parseCouponCommand(args: string[]): CouponCommand | null {
  const [verb, ...rest] = args;
  if (verb === 'coupons') return { kind: 'coupons' };
  if (verb === 'coupon-end') {
    const id = int(rest[0], 1);
    return id === null ? null : { kind: 'coupon-end', id };
  }
  return verb === 'coupon-create' ? parseCreate(rest) : null;
}

const terms = (c: OperatorCoupon) => (c.coupon_type === 1 ? `满¥${c.min_spend}减¥${c.amount}` : `满¥${c.min_spend}享${c.fold} 最高优惠¥${c.max_discount}`);

export const couponLine = (c: OperatorCoupon) =>
  `#${c.coupon_id}  ${COUPON_PHASE_TEXT[c.phase]}  ${c.coupon_title}（${c.type_name}${c.act_name ? ` · ${c.act_name}` : ''}）  ${terms(c)}  ${c.scope}  已领${c.claimed}/${c.total}（未使用${c.unused}）  ${c.start_time} ~ ${c.end_time}  ${c.claimable ? '可领取' : '仅抽奖发放'}`;

/** Runs the command and answers what to print. */
export async function runCouponCommand(c: CouponCommand, t: Transport): Promise<string> {
  if (c.kind === 'coupons') {
    const list = t.kind === 'http' ? await t.post(offers.operatorCoupons, {}) : await listCouponsForOperator(t.db);
    return list.length ? list.map(couponLine).join('\n') : '没有优惠券';
  }
  if (c.kind === 'coupon-end') {
    const ended = t.kind === 'http' ? await t.post(offers.operatorCouponEnd, { coupon_id: c.id }) : await endCoupon(t.db, c.id);
    return `已结束优惠券：${couponLine(ended)}${ended.unused ? `\n客户已领取未使用的${ended.unused}张随之失效` : ''}`;
  }
  const made = t.kind === 'http' ? await t.post(offers.operatorCouponCreate, c.input) : await createCoupon(t.db, c.input);
  return `已创建优惠券：${couponLine(made)}`;
}
