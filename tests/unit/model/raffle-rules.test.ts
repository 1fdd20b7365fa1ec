import { describe, expect, it } from 'vitest';
import { drawRefusal, drawsLeft, maskName, pickPrize, prizeLeft, prizeOdds, rafflePhase, RAFFLE_MSG, wheelRotation, type PrizeTerms } from '../../../src/model/raffle-rules';

const prize = (id: number, weight: number, stock = -1, won = 0, kind: PrizeTerms['kind'] = 'gift'): PrizeTerms => ({ id, kind, weight, stock, won });

describe('pickPrize', () => {
  const prizes = [prize(1, 1), prize(2, 2), prize(3, 7, -1, 0, 'none')];

  it('lands by cumulative weight in the given order', () => {
    expect(pickPrize(prizes, 0)?.id).toBe(1);
    expect(pickPrize(prizes, 0.099)?.id).toBe(1);
    expect(pickPrize(prizes, 0.1)?.id).toBe(2);
    expect(pickPrize(prizes, 0.299)?.id).toBe(2);
    expect(pickPrize(prizes, 0.3)?.id).toBe(3);
    expect(pickPrize(prizes, 0.999999)?.id).toBe(3);
  });

  it('a random of 1 or above (a broken source) still picks the last, never past it', () => {
    expect(pickPrize(prizes, 1)?.id).toBe(3);
    expect(pickPrize(prizes, -0.5)?.id).toBe(1);
  });

  it('leaves out prizes out of stock and of weight 0; none left → null', () => {
    const some = [prize(1, 5, 2, 2), prize(2, 0), prize(3, 1, 3, 1)];
    expect(pickPrize(some, 0)?.id).toBe(3);
    expect(pickPrize([prize(1, 5, 1, 1), prize(2, 0)], 0.5)).toBeNull();
    expect(pickPrize([], 0.5)).toBeNull();
  });

  it('over many evenly spread randoms the shares follow the weights', () => {
    const counts = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      const p = pickPrize(prizes, i / 10_000)!;
      counts.set(p.id, (counts.get(p.id) ?? 0) + 1);
    }
    expect([counts.get(1), counts.get(2), counts.get(3)]).toEqual([1000, 2000, 7000]);
  });
});

describe('odds, stock, phase and limits', () => {
  it('odds are percents of all weights with two decimals', () => {
    const odds = prizeOdds([prize(1, 1), prize(2, 2), prize(3, 0)]);
    expect([...odds.values()]).toEqual(['33.33', '66.67', '0.00']);
    expect([...prizeOdds([prize(1, 0)]).values()]).toEqual(['0.00']);
  });

  it('units left: -1 unlimited, never negative', () => {
    expect(prizeLeft({ stock: -1, won: 9 })).toBe(-1);
    expect(prizeLeft({ stock: 3, won: 1 })).toBe(2);
    expect(prizeLeft({ stock: 3, won: 5 })).toBe(0);
  });

  it('phase: an early end wins; before the start upcoming', () => {
    const r = { startMs: 100, endMs: 200, endedEarly: false };
    expect(rafflePhase(r, 99)).toBe('upcoming');
    expect(rafflePhase(r, 100)).toBe('running');
    expect(rafflePhase(r, 200)).toBe('ended');
    expect(rafflePhase({ ...r, endedEarly: true }, 150)).toBe('ended');
  });

  it('the daily limit: draws left and the refusal once used up', () => {
    expect(drawsLeft(3, 1)).toBe(2);
    expect(drawsLeft(3, 7)).toBe(0);
    expect(drawRefusal('running', 3, 2)).toBeNull();
    expect(drawRefusal('running', 3, 3)).toBe(RAFFLE_MSG.limit(3));
    expect(drawRefusal('upcoming', 3, 0)).toBe(RAFFLE_MSG.notStarted);
    expect(drawRefusal('ended', 3, 0)).toBe(RAFFLE_MSG.ended);
  });
});

describe('maskName', () => {
  it('keeps the first and last character', () => {
    expect(maskName('康民大药房')).toBe('康***房');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('李')).toBe('李*');
    expect(maskName('  ')).toBe('***');
    expect(maskName('北京市朝阳区康民社区卫生服务中心')).toBe('北****心');
  });
});

describe('wheelRotation', () => {
  it('brings the middle of the segment under the top pointer, turning forward by whole turns', () => {
    const r = wheelRotation(0, 8, 0);
    expect(r % 360).toBe(360 - 22.5);
    expect(r).toBeGreaterThanOrEqual(5 * 360);
    expect(wheelRotation(2, 8, 0) % 360).toBe(360 - 112.5);
    const next = wheelRotation(5, 8, r);
    expect(next).toBeGreaterThan(r + 4 * 360);
    expect(next % 360).toBe(360 - 247.5);
  });
});
