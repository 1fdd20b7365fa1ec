import { Skeleton } from '../../ui/States';
import { HomeGrid } from './HomeGrid';

/** Placeholders shaped like the home sections, so the page does not jump when the data arrives. */
export function HomeSkeleton({ withCategories }: { withCategories: boolean }) {
  return (
    <div aria-busy="true" aria-label="首页加载中" data-testid="home-skeleton">
      <HomeGrid
        categories={withCategories ? <Skeleton rows={1} height={380} /> : null}
        banner={<Skeleton rows={1} height={380} />}
        side={<Skeleton rows={5} height={24} />}
        zones={<Skeleton rows={1} height={70} />}
        floors={<Skeleton rows={2} height={320} />}
      />
    </div>
  );
}
