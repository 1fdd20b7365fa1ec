/**
 * The back office's promotions (/admin/seckills, issue 28, 运营): the seckills listed, created from a form validated
 * by the same body schema as the operator's command (SeckillCreateBody), and ended early — through the operator's
 * own services (services/promotions/seckill-admin.ts), audited with the staff member.
 */
import { Type } from '@sinclair/typebox';
import { STAFF_ACCESS } from '../model/staff';
import { endpoint } from './define';
import { Id } from './fields';
import { OperatorSeckill, SeckillCreateBody } from './promotions';

const TAG = '后台促销';

export const adminSeckills = endpoint({
  method: 'GET',
  path: '/admin/seckills',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: '秒杀活动列表（最近 100 个，含状态与已抢数量）',
  response: Type.Array(OperatorSeckill),
});

export const adminSeckillCreate = endpoint({
  method: 'POST',
  path: '/admin/seckillCreate',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: '创建（排期）秒杀活动（与运维命令同一实现，写入操作日志）',
  body: SeckillCreateBody,
  response: OperatorSeckill,
});

export const adminSeckillEnd = endpoint({
  method: 'POST',
  path: '/admin/seckillEnd',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: '提前结束秒杀活动（已下的订单不受影响），写入操作日志',
  body: Type.Object({ seckill_id: Id('秒杀活动') }),
  response: OperatorSeckill,
});
