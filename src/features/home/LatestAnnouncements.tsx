import { Link } from 'wouter';
import type { AnnouncementBrief } from '../../contract/content';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { SectionHeading } from './SectionHeading';

/** The latest announcements beside the banners: title and date, each linking to its page. */
export function LatestAnnouncements({ announcements }: { announcements: AnnouncementBrief[] }) {
  const css = useCss();
  return (
    <section
      aria-labelledby="home-announcements"
      data-testid="home-announcements"
      className={css`
        ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
        li { display: flex; gap: 8px; align-items: baseline; font-size: 13px; }
        li a { flex: 1; min-width: 0; color: ${t.text}; text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        li a:hover, li a:focus-visible { color: ${t.primary}; }
        time { color: ${t.muted}; font-size: 12px; flex: none; }
        .none { color: ${t.muted}; font-size: 13px; }
      `}
    >
      <SectionHeading id="home-announcements" title="最新公告" more="/announcementList" />
      {announcements.length === 0 ? (
        <p className="none">暂无公告</p>
      ) : (
        <ul>
          {announcements.map((a) => (
            <li key={a.message_id}>
              <Link href={`/announcement/${a.message_id}`} title={a.title}>
                {a.title}
              </Link>
              <time dateTime={a.created_at.slice(0, 10)}>{a.created_at.slice(5, 10)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
