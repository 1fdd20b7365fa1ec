import { Link, useParams } from 'wouter';
import { ApiError, errorText, getAnnouncement } from '../../api';
import type { AnnouncementDetail } from '../../contract/content';
import { MissingNotice } from '../../ui/MissingNotice';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { RichText } from './RichText';

const MESSAGE_ID = /^[1-9]\d{0,8}$/;
const MISSING = { title: '公告不存在', message: '该公告不存在或已下线。', links: [{ href: '/announcementList', label: '返回消息中心' }, { href: '/home', label: '返回首页' }] };

/** /announcement/:messageId: title, date, the sanitised content, previous / next. */
export function AnnouncementPage() {
  const { messageId = '' } = useParams<{ messageId: string }>();
  if (!MESSAGE_ID.test(messageId)) return <MissingNotice {...MISSING} />;
  return <Announcement id={Number(messageId)} />;
}

function Announcement({ id }: { id: number }) {
  const css = useCss();
  const { state, retry } = useRemote(() => getAnnouncement(id), String(id));
  if (state.status === 'error') {
    return state.error instanceof ApiError && state.error.code === 404 ? (
      <MissingNotice {...MISSING} />
    ) : (
      <ErrorBox message={errorText(state.error, '公告加载失败')} onRetry={retry} />
    );
  }
  // While the next announcement loads the old one would be misleading: show the skeleton.
  const a = state.status === 'ready' ? state.data : undefined;
  if (!a || a.message_id !== id) return <Skeleton rows={3} height={80} />;
  const cls = css`
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px; padding: 24px 32px;
    h1 { font-size: 22px; margin: 0 0 8px; text-align: center; }
    .meta { text-align: center; color: ${t.muted}; font-size: 13px; padding-bottom: 16px; margin-bottom: 20px; border-bottom: 1px solid ${t.border}; }
    nav { display: grid; gap: 6px; margin-top: 24px; padding-top: 16px; border-top: 1px solid ${t.border}; font-size: 14px; }
    nav a { color: ${t.primary}; text-decoration: none; }
    nav a:hover { text-decoration: underline; }
    .none { color: ${t.muted}; }
  `;
  return (
    <article className={cls} aria-labelledby="announcement-title">
      <h1 id="announcement-title">{a.title}</h1>
      <div className="meta">
        发布时间：<time dateTime={a.created_at.replace(' ', 'T')}>{a.created_at}</time>
      </div>
      <RichText html={a.content} />
      <nav aria-label="上一篇与下一篇">
        <Neighbour label="上一篇" rel="prev" link={a.prev} />
        <Neighbour label="下一篇" rel="next" link={a.next} />
        <div>
          <Link href="/announcementList">返回消息中心</Link>
        </div>
      </nav>
    </article>
  );
}

function Neighbour({ label, rel, link }: { label: string; rel: 'prev' | 'next'; link: AnnouncementDetail['prev'] }) {
  return (
    <div>
      {label}：
      {link ? (
        <Link href={`/announcement/${link.message_id}`} rel={rel}>
          {link.title}
        </Link>
      ) : (
        <span className="none">没有了</span>
      )}
    </div>
  );
}
