/**
 * 幸运抽奖 (/rotaryRaffle) against the real server: a visitor sees the wheel and is asked to log in when drawing; a
 * buyer draws, the wheel lands on the prize the server recorded and the result shown is that record, the coupon
 * it granted is in 我的优惠券; under prefers-reduced-motion the wheel does not spin; once the day's draws are used
 * the button is disabled with the reason.
 */
import { expect, test } from './e2e-test';
import type { Envelope } from '../../src/contract/common';
import type { RaffleDraw, RaffleView } from '../../src/contract/raffle';
import { chinaStamp } from '../../src/model/date-range';
import { operator } from './accounts-helpers';
import { freshBuyer, siteLogin } from './cart-helpers';

test.describe.configure({ mode: 'serial' });

test('a visitor sees the wheel, the prizes with their odds, the rules, and is asked to log in when drawing', async ({ page }) => {
  await page.goto('/rotaryRaffle');
  await expect(page.getByRole('heading', { name: '幸运抽奖' })).toBeVisible();
  await expect(page.getByTestId('raffle-wheel')).toBeVisible();
  await expect(page.getByTestId('raffle-prize-list')).toContainText('满300减20券');
  await expect(page.getByTestId('raffle-prize-list')).toContainText('已抽完');
  await expect(page.getByRole('heading', { name: '活动规则' })).toBeVisible();
  await expect(page.getByText('登录后查看您的奖品')).toBeVisible();
  await page.screenshot({ path: 'test-results/raffle-visitor.png', fullPage: true });
  await page.getByTestId('raffle-draw').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('请先登录后再操作');
});

test('draw → the wheel lands on the server’s prize → the coupon is in 我的优惠券; the daily limit disables the button', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A raffle of one coupon prize, 2 draws a day, ending before the seeded one (so the page shows it).
  const coupon = Number(/满300减20券（优惠券 优惠券(\d+)）/.exec(await operator('raffles'))![1]);
  const made = await operator(
    'raffle-create',
    'E2E幸运转盘',
    '2',
    chinaStamp(new Date(Date.now() - 60_000)),
    chinaStamp(new Date(Date.now() + 2 * 3_600_000)),
    `幸运满300减20:coupon:1:100:${coupon}`,
  );
  const raffleId = Number(/#(\d+)/.exec(made)![1]);
  try {
    const buyer = await freshBuyer(request, 'rfl');
    await siteLogin(page, buyer.username, buyer.password);
    await page.goto('/rotaryRaffle');
    await expect(page.getByRole('heading', { name: /E2E幸运转盘/ })).toBeVisible();
    await expect(page.getByTestId('raffle-left')).toContainText('今日剩余 2 次');

    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/w1/rotaryRaffle/draw');
    await page.getByTestId('raffle-draw').click();
    const first = ((await (await answered).json()) as Envelope<{ draw: RaffleDraw; draws_left: number }>).data;
    expect(first.draw).toMatchObject({ prize_name: '幸运满300减20', kind: 'coupon' });
    await expect(page.getByTestId('raffle-draw')).toBeDisabled(); // while it spins
    const result = page.getByTestId('raffle-result');
    // After the spin: longer than an assertion's default (playwright.config.ts).
    await expect(result).toHaveAttribute('data-draw-id', String(first.draw.draw_id), { timeout: 30_000 });
    await expect(result).toContainText('恭喜您抽中：幸运满300减20');
    // Two slices (the prize, 谢谢参与): the first one's middle (90°) is under the pointer.
    const rotation = Number(await page.getByTestId('raffle-wheel').getAttribute('data-rotation'));
    expect(rotation % 360).toBe(270);
    expect(rotation).toBeGreaterThanOrEqual(5 * 360);
    await expect(page.getByTestId('raffle-left')).toContainText('今日剩余 1 次');
    // The server's record is what the page shows.
    const view = await buyer.api.get<RaffleView>('/w1/rotaryRaffle', {});
    expect(view.raffle!.my_prizes[0]).toMatchObject({ draw_id: first.draw.draw_id, prize_name: '幸运满300减20' });
    await expect(page.getByTestId('raffle-my-prizes')).toContainText('幸运满300减20');
    await page.screenshot({ path: 'test-results/raffle-won.png', fullPage: true });

    // Reduced motion: no spin, the result at once. The coupon is held now, so this draw gives 谢谢参与.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByTestId('raffle-draw').click();
    await expect(result).toContainText('很遗憾，未中奖，谢谢参与');
    expect(Number(await page.getByTestId('raffle-wheel').getAttribute('data-rotation')) % 360).toBe(90);
    await expect(page.getByTestId('raffle-draw')).toBeDisabled();
    await expect(page.getByTestId('raffle-refusal')).toHaveText('今日抽奖次数已用完（每天2次），明天再来吧');
    await page.reload();
    await expect(page.getByTestId('raffle-draw')).toBeDisabled();
    await expect(page.getByTestId('raffle-refusal')).toHaveText('今日抽奖次数已用完（每天2次），明天再来吧');
    await expect(buyer.api.post('/w1/rotaryRaffle/draw', { raffle_id: raffleId })).rejects.toThrow('今日抽奖次数已用完');

    await page.goto('/personal/myCoupon');
    await expect(page.getByTestId('coupon-card').filter({ hasText: '抽奖专享 满300减20' })).toHaveAttribute('data-kind', '1');
  } finally {
    await operator('raffle-end', String(raffleId));
  }
});
