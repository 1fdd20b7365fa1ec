/**
 * The activities and coupons a product is in now (Product.actName; act_type 1 = activity, 2 = coupon), as the card's
 * activity tooltip lists them: what each is called, where it is bought, and which promotion tag it gives.
 */
import { PROMOTION_TAGS } from './enums';

export type ActivityKind = 'seckill' | 'group' | 'presale' | 'special' | 'combination' | 'coupon';

export interface ActivityName {
  name: string;
  act_type: 1 | 2;
  kind: ActivityKind;
  id: number;
}

/** How many of a product's activities the tooltip lists, coupons after activities. */
export const ACTIVITY_NAMES_MAX = 6;

export const ACTIVITY_KIND_TEXT: Record<ActivityKind, string> = {
  seckill: '限时秒杀',
  group: '团购',
  presale: '预售',
  special: '特价',
  combination: '优惠套餐',
  coupon: '优惠券',
};

/** The promotion tag an activity gives its product (combinations and coupons give none). */
export function activityTag(kind: ActivityKind): string | undefined {
  return kind === 'seckill' || kind === 'group' || kind === 'presale' || kind === 'special' ? PROMOTION_TAGS[kind].name : undefined;
}

/** Where the buyer takes part in an activity of product `productId`. */
export function activityPath(a: Pick<ActivityName, 'kind' | 'id'>, productId: number): string {
  switch (a.kind) {
    case 'seckill':
      return '/seckillPage';
    case 'group':
    case 'presale':
      return `/promotion/${a.id}`;
    case 'coupon':
      return '/couponList';
    default:
      return `/productDetail/${productId}`;
  }
}

/** Activities first (by kind, as listed above), then coupons; at most ACTIVITY_NAMES_MAX. */
export function orderActivityNames(list: readonly ActivityName[]): ActivityName[] {
  const rank = Object.keys(ACTIVITY_KIND_TEXT);
  return [...list].sort((a, b) => a.act_type - b.act_type || rank.indexOf(a.kind) - rank.indexOf(b.kind) || a.id - b.id).slice(0, ACTIVITY_NAMES_MAX);
}

/** The activity an order line was bought under (OrderLine.activity): which kind, and the activity's own name. */
export type LineActivityKind = Exclude<ActivityKind, 'coupon'> | 'add_price';
export const LINE_ACTIVITY_TEXT: Record<LineActivityKind, string> = {
  seckill: '秒杀',
  group: '团购',
  presale: '预售',
  special: '特价',
  combination: '套餐',
  add_price: '加价购',
};
