/** Promotions (SPEC §2.4): the seckill page, group purchases and the coupon centre. */
export { SeckillPage } from './SeckillPage';
export { CouponCenterPage } from './CouponCenterPage';
export { GroupPurchasePage } from './GroupPurchasePage';
export { GroupDetailPage } from './GroupDetailPage';
export { RafflePage } from './RafflePage';
