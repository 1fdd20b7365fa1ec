/**
 * Chart.js, tree-shaken to what the console draws (bar and line on category/linear axes, tooltip, legend): loaded
 * only with the report screens (`Chart.tsx` imports this file lazily, so the site keeps it out of the first load).
 */
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { THEME } from '../../ui/theme';
import type { ChartProps } from './chart-props';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);
// Canvas text does not inherit CSS: name CJK fonts so Chinese labels render with a proper face, not tofu.
Chart.defaults.font.family = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif';
Chart.defaults.color = THEME.muted;

const COLOURS = [THEME.primary, '#d97706', '#2563eb'];

export default function ChartCanvas({ kind, labels, series, horizontal = false, label, height = 260 }: ChartProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  // Redraw when the data changes, not on every render of the page around it.
  const key = JSON.stringify([kind, labels, series, horizontal]);
  useEffect(() => {
    if (!ref.current) return;
    const chart = new Chart(ref.current, {
      type: kind,
      data: {
        labels,
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.data,
          backgroundColor: COLOURS[i % COLOURS.length],
          borderColor: COLOURS[i % COLOURS.length],
          tension: 0.25,
          pointRadius: labels.length > 40 ? 0 : 3,
          yAxisID: s.axis === 'right' ? 'y1' : 'y',
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: series.length > 1 } },
        scales: horizontal
          ? { x: { beginAtZero: true } }
          : {
              y: { beginAtZero: true, position: 'left' },
              ...(series.some((s) => s.axis === 'right') ? { y1: { beginAtZero: true, position: 'right' as const, grid: { drawOnChartArea: false } } } : {}),
            },
      },
    });
    return () => chart.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={ref} role="img" aria-label={label} data-testid="chart" />
    </div>
  );
}
