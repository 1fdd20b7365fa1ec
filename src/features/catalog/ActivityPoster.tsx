import { useId } from 'react';
import { ACTIVITY_KIND_TEXT, type ActivityKind } from '../../model/activity-names';

/** Each kind's picture colours: the promotion tag's hue, darker to lighter. */
const HUES: Record<ActivityKind, [string, string]> = {
  seckill: ['#c8102e', '#ff5a36'],
  group: ['#c2410c', '#ff9a3c'],
  presale: ['#5b3fd6', '#9d8cff'],
  special: ['#b91c1c', '#f0642f'],
  combination: ['#0f766e', '#34b3a0'],
  coupon: ['#b45309', '#f5b942'],
};

/** The activity's picture in the tooltip: its kind on a banner in the kind's colours (drawn, so it needs no file). */
export function ActivityPoster({ kind, width = 120 }: { kind: ActivityKind; width?: number }) {
  const id = useId().replace(/:/g, '');
  const [from, to] = HUES[kind];
  const text = ACTIVITY_KIND_TEXT[kind];
  return (
    <svg viewBox="0 0 120 64" width={width} height={(width * 64) / 120} role="img" aria-label={text} data-testid="activity-poster">
      <defs>
        <linearGradient id={`g${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="120" height="64" rx="8" fill={`url(#g${id})`} />
      <circle cx="104" cy="10" r="22" fill="#fff" opacity="0.12" />
      <circle cx="14" cy="60" r="16" fill="#fff" opacity="0.1" />
      <text x="60" y="38" textAnchor="middle" fill="#fff" fontSize={text.length > 3 ? 17 : 20} fontWeight="700" letterSpacing="2">
        {text}
      </text>
      <text x="60" y="55" textAnchor="middle" fill="#fff" fontSize="8" opacity="0.85">
        药采 · 限时优惠
      </text>
    </svg>
  );
}
