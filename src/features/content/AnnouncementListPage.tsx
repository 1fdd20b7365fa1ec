import { useStore } from '@nanostores/react';
import { Link, useLocation, useSearch } from 'wouter';
import { errorText, getAnnouncementList } from '../../api';
import { PAGE_SIZE_DEFAULT } from '../../model/constants';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { useListingUrl } from '../catalog';
import { MyMessages } from '../alerts';
import { $isLogin } from '../../stores/session';
import { TabList } from '../../ui/Tabs';

type CentreTab = 'mine' | 'notice';
const CENTRE_TABS = [
  { key: 'mine' as CentreTab, label: '我的消息' },
  { key: 'notice' as CentreTab, label: '平台公告' },
];

/**
 * /announcementList: the message centre. A logged-in client sees the public announcements (the page's SPEC list, as
 * the home page's 最新公告 links it, with its paging) and, at ?tab=mine (the header's 消息 link), its own messages
 * (订单, 支付, 资质, 到货, 促销; issue 32); anyone else the announcements. The tab is in the URL: back from an
 * announcement or a refresh keeps it.
 */
export function MessageCentrePage() {
  const isLogin = useStore($isLogin);
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab: CentreTab = new URLSearchParams(search).get('tab') === 'mine' ? 'mine' : 'notice';
  if (!isLogin) return <AnnouncementListPage />;
  return (
    <div>
      <h1 style={{ fontSize: 18, margin: '4px 0 12px' }}>消息中心</h1>
      <TabList label="消息中心" items={CENTRE_TABS} selected={tab} onSelect={(k) => navigate(k === 'mine' ? '/announcementList?tab=mine' : '/announcementList')} />
      <div style={{ marginTop: 12 }}>{tab === 'mine' ? <MyMessages /> : <AnnouncementListPage />}</div>
    </div>
  );
}

/** /announcementList?page=…&size=…: the message centre, newest first. */
export function AnnouncementListPage() {
  const css = useCss();
  const { params, onPage } = useListingUrl('/announcementList');
  const page = params.page ?? 1;
  const size = params.size ?? PAGE_SIZE_DEFAULT;
  const { state, retry } = useRemote(() => getAnnouncementList({ page, size }), `${page}|${size}`);
  const data = state.data;
  const cls = css`
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px; padding: 8px 24px 4px;
    h1 { font-size: 18px; margin: 12px 0; }
    ol { list-style: none; margin: 0; padding: 0; }
    ol[aria-busy='true'] { opacity: .6; }
    li { border-top: 1px solid ${t.border}; padding: 14px 0; }
    .row { display: flex; justify-content: space-between; gap: 16px; align-items: baseline; }
    .title { font-size: 15px; font-weight: 600; color: ${t.text}; text-decoration: none; }
    .title:hover, .title:focus-visible { color: ${t.primary}; }
    time { color: ${t.muted}; font-size: 13px; flex: none; }
    .summary { color: ${t.muted}; margin: 6px 0 0; font-size: 13px; line-height: 1.7; }
  `;
  return (
    <section className={cls} aria-labelledby="announcement-heading">
      <h1 id="announcement-heading">平台公告</h1>
      {state.status === 'error' && !data && <ErrorBox message={errorText(state.error, '公告加载失败')} onRetry={retry} />}
      {state.status === 'loading' && !data && <Skeleton rows={4} height={56} />}
      {data && data.list.length === 0 && <Empty>暂无公告，有新消息时会显示在这里</Empty>}
      {data && data.list.length > 0 && (
        <>
          <ol aria-busy={state.status === 'loading'}>
            {data.list.map((a) => (
              <li key={a.message_id} data-testid="announcement-item">
                <div className="row">
                  <Link className="title" href={`/announcement/${a.message_id}`}>
                    {a.title}
                  </Link>
                  <time dateTime={a.created_at.replace(' ', 'T')}>{a.created_at.slice(0, 16)}</time>
                </div>
                {a.summary && <p className="summary">{a.summary}</p>}
              </li>
            ))}
          </ol>
          <Pager page={data.page} size={data.size || size} total={data.total} onChange={onPage} />
        </>
      )}
    </section>
  );
}
