import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { AnnouncementsCard } from '../content/AnnouncementsCard';
import { BannersCard } from '../content/BannersCard';
import { useTitle } from '../useTitle';

/** 内容管理: the announcements of the message centre and the home carousel. */
export default function ContentPage() {
  useTitle('内容管理');
  const css = useCss();
  return (
    <section
      className={css`
        h1 { margin: 0 0 16px; font-size: 20px; }
        h2 { font-size: 16px; margin: 0 0 12px; }
        .card { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; }
        textarea { width: 100%; box-sizing: border-box; padding: 4px 8px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
      `}
    >
      <h1>内容管理</h1>
      <AnnouncementsCard />
      <BannersCard />
    </section>
  );
}
