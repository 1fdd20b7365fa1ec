/** The screens the site loads on first visit (import()), apart from index.ts so they get their own chunk. */
export { SeckillPage } from './SeckillPage';
export { CouponCenterPage } from './CouponCenterPage';
export { GroupPurchasePage } from './GroupPurchasePage';
export { GroupDetailPage } from './GroupDetailPage';
export { RafflePage } from './RafflePage';
