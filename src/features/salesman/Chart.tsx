import { Component, type ReactNode } from 'react';
import { loadable } from '../../ui/loadable';
import { Skeleton } from '../../ui/States';
import type { ChartProps } from './chart-props';

export type { ChartProps };

const ChartCanvas = loadable(
  () => import('./ChartCanvas').then((m) => m.default),
  (p: ChartProps) => <Skeleton rows={1} height={p.height ?? 260} />,
);

/** A chart that cannot load (an old browser, a failed chunk) leaves the table beside it: never a broken page. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="note">图表暂时无法显示，请查看下方表格。</p> : this.props.children;
  }
}

/** A bar or line chart, its library loaded on first use. */
export function Chart(props: ChartProps) {
  return (
    <ChartBoundary>
      <ChartCanvas {...props} />
    </ChartBoundary>
  );
}
