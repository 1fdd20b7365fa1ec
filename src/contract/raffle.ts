/**
 * The prize draw (SPEC §2.4 幸运抽奖, /rotaryRaffle): the raffle for anyone to see, the draw for a logged-in client,
 * and the operator's commands. Times are 13-digit millisecond timestamps; `now` is the server's clock.
 */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './define';
import { Id, INT4_MAX, Int, List, OneOf, Str } from './fields';

const TAG = '促销活动';
const OPERATOR_TAG = '运维';

const PrizeKind = Type.Unsafe<'coupon' | 'gift' | 'none'>({ type: 'string', enum: ['coupon', 'gift', 'none'], description: 'coupon 优惠券 / gift 实物礼品 / none 谢谢参与' });
const Phase = Type.Unsafe<'upcoming' | 'running' | 'ended'>({ type: 'string', enum: ['upcoming', 'running', 'ended'], description: 'upcoming 即将开始 / running 进行中 / ended 已结束' });

export const RafflePrize = Type.Object({
  prize_id: Type.Integer(),
  name: Type.String(),
  kind: PrizeKind,
  odds: Type.String({ description: '中奖概率（百分比，两位小数）' }),
  left: Type.Integer({ description: '剩余数量，-1 不限' }),
});

export const RaffleDraw = Type.Object({
  draw_id: Type.Integer(),
  prize_id: Type.Integer(),
  prize_name: Type.String(),
  kind: PrizeKind,
  drawn_at: Type.String({ description: '抽奖时间 yyyy-MM-dd HH:mm:ss' }),
  coupon_id: Type.Integer({ description: '获得的优惠券ID，0 为无' }),
});
export type RaffleDraw = Static<typeof RaffleDraw>;

export const RaffleWinner = Type.Object({ name: Type.String({ description: '客户名称（已打码）' }), prize_name: Type.String(), drawn_at: Type.String() });

export const RaffleView = Type.Object({
  now: Type.Integer({ description: '服务器时间（13位毫秒时间戳）' }),
  raffle: Type.Union([
    Type.Null(),
    Type.Object({
      raffle_id: Type.Integer(),
      title: Type.String(),
      rules: Type.String(),
      phase: Phase,
      start_time: Type.Integer(),
      end_time: Type.Integer(),
      daily_limit: Type.Integer({ description: '每位客户每天可抽次数' }),
      prizes: Type.Array(RafflePrize),
      draws_left: Type.Integer({ description: '今日剩余次数（访客为每天可抽次数）' }),
      refusal: Type.String({ description: '当前不能抽奖的原因，空为可抽' }),
      my_prizes: Type.Array(RaffleDraw),
      winners: Type.Array(RaffleWinner),
    }),
  ]),
});
export type RaffleView = Static<typeof RaffleView>;
export type RaffleInfo = NonNullable<RaffleView['raffle']>;

export const raffleView = endpoint({
  method: 'GET',
  path: '/w1/rotaryRaffle',
  auth: 'public',
  tag: TAG,
  summary: '幸运抽奖：进行中（或即将开始）的抽奖活动、奖品与概率、今日剩余次数、我的奖品、最近中奖名单',
  response: RaffleView,
});

export const raffleDraw = endpoint({
  method: 'POST',
  path: '/w1/rotaryRaffle/draw',
  auth: 'client',
  tag: TAG,
  summary: '抽奖一次：服务器按概率与奖品库存决定结果，优惠券直接放入我的优惠券',
  body: Type.Object({ raffle_id: Id('抽奖活动') }),
  response: Type.Object({ draw: RaffleDraw, draws_left: Type.Integer() }),
});

// Operator API (npm run operator -- raffle-*).

const Stamp = (title: string) => Str(title, 19, { pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });

export const OperatorRaffle = Type.Object({
  raffle_id: Type.Integer(),
  title: Type.String(),
  daily_limit: Type.Integer(),
  start_time: Type.String(),
  end_time: Type.String(),
  phase: Phase,
  draws: Type.Integer(),
  prizes: Type.Array(Type.Object({ prize_id: Type.Integer(), name: Type.String(), kind: PrizeKind, coupon_id: Type.Integer(), weight: Type.Integer(), stock: Type.Integer(), won: Type.Integer() })),
});
export type OperatorRaffle = Static<typeof OperatorRaffle>;

export const operatorRaffles = endpoint({
  method: 'POST',
  path: '/operator/raffles',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '抽奖活动列表（最近 50 个）',
  body: Type.Object({}),
  response: Type.Array(OperatorRaffle),
});

export const NewPrize = Type.Object({
  name: Str('奖品名称', 30, { minLength: 1 }),
  kind: OneOf('奖品类型', ['coupon', 'gift', 'none'] as const),
  coupon_id: Type.Optional(Id('优惠券ID')),
  weight: Int('中奖权重', 0, 1_000_000),
  stock: Int('奖品数量', -1, INT4_MAX, { description: '-1 不限' }),
});

export const operatorRaffleCreate = endpoint({
  method: 'POST',
  path: '/operator/raffle/create',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '创建（排期）抽奖活动（没有「谢谢参与」奖项时自动加上）',
  body: Type.Object({
    title: Str('活动名称', 40, { minLength: 1 }),
    rules: Type.Optional(Str('活动规则', 2000)),
    daily_limit: Int('每天抽奖次数', 1, 100),
    start_time: Stamp('开始时间'),
    end_time: Stamp('结束时间'),
    prizes: List('奖品', NewPrize, 12, { minItems: 1 }),
  }),
  response: OperatorRaffle,
});

export const operatorRaffleEnd = endpoint({
  method: 'POST',
  path: '/operator/raffle/end',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '提前结束抽奖活动',
  body: Type.Object({ raffle_id: Id('抽奖活动') }),
  response: OperatorRaffle,
});

export const operatorRafflePrizeStock = endpoint({
  method: 'POST',
  path: '/operator/raffle/prize-stock',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '设置奖品数量（不能少于已抽中数量；-1 不限）',
  body: Type.Object({ prize_id: Id('奖品'), stock: Int('奖品数量', -1, INT4_MAX, { description: '-1 不限' }) }),
  response: OperatorRaffle,
});
