import { useStore } from '@nanostores/react';
import { errorText, getClientIndex } from '../../api';
import { MSG } from '../../model/messages';
import { $viewerKey } from '../../stores/viewer';
import { $isLogin } from '../../stores/session';
import { ReorderSuggestions } from '../alerts';
import { Empty, ErrorBox } from '../../ui/States';
import { useRemote } from '../../ui/useRemote';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { BannerCarousel } from './BannerCarousel';
import { CategoryMenu, useCategoryMenuShown } from './CategoryMenu';
import { FloorSection } from './FloorSection';
import { HomeGrid } from './HomeGrid';
import { HomeSkeleton } from './HomeSkeleton';
import { LatestAnnouncements } from './LatestAnnouncements';
import { ZoneEntries } from './ZoneEntries';

/**
 * /home (clientIndex): category menu, banners, latest announcements, zone entries, recommended floors. Reloaded
 * when the viewer changes, so prices appear on login and vanish on logout.
 */
export function HomePage() {
  const viewer = useStore($viewerKey);
  const menuShown = useCategoryMenuShown();
  const isLogin = useStore($isLogin);
  const { state, retry } = useRemote(() => getClientIndex({ quiet: true }), viewer);
  const data = state.data;
  if (!data) {
    if (state.status === 'error') return <ErrorBox message={`首页加载失败：${errorText(state.error, MSG.httpDefault)}`} onRetry={retry} />;
    return <HomeSkeleton withCategories={menuShown} />;
  }
  const showMenu = menuShown && data.showCategory && data.classList.length > 0;
  const floors = data.floors.filter((f) => f.list.length > 0);
  return (
    <>
      <VisuallyHidden as="h1">药采首页：医药批发采购</VisuallyHidden>
      <HomeGrid
      categories={showMenu ? <CategoryMenu variant="panel" classes={data.classList} /> : null}
      banner={<BannerCarousel banners={data.banners} />}
      side={<LatestAnnouncements announcements={data.announcements} />}
      zones={<ZoneEntries zones={data.zones} />}
      floors={
        <>
          {/* The products this client is due to reorder (issue 32), above the recommendations. */}
          {isLogin && <ReorderSuggestions key={viewer} />}
          {floors.length ? floors.map((f) => <FloorSection key={f.floor_id} floor={f} />) : <Empty>暂无推荐商品</Empty>}
        </>
      }
      />
    </>
  );
}
