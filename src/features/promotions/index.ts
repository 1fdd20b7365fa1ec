/** Promotions (SPEC §2.4): the seckill page and the coupon centre. */
export { SeckillPage } from './SeckillPage';
export { CouponCenterPage } from './CouponCenterPage';
