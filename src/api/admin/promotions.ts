/** 秒杀活动: the latest seckills, a new one, ending one early. */
import * as promo from '../../contract/admin-promotions';
import type { InputOf } from '../../contract/define';
import { quietCall } from './quiet';

export const listSeckills = () => quietCall(promo.adminSeckills, {});

export const createSeckill = (input: InputOf<typeof promo.adminSeckillCreate>) => quietCall(promo.adminSeckillCreate, input);

export const endSeckill = (seckillId: number) => quietCall(promo.adminSeckillEnd, { seckill_id: seckillId });
