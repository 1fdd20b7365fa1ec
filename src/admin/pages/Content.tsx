import { AnnouncementsCard } from '../content/AnnouncementsCard';
import { BannersCard } from '../content/BannersCard';
import { CardsPage } from '../FormParts';
import { useTitle } from '../useTitle';

/** 内容管理: the announcements of the message centre and the home carousel. */
export default function ContentPage() {
  useTitle('内容管理');
  return (
    <CardsPage title="内容管理" extra="#announcement-body { width: 100%; }">
      <AnnouncementsCard />
      <BannersCard />
    </CardsPage>
  );
}
