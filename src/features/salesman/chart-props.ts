export interface ChartProps {
  kind: 'bar' | 'line';
  labels: string[];
  series: { label: string; data: number[]; axis?: 'left' | 'right' }[];
  horizontal?: boolean;
  /** What the chart shows, for screen readers (the figures are also in the table beside it). */
  label: string;
  height?: number;
}
