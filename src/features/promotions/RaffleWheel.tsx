import { useEffect, useRef, type ReactNode } from 'react';
import type { RaffleInfo } from '../../contract/raffle';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

const SIZE = 320;
const R = SIZE / 2;
/** Spin length; the landing is eased out. */
export const SPIN_MS = 4200;
const COLOURS = ['#fff4e5', '#ffe1e1'];

/** A prize name on its slice: two lines of up to 5 characters near the rim (the slice is narrow there). */
function labelLines(name: string): string[] {
  const chars = [...name];
  if (chars.length <= 5) return [name];
  const second = chars.slice(5, 10).join('');
  return [chars.slice(0, 5).join(''), chars.length > 10 ? `${second.slice(0, 4)}…` : second];
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function slice(i: number, n: number): string {
  const a0 = (i / n) * 2 * Math.PI;
  const a1 = ((i + 1) / n) * 2 * Math.PI;
  // Clockwise from the top: x = R + R·sin a, y = R − R·cos a.
  const p = (a: number) => `${(R + R * Math.sin(a)).toFixed(2)} ${(R - R * Math.cos(a)).toFixed(2)}`;
  return `M ${R} ${R} L ${p(a0)} A ${R} ${R} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${p(a1)} Z`;
}

/**
 * The prize wheel: one SVG slice per prize, turned by a CSS transform to `rotation` degrees (the page computes it
 * from the server's result with `wheelRotation`), the pointer fixed at the top. `onLanded` fires when the turn ends
 * (at once under prefers-reduced-motion, where the wheel jumps instead of spinning; a timer backs up a
 * transitionend that never comes, e.g. in a background tab).
 */
export function RaffleWheel({ prizes, rotation, spinning, onLanded, children }: { prizes: RaffleInfo['prizes']; rotation: number; spinning: boolean; onLanded: () => void; children: ReactNode }) {
  const css = useCss();
  const landed = useRef(onLanded);
  landed.current = onLanded;
  const still = reducedMotion();

  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => landed.current(), still ? 0 : SPIN_MS + 300);
    return () => clearTimeout(timer);
  }, [spinning, rotation, still]);

  const n = Math.max(1, prizes.length);
  const cls = css`
    position: relative; width: ${SIZE}px; height: ${SIZE}px; margin: 0 auto;
    .disc { width: 100%; height: 100%; border-radius: 50%; box-shadow: 0 0 0 8px ${t.price}, 0 8px 24px rgba(0,0,0,.18); }
    .disc[data-still='false'] { transition: transform ${SPIN_MS}ms cubic-bezier(0.15, 0.8, 0.2, 1); }
    .pointer { position: absolute; left: 50%; top: -18px; transform: translateX(-50%); width: 0; height: 0;
      border-left: 14px solid transparent; border-right: 14px solid transparent; border-top: 30px solid ${t.price}; z-index: 2; }
    .hub { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); z-index: 2; }
    text { font-size: 12px; fill: #7a2e0e; font-weight: 600; }
  `;
  return (
    <div className={cls}>
      <div className="pointer" aria-hidden="true" />
      <div
        className="disc"
        data-still={String(still)}
        data-testid="raffle-wheel"
        data-rotation={rotation}
        style={{ transform: `rotate(${rotation}deg)` }}
        onTransitionEnd={() => spinning && landed.current()}
      >
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} role="img" aria-label={`转盘：${prizes.map((p) => p.name).join('、')}`}>
          {prizes.map((p, i) => {
            const mid = ((i + 0.5) / n) * 360;
            return (
              <g key={p.prize_id}>
                <path d={slice(i, n)} fill={COLOURS[i % 2]} stroke="#f3c9a0" strokeWidth="1" />
                {labelLines(p.name).map((text, line) => (
                  <text key={line} x={R} y={40 + line * 16} textAnchor="middle" transform={`rotate(${mid} ${R} ${R})`}>
                    {text}
                  </text>
                ))}
                {p.left === 0 && (
                  <text x={R} y={76} textAnchor="middle" transform={`rotate(${mid} ${R} ${R})`} style={{ fontSize: 11, fontWeight: 400 }}>
                    已抽完
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <div className="hub">{children}</div>
    </div>
  );
}
