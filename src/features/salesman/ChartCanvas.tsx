/**
 * uPlot (about 22 kB gzip, canvas): bars and lines on a category axis, horizontal bars for rankings. Loaded only
 * with the report screens (`Chart.tsx` imports this file lazily, so the site keeps it out of the first load).
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { THEME } from '../../ui/theme';
import { cspNonce } from '../../ui/styled';
import type { ChartProps } from './chart-props';
import { UPLOT_CSS } from './uplot-css';

// Canvas text does not inherit CSS: name CJK faces so Chinese labels render with a proper font, not tofu.
const FONT = '12px "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif';
const COLOURS = [THEME.primary, '#b45309', '#1d4ed8'];

/** Label column width for horizontal bars: CJK glyphs are about one em each, capped so the bars keep room. */
const labelWidth = (labels: string[]) => Math.min(220, 16 + 12 * Math.max(2, ...labels.map((l) => l.length)));
const short = (l: string) => (l.length > 16 ? `${l.slice(0, 15)}…` : l);

function options(p: ChartProps, width: number): uPlot.Options {
  const n = p.labels.length;
  const horizontal = Boolean(p.horizontal);
  const right = p.series.some((s) => s.axis === 'right');
  const catValues = (_u: uPlot, splits: number[]) => splits.map((v) => (Number.isInteger(v) ? short(p.labels[v] ?? '') : ''));
  // Every category when they fit, else every k-th one.
  const every = horizontal ? 1 : Math.max(1, Math.ceil(n / Math.max(1, Math.floor(width / 56))));
  const axisCommon = { font: FONT, stroke: THEME.muted, ticks: { show: false }, grid: { stroke: '#eef0f3', width: 1 } };
  return {
    width,
    height: p.height ?? 260,
    legend: { show: p.series.length > 1 },
    cursor: { drag: { x: false, y: false }, points: { show: p.kind === 'line' } },
    scales: {
      x: { time: false, range: [-0.5, n - 0.5], ...(horizontal ? { ori: 1 as const, dir: -1 as const } : {}) },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1], ...(horizontal ? { ori: 0 as const, dir: 1 as const } : {}) },
      ...(right ? { y1: { range: (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, max > 0 ? max * 1.1 : 1] } } : {}),
    },
    axes: [
      {
        ...axisCommon,
        scale: 'x',
        side: horizontal ? 3 : 2,
        grid: { show: false },
        splits: () => p.labels.map((_, i) => i).filter((i) => i % every === 0),
        values: catValues,
        size: horizontal ? labelWidth(p.labels.map(short)) : 36,
      },
      { ...axisCommon, scale: 'y', side: horizontal ? 2 : 3, size: 60 },
      ...(right ? [{ ...axisCommon, scale: 'y1', side: 1 as const, grid: { show: false }, size: 40 }] : []),
    ],
    series: [
      { label: p.horizontal ? '名次' : '期间', value: (_u: uPlot, v: number | null) => (v === null ? '--' : p.labels[v] ?? '--') },
      ...p.series.map((s, i) => {
        const colour = COLOURS[i % COLOURS.length]!;
        const bar = p.kind === 'bar' && i === 0;
        return {
          label: s.label,
          scale: s.axis === 'right' ? 'y1' : 'y',
          stroke: colour,
          width: bar ? 0 : 2,
          ...(bar ? { fill: `${colour}cc`, paths: uPlot.paths.bars!({ size: [0.6, 36], align: 0 }) } : {}),
          points: { show: !bar && n <= 40, size: 5 },
        };
      }),
    ],
  };
}

export default function ChartCanvas(p: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // Redraw when the data changes, not on every render of the page around it.
  const key = JSON.stringify([p.kind, p.labels, p.series, p.horizontal, p.height]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const width = () => Math.max(240, el.clientWidth);
    const data = [p.labels.map((_, i) => i), ...p.series.map((s) => s.data)] as uPlot.AlignedData;
    const plot = new uPlot(options(p, width()), data, el);
    const ro = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => plot.setSize({ width: width(), height: p.height ?? 260 }));
    ro?.observe(el);
    return () => {
      ro?.disconnect();
      plot.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redraw when the data (`key`, its JSON) changes, not on every render of the page
  }, [key]);
  return (
    <figure style={{ margin: '0 0 16px' }}>
      <style nonce={cspNonce()}>{UPLOT_CSS}</style>
      <div ref={box} role="img" aria-label={p.label} data-testid="chart" />
    </figure>
  );
}
