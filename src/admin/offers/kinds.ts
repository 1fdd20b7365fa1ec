/**
 * Every promotion kind the operator's commands create (besides the seckill, pages/Seckills.tsx), declared for the
 * one generic page: the fields are the body schema's (the form is checked against that schema before sending), the
 * columns the operator list's, the preview what the buyer's pages show.
 */
import { addPriceCalls, combinationCalls, couponCalls, groupCalls, presaleCalls, raffleCalls, setMarket, specialCalls } from '../../api/admin/offers';
import type { OperatorAddPrice, OperatorCoupon } from '../../contract/operator-offers';
import type { OperatorPresale } from '../../contract/presale';
import type { OperatorGroup } from '../../contract/promotions';
import type { OperatorRaffle } from '../../contract/raffle';
import type { OperatorCombination, OperatorSpecial } from '../../contract/specials';
import { yuanToFen } from '../../model/money';
import { COUPON_PHASE_TEXT, couponRuleText, discountPercent } from '../../model/offer-rules';
import { PRESALE_PHASE_TEXT } from '../../model/presale-rules';
import { GROUP_PHASE_TEXT } from '../../model/promotion-rules';
import { RAFFLE_PHASE_TEXT } from '../../model/raffle-rules';
import { CAPPED_PHASE_TEXT } from '../../model/special-combination-rules';
import { defineKind, type OfferField, type OfferKind, type PreviewProduct } from './kind';

const product: OfferField = { key: 'product_id', label: '商品ID', kind: 'int' };
const title: OfferField = { key: 'title', label: '活动名称（可选）', kind: 'text' };
const window: OfferField[] = [
  { key: 'start_time', label: '开始时间（北京时间）', kind: 'stamp' },
  { key: 'end_time', label: '结束时间（北京时间）', kind: 'stamp' },
];

const str = (v: unknown, or = '—') => (v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v)) ? or : String(v));
const limit = (v: unknown, what: string) => (typeof v === 'number' && v >= 0 ? `，${what} ${v} 件` : '');
const nameLine = (b: Record<string, unknown>, p: PreviewProduct | null, key = 'title') => str(b[key], '') || p?.name || '（请填写商品ID）';
const priceLine = (label: string, v: unknown, p: PreviewProduct | null) => `${label} ¥${str(v)}${p ? `（原价 ¥${p.base}）` : ''}`;
const windowLine = (b: Record<string, unknown>) => (b.start_time && b.end_time ? `${str(b.start_time)} 至 ${str(b.end_time)}` : '请选择开始与结束时间');
const timeCell = (r: { start_time: string; end_time: string }) => `${r.start_time} 至 ${r.end_time}`;

const groups = defineKind<OperatorGroup>({
  slug: 'groups',
  label: '团购',
  ...groupCalls,
  endText: '截团',
  fields: [
    product,
    title,
    { key: 'group_price', label: '团购价（元）', kind: 'text' },
    { key: 'target', label: '成团数量', kind: 'int' },
    { key: 'stock', label: '团购数量', kind: 'int' },
    { key: 'purchase_min', label: '起购数量（可选）', kind: 'int' },
    { key: 'order_limit', label: '每单限购（可选，-1 不限）', kind: 'int' },
    window[0]!,
    { key: 'end_time', label: '截团时间（北京时间）', kind: 'stamp' },
  ],
  idOf: (r) => r.group_id,
  nameOf: (r) => r.title || r.ty_name,
  endable: (r) => r.phase === 'upcoming' || r.phase === 'open' || r.phase === 'full',
  columns: [
    { title: '商品', cell: (r) => `${r.ty_name}（ID ${r.product_id}）` },
    { title: '团购价（元）', num: true, cell: (r) => r.group_price },
    { title: '已付 / 成团', num: true, cell: (r) => `${r.paid_units} / ${r.target}` },
    { title: '时间', cell: timeCell },
    { title: '状态', cell: (r) => GROUP_PHASE_TEXT[r.phase] },
  ],
  preview: (b, p) => [
    nameLine(b, p),
    priceLine('团购价', b.group_price, p),
    `${str(b.target)} 件成团，限量 ${str(b.stock)} 件${limit(b.order_limit, '每单限购')}`,
    windowLine(b),
  ],
});

const presales = defineKind<OperatorPresale>({
  slug: 'presales',
  label: '预售',
  ...presaleCalls,
  fields: [
    product,
    title,
    { key: 'presale_price', label: '预售价（元）', kind: 'text' },
    { key: 'stock', label: '预售数量', kind: 'int' },
    { key: 'ship_date', label: '预计发货日期', kind: 'day' },
    { key: 'purchase_min', label: '起订数量（可选）', kind: 'int' },
    { key: 'order_limit', label: '每单限订（可选，-1 不限）', kind: 'int' },
    { key: 'client_limit', label: '每人限订（可选，-1 不限）', kind: 'int' },
    ...window,
  ],
  idOf: (r) => r.presale_id,
  nameOf: (r) => r.title || r.ty_name,
  endable: (r) => r.phase !== 'ended',
  columns: [
    { title: '商品', cell: (r) => `${r.ty_name}（ID ${r.product_id}）` },
    { title: '预售价（元）', num: true, cell: (r) => r.presale_price },
    { title: '已订 / 总量', num: true, cell: (r) => `${r.sold} / ${r.stock}` },
    { title: '发货日期', cell: (r) => r.ship_date },
    { title: '时间', cell: timeCell },
    { title: '状态', cell: (r) => PRESALE_PHASE_TEXT[r.phase] },
  ],
  preview: (b, p) => [
    nameLine(b, p),
    priceLine('预售价', b.presale_price, p),
    `限量 ${str(b.stock)} 件，预计 ${str(b.ship_date)} 发货${limit(b.client_limit, '每人限订')}`,
    windowLine(b),
  ],
});

const cappedWindow: OfferField[] = [
  { key: 'stock', label: '活动数量', kind: 'int' },
  { key: 'client_limit', label: '每人限购（可选，-1 不限）', kind: 'int' },
  ...window,
];

const specials = defineKind<OperatorSpecial>({
  slug: 'specials',
  label: '特价',
  ...specialCalls,
  fields: [product, title, { key: 'special_price', label: '特价（元）', kind: 'text' }, ...cappedWindow],
  idOf: (r) => r.special_id,
  nameOf: (r) => r.title || r.ty_name,
  endable: (r) => r.phase !== 'ended',
  columns: [
    { title: '商品', cell: (r) => `${r.ty_name}（ID ${r.product_id}）` },
    { title: '特价（元）', num: true, cell: (r) => r.special_price },
    { title: '已售 / 总量', num: true, cell: (r) => `${r.sold} / ${r.stock}` },
    { title: '时间', cell: timeCell },
    { title: '状态', cell: (r) => CAPPED_PHASE_TEXT[r.phase] },
  ],
  preview: (b, p) => [nameLine(b, p), priceLine('特价', b.special_price, p), `限量 ${str(b.stock)} 件${limit(b.client_limit, '每人限购')}`, windowLine(b)],
});

const combinations = defineKind<OperatorCombination>({
  slug: 'combinations',
  label: '套餐',
  ...combinationCalls,
  fields: [
    { key: 'name', label: '套餐名称', kind: 'text' },
    { key: 'combination_price', label: '套餐价（元/套）', kind: 'text' },
    { key: 'items', label: '套餐商品（每行：商品ID×每套数量）', kind: 'items', hint: '例如：12×2' },
    ...cappedWindow,
  ],
  idOf: (r) => r.combination_id,
  nameOf: (r) => r.title,
  endable: (r) => r.phase !== 'ended',
  columns: [
    { title: '商品', cell: (r) => r.items.map((i) => `${i.ty_name}×${i.qty}`).join('、') },
    { title: '套餐价 / 原价（元）', num: true, cell: (r) => `${r.combination_price} / ${r.client_total_price}` },
    { title: '已售 / 总量（套）', num: true, cell: (r) => `${r.sold} / ${r.stock}` },
    { title: '时间', cell: timeCell },
    { title: '状态', cell: (r) => CAPPED_PHASE_TEXT[r.phase] },
  ],
  preview: (b) => [
    str(b.name, '（请填写套餐名称）'),
    `套餐价 ¥${str(b.combination_price)} / 套`,
    `含：${Array.isArray(b.items) ? (b.items as { product_id: number; qty: number }[]).map((i) => `商品 ${str(i.product_id)} × ${str(i.qty)}`).join('、') : '—'}`,
    `限量 ${str(b.stock)} 套${limit(b.client_limit, '每人限购')}`,
    windowLine(b),
  ],
});

const addPrices = defineKind<OperatorAddPrice>({
  slug: 'addprices',
  label: '加价购',
  ...addPriceCalls,
  fields: [
    { key: 'product_id', label: '加价购商品ID', kind: 'int' },
    { key: 'add_price', label: '加价购价（元）', kind: 'text' },
    { key: 'threshold', label: '主商品门槛（元）', kind: 'text' },
    { key: 'main_product_ids', label: '主商品ID（逗号分隔）', kind: 'ids' },
    ...window,
  ],
  idOf: (r) => r.offer_id,
  nameOf: (r) => r.ty_name,
  endable: (r) => r.phase !== 'ended',
  columns: [
    { title: '加价购商品', cell: (r) => `${r.ty_name}（ID ${r.product_id}）` },
    { title: '加价购价 / 原价（元）', num: true, cell: (r) => `${r.add_price} / ${r.own_price}` },
    { title: '门槛（元）', num: true, cell: (r) => r.threshold },
    { title: '主商品', cell: (r) => r.main_products.map((m) => m.ty_name).join('、') },
    { title: '时间', cell: timeCell },
    { title: '状态', cell: (r) => CAPPED_PHASE_TEXT[r.phase] },
  ],
  preview: (b, p) => [
    p?.name ?? '（请填写加价购商品ID）',
    `主商品满 ¥${str(b.threshold)}，加 ¥${str(b.add_price)} 换购${p ? `（原价 ¥${p.base}）` : ''}`,
    `主商品：${Array.isArray(b.main_product_ids) ? b.main_product_ids.join('、') : '—'}`,
    windowLine(b),
  ],
});

/** The coupon's rule in words as the coupon centre shows it, or a dash while the amounts are not typed yet. */
function couponTitle(b: Record<string, unknown>): string {
  const spend = /^\d{1,8}(\.\d{1,2})?$/.test(str(b.min_spend)) ? yuanToFen(str(b.min_spend)) : NaN;
  const amount = /^\d{1,8}(\.\d{1,2})?$/.test(str(b.amount)) ? yuanToFen(str(b.amount)) : 0;
  const percent = typeof b.discount === 'string' ? discountPercent(b.discount) : null;
  if (Number.isNaN(spend) || (b.coupon_type === 1 && !amount) || (b.coupon_type === 2 && percent === null)) return '（请填写券面金额或折扣）';
  return couponRuleText({ couponType: b.coupon_type === 2 ? 2 : 1, amountFen: amount, minSpendFen: spend, percent: percent ?? 100 });
}

const coupons = defineKind<OperatorCoupon>({
  slug: 'coupons',
  label: '优惠券',
  ...couponCalls,
  fields: [
    { key: 'coupon_type', label: '券类型', kind: 'intChoice', options: [{ value: '1', label: '满减券' }, { value: '2', label: '折扣券' }] },
    { key: 'act_name', label: '活动名称（可选）', kind: 'text' },
    { key: 'amount', label: '减免金额（元，满减券）', kind: 'text' },
    { key: 'discount', label: '折扣（折扣券，如 9折）', kind: 'text' },
    { key: 'max_discount', label: '最高优惠（元，折扣券可选）', kind: 'text' },
    { key: 'min_spend', label: '最低消费（元，0 为无门槛）', kind: 'text' },
    { key: 'total', label: '发放数量', kind: 'int' },
    ...window,
    { key: 'scope.product_ids', label: '适用商品ID（可选）', kind: 'ids' },
    { key: 'scope.class_ids', label: '适用分类ID（可选）', kind: 'ids' },
    { key: 'scope.brands', label: '适用品牌（可选）', kind: 'words' },
  ],
  idOf: (r) => r.coupon_id,
  nameOf: (r) => r.act_name || r.coupon_title,
  endable: (r) => r.phase !== 'ended',
  columns: [
    { title: '券面', cell: (r) => `${r.coupon_title}（${r.type_name}）` },
    { title: '适用范围', cell: (r) => r.scope },
    { title: '已领 / 总量', num: true, cell: (r) => `${r.claimed} / ${r.total}` },
    { title: '时间', cell: timeCell },
    { title: '状态', cell: (r) => COUPON_PHASE_TEXT[r.phase] },
  ],
  preview: (b) => {
    const scope = b.scope as Record<string, unknown[]> | undefined;
    return [
      str(b.act_name, '') || '领券中心',
      couponTitle(b),
      `共 ${str(b.total)} 张，${scope ? '指定商品可用' : '全场通用'}`,
      windowLine(b),
    ];
  },
});

const raffles = defineKind<OperatorRaffle>({
  slug: 'raffles',
  label: '抽奖',
  ...raffleCalls,
  fields: [
    { key: 'title', label: '活动名称', kind: 'text' },
    { key: 'daily_limit', label: '每天抽奖次数', kind: 'int' },
    ...window,
    { key: 'prizes', label: '奖品（每行：名称,类型,权重,数量[,优惠券ID]）', kind: 'prizes', hint: '类型：优惠券 / 实物 / 谢谢参与；数量 -1 不限' },
    { key: 'rules', label: '活动规则（可选）', kind: 'text' },
  ],
  idOf: (r) => r.raffle_id,
  nameOf: (r) => r.title,
  endable: (r) => r.phase !== 'ended',
  columns: [
    { title: '奖品', cell: (r) => r.prizes.map((p) => p.name).join('、') },
    { title: '每天次数', num: true, cell: (r) => r.daily_limit },
    { title: '已抽', num: true, cell: (r) => r.draws },
    { title: '时间', cell: timeCell },
    { title: '状态', cell: (r) => RAFFLE_PHASE_TEXT[r.phase] },
  ],
  preview: (b) => [
    str(b.title, '（请填写活动名称）'),
    `每天可抽 ${str(b.daily_limit)} 次`,
    `奖品：${Array.isArray(b.prizes) ? (b.prizes as { name: string }[]).map((p) => p.name).join('、') : '—'}`,
    windowLine(b),
  ],
});

const market = defineKind<never>({
  slug: 'market',
  label: '控销限购',
  create: setMarket,
  fields: [
    product,
    { key: 'max_buy_num', label: '每单限购（-1 不限）', kind: 'int' },
    { key: 'msg', label: '限购提示', kind: 'text' },
    { key: 'clear', label: '操作', kind: 'intChoice', options: [{ value: '0', label: '设置限购' }, { value: '1', label: '取消限购' }] },
  ],
  idOf: () => 0,
  nameOf: () => '',
  endable: () => false,
  columns: [],
  preview: (b, p) => [p?.name ?? '（请填写商品ID）', b.clear === 1 ? '不再限购' : `每单限购 ${str(b.max_buy_num)} 件`, b.clear === 1 ? '' : `提示：${str(b.msg)}`],
});

/** The kinds in the page's tab order. */
export const OFFER_KINDS: readonly OfferKind<never>[] = [groups, presales, specials, combinations, addPrices, coupons, raffles, market] as unknown as OfferKind<never>[];

export const kindOf = (slug: string): OfferKind<never> | undefined => OFFER_KINDS.find((k) => k.slug === slug);
