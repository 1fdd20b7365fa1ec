import { useState } from 'react';
import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { drawRaffle, getRaffle } from '../../api/raffle';
import type { RaffleDraw, RaffleInfo } from '../../contract/raffle';
import { MSG } from '../../model/messages';
import { drawRefusal, PRIZE_KIND_TEXT, RAFFLE_MSG, RAFFLE_PHASE_TEXT, wheelRotation } from '../../model/raffle-rules';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { Countdown } from '../../ui/Countdown';
import { useHostEnv } from '../../ui/host-env';
import { toast } from '../../ui/overlay-store';
import { PageBanner } from '../../ui/PageBanner';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { RaffleWheel } from './RaffleWheel';

type Spin = { draw: RaffleDraw; left: number };

/**
 * /rotaryRaffle (幸运抽奖): the wheel, draws left today, prizes with their odds, rules, my prizes and recent winners.
 * The server decides each draw; the wheel then turns to land on the prize it answered, and the result is shown
 * when it stops. A visitor sees everything and is asked to log in when drawing; a client whose draws are used up
 * sees the button disabled with the reason.
 */
export function RafflePage() {
  const css = useCss();
  const env = useHostEnv();
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getRaffle(), viewer);
  const [rotation, setRotation] = useState(0);
  const [spin, setSpin] = useState<Spin | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<RaffleDraw | null>(null);
  const data = state.data;
  const raffle = data?.raffle ?? null;

  // While a spin is out the server's count is ahead of the page: use the answer's.
  const left = spin ? spin.left : (raffle?.draws_left ?? 0);
  const refusal = raffle && isLogin ? (spin ? drawRefusal(raffle.phase, raffle.daily_limit, raffle.daily_limit - left) : raffle.refusal || null) : null;

  async function draw(r: RaffleInfo) {
    if (!isLogin) {
      if (isSalesman) toast(MSG.salesmanCartOnly, 'warning');
      else env.requireLogin();
      return;
    }
    setSpinning(true);
    setResult(null);
    // The wheel lands only for this draw's answer, not the last one's.
    setSpin(null);
    try {
      const answer = await drawRaffle(r.raffle_id);
      const index = Math.max(0, r.prizes.findIndex((p) => p.prize_id === answer.draw.prize_id));
      setSpin({ draw: answer.draw, left: answer.draws_left });
      setRotation((from) => wheelRotation(index, r.prizes.length, from));
    } catch (e) {
      setSpinning(false);
      toast(errorText(e, MSG.networkError), 'error');
      retry();
    }
  }

  function landed() {
    if (!spin) return;
    setSpinning(false);
    setResult(spin.draw);
    retry();
  }

  const cls = css`
    display: grid; grid-template-columns: minmax(360px, 1fr) minmax(300px, 1fr); gap: 20px; align-items: start;
    @media (max-width: 760px) { grid-template-columns: 1fr; }
    .stage { background: linear-gradient(180deg, #fff7ed, ${t.surface}); border-radius: 12px; padding: 36px 16px 20px; text-align: center; }
    .go { width: 92px; height: 92px; border-radius: 50%; font-size: 18px; font-weight: 700; box-shadow: 0 4px 12px rgba(0,0,0,.25); }
    .stage .go:hover:not(:disabled) { color: #fff; background: #a51818; }
    .left { margin: 18px 0 4px; font-size: 15px; }
    .left b { color: ${t.price}; font-size: 20px; }
    .reason { color: ${t.warn}; margin: 4px 0; }
    .result { margin: 14px auto 0; max-width: 360px; border: 1px dashed ${t.price}; border-radius: 8px; padding: 12px; background: ${t.surface}; }
    .result h2 { margin: 0 0 6px; font-size: 17px; color: ${t.price}; }
    .result p { margin: 0 0 8px; color: ${t.muted}; font-size: 13px; }
    .side { display: grid; gap: 14px; }
    section.box { background: ${t.surface}; border-radius: 8px; padding: 14px 18px; }
    section.box h2 { margin: 0 0 8px; font-size: 16px; }
    ul { margin: 0; padding: 0; list-style: none; }
    li { display: flex; justify-content: space-between; gap: 10px; padding: 5px 0; border-bottom: 1px solid ${t.border}; font-size: 13px; }
    li:last-child { border-bottom: 0; }
    .muted { color: ${t.muted}; }
    .rules p { margin: 0 0 4px; font-size: 13px; color: ${t.muted}; line-height: 1.7; }
  `;

  return (
    <div>
      <PageBanner title="幸运抽奖" subtitle="转动大转盘，优惠券即抽即用，好礼随单送达" from="#d0252b" to="#f59e0b">
        {raffle && raffle.phase !== 'ended' && (
          <Countdown
            endMs={raffle.phase === 'upcoming' ? raffle.start_time : raffle.end_time}
            skewMs={data ? data.now - Date.now() : 0}
            label={raffle.phase === 'upcoming' ? '距开始' : '距活动结束'}
            doneText={raffle.phase === 'upcoming' ? '已开始' : '已结束'}
            onFinish={retry}
          />
        )}
      </PageBanner>
      {state.status === 'error' && !data && <ErrorBox message={errorText(state.error, '抽奖活动加载失败')} onRetry={retry} />}
      {state.status === 'loading' && !data && <Skeleton rows={1} height={380} />}
      {data && !raffle && <Empty>{RAFFLE_MSG.none}</Empty>}
      {raffle && (
        <div className={cls}>
          <div className="stage">
            <h2 style={{ margin: '0 0 28px' }}>
              {raffle.title} <small className="muted">（{RAFFLE_PHASE_TEXT[raffle.phase]}）</small>
            </h2>
            <RaffleWheel prizes={raffle.prizes} rotation={rotation} spinning={spinning && spin !== null} onLanded={landed}>
              <Button
                variant="danger"
                className="go"
                data-testid="raffle-draw"
                disabled={spinning || refusal !== null}
                aria-describedby="raffle-left"
                onClick={() => void draw(raffle)}
              >
                {spinning ? '抽奖中' : '抽奖'}
              </Button>
            </RaffleWheel>
            <div id="raffle-left">
              {isLogin ? (
                <p className="left" data-testid="raffle-left">
                  今日剩余 <b>{left}</b> 次（每天{raffle.daily_limit}次）
                </p>
              ) : (
                <p className="left">登录后每天可抽 {raffle.daily_limit} 次</p>
              )}
              {refusal && (
                <p className="reason" role="note" data-testid="raffle-refusal">
                  {refusal}
                </p>
              )}
            </div>
            <div aria-live="polite">
              {result && (
                <div className="result" data-testid="raffle-result" data-draw-id={result.draw_id}>
                  <h2>{result.kind === 'none' ? RAFFLE_MSG.lose : RAFFLE_MSG.win(result.prize_name)}</h2>
                  {result.kind === 'coupon' && (
                    <>
                      <p>{RAFFLE_MSG.couponWon}</p>
                      <Link href="/personal/myCoupon">查看我的优惠券</Link>
                      {' · '}
                      <Link href={`/category?coupon_id=${result.coupon_id}`}>去使用</Link>
                    </>
                  )}
                  {result.kind === 'gift' && <p>{RAFFLE_MSG.giftWon}</p>}
                </div>
              )}
            </div>
          </div>
          <div className="side">
            <section className="box" aria-labelledby="raffle-prizes">
              <h2 id="raffle-prizes">奖品与中奖概率</h2>
              <ul data-testid="raffle-prize-list">
                {raffle.prizes.map((p) => (
                  <li key={p.prize_id}>
                    <span>
                      {p.name} <span className="muted">（{PRIZE_KIND_TEXT[p.kind]}）</span>
                    </span>
                    <span className="muted">
                      {p.odds}% · {p.left < 0 ? '不限量' : p.left === 0 ? '已抽完' : `剩${p.left}份`}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            <section className="box" aria-labelledby="raffle-mine">
              <h2 id="raffle-mine">我的奖品</h2>
              {!isLogin ? (
                <p className="muted">登录后查看您的奖品</p>
              ) : raffle.my_prizes.length === 0 ? (
                <p className="muted">还没有中奖记录，试试手气吧</p>
              ) : (
                <ul data-testid="raffle-my-prizes">
                  {raffle.my_prizes.map((d) => (
                    <li key={d.draw_id} data-draw-id={d.draw_id}>
                      <span>{d.prize_name}</span>
                      <span className="muted">
                        {d.kind === 'coupon' ? '已放入我的优惠券' : '随下一笔订单发出'} · {d.drawn_at.slice(5, 16)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="box" aria-labelledby="raffle-winners">
              <h2 id="raffle-winners">中奖名单</h2>
              {raffle.winners.length === 0 ? (
                <p className="muted">暂无中奖记录</p>
              ) : (
                <ul>
                  {raffle.winners.map((w, i) => (
                    <li key={i}>
                      <span>
                        {w.name} 抽中 {w.prize_name}
                      </span>
                      <span className="muted">{w.drawn_at.slice(5, 16)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="box rules" aria-labelledby="raffle-rules">
              <h2 id="raffle-rules">活动规则</h2>
              {(raffle.rules || `每位客户每天可抽奖${raffle.daily_limit}次。`).split('\n').map((line, i) => (
                <p key={i}>
                  {i + 1}. {line}
                </p>
              ))}
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
