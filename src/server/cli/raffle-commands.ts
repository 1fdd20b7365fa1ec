/**
 * The operator's prize-draw commands, parsed and run for src/server/cli/operator.ts:
 *   raffles                                                    the latest 50 raffles with their prizes
 *   raffle-create <名称> <每天次数> <开始> <结束> <奖品…>         a prize is 名称:类型:权重:数量[:优惠券ID]
 *                                                              (类型 coupon|gift|none; 数量 -1 = 不限)
 *   raffle-end <抽奖ID>                                         ends a raffle now
 *   raffle-stock <奖品ID> <数量>                                 sets a prize's stock (not below what was won)
 * Over the running server (operator API) or, with a database handle, directly.
 */
import * as raffle from '../../contract/raffle';
import type { OperatorRaffle } from '../../contract/raffle';
import { PRIZE_KINDS, PRIZE_KIND_TEXT, RAFFLE_PHASE_TEXT, type PrizeKind } from '../../model/raffle-rules';
import { createRaffle, endRaffle, listRafflesForOperator, setPrizeStock, type NewPrize, type NewRaffle } from '../services/raffle/admin';
import { int } from './args';
import type { Transport } from './order-commands';

export const RAFFLE_USAGE = `  npm run operator -- raffles                                    抽奖活动列表（含奖品）
  npm run operator -- raffle-create <名称> <每天次数> "<开始>" "<结束>" <奖品…>
                                                                 创建抽奖，奖品写作 名称:类型:权重:数量[:优惠券ID]
                                                                 类型 coupon 优惠券 / gift 实物 / none 谢谢参与，数量 -1 不限
  npm run operator -- raffle-end <抽奖ID>                         提前结束抽奖
  npm run operator -- raffle-stock <奖品ID> <数量>                 设置奖品数量（-1 不限）`;

export type RaffleCommand =
  | { kind: 'raffles' }
  | { kind: 'raffle-create'; input: NewRaffle }
  | { kind: 'raffle-end'; id: number }
  | { kind: 'raffle-stock'; prizeId: number; stock: number };

/** 名称:类型:权重:数量[:优惠券ID], or null. */
export function parsePrize(text: string): NewPrize | null {
  const [name, kind, weight, stock, coupon] = text.split(':');
  const w = int(weight, 0);
  const s = int(stock, -1);
  if (!name || !PRIZE_KINDS.includes(kind as PrizeKind) || w === null || s === null) return null;
  const couponId = coupon === undefined ? undefined : int(coupon, 1);
  if (couponId === null) return null;
  return { name, kind: kind as PrizeKind, weight: w, stock: s, ...(couponId !== undefined ? { coupon_id: couponId } : {}) };
}

/** The raffle command these arguments name, or null (not one, or malformed). */
export function parseRaffleCommand(args: string[]): RaffleCommand | null {
  const [verb, ...rest] = args;
  if (verb === 'raffles') return { kind: 'raffles' };
  if (verb === 'raffle-end') {
    const id = int(rest[0], 1);
    return id === null ? null : { kind: 'raffle-end', id };
  }
  if (verb === 'raffle-stock') {
    const prizeId = int(rest[0], 1);
    const stock = int(rest[1], -1);
    return prizeId === null || stock === null ? null : { kind: 'raffle-stock', prizeId, stock };
  }
  if (verb !== 'raffle-create') return null;
  const [title, limit, start, end, ...prizeArgs] = rest;
  const dailyLimit = int(limit, 1);
  const prizes = prizeArgs.map(parsePrize);
  if (!title || dailyLimit === null || !start || !end || prizes.length === 0 || prizes.some((p) => p === null)) return null;
  return { kind: 'raffle-create', input: { title, daily_limit: dailyLimit, start_time: start, end_time: end, prizes: prizes as NewPrize[] } };
}

const stockText = (n: number) => (n < 0 ? '不限' : String(n));

export const raffleLines = (r: OperatorRaffle): string =>
  [
    `#${r.raffle_id}  ${RAFFLE_PHASE_TEXT[r.phase]}  ${r.title}  每天${r.daily_limit}次  已抽${r.draws}次  ${r.start_time} ~ ${r.end_time}`,
    ...r.prizes.map(
      (p) => `    奖品${p.prize_id}  ${p.name}（${PRIZE_KIND_TEXT[p.kind]}${p.coupon_id ? ` 优惠券${p.coupon_id}` : ''}）  权重${p.weight}  已抽中${p.won}/${stockText(p.stock)}`,
    ),
  ].join('\n');

/** Runs the command and answers what to print. */
export async function runRaffleCommand(c: RaffleCommand, t: Transport): Promise<string> {
  if (c.kind === 'raffles') {
    const list = t.kind === 'http' ? await t.post(raffle.operatorRaffles, {}) : await listRafflesForOperator(t.db);
    return list.length ? list.map(raffleLines).join('\n') : '没有抽奖活动';
  }
  if (c.kind === 'raffle-end') {
    const r = t.kind === 'http' ? await t.post(raffle.operatorRaffleEnd, { raffle_id: c.id }) : await endRaffle(t.db, c.id);
    return `已结束抽奖：${raffleLines(r)}`;
  }
  if (c.kind === 'raffle-stock') {
    const r = t.kind === 'http' ? await t.post(raffle.operatorRafflePrizeStock, { prize_id: c.prizeId, stock: c.stock }) : await setPrizeStock(t.db, c.prizeId, c.stock);
    return `已设置奖品数量：${raffleLines(r)}`;
  }
  const r = t.kind === 'http' ? await t.post(raffle.operatorRaffleCreate, c.input) : await createRaffle(t.db, c.input);
  return `已创建抽奖：${raffleLines(r)}`;
}
