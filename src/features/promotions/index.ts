/** Promotions: the seckill page (SPEC §2.4). */
export { SeckillPage } from './SeckillPage';
