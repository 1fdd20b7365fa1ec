import { AnnouncementsCard } from '../content/AnnouncementsCard';
import { BannersCard } from '../content/BannersCard';
import { HelpPagesCard } from '../content/HelpPagesCard';
import { CardsPage } from '../FormParts';
import { useTitle } from '../useTitle';

/** 内容管理: the announcements of the message centre, the home carousel and the help centre's pages. */
export default function ContentPage() {
  useTitle('内容管理');
  return (
    <CardsPage title="内容管理" extra="#announcement-body, #help-body { width: 100%; }">
      <AnnouncementsCard />
      <BannersCard />
      <HelpPagesCard />
    </CardsPage>
  );
}
