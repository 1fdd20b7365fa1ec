import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { getMemberArticles } from '../../api/member';
import type { ArticleBrief } from '../../contract/member';
import { PAGE_SIZE_DEFAULT } from '../../model/constants';
import { ARTICLE_MSG } from '../../model/member-articles';
import { $viewerKey } from '../../stores/viewer';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { useListingUrl } from '../catalog';

/** Free, the price, or 已购买: what reading an article costs this client. */
export function PriceTag({ article }: { article: ArticleBrief }) {
  const css = useCss();
  const cls = css`
    display: inline-block; padding: 2px 8px; border-radius: 10px; font-size: 12px; white-space: nowrap;
    &[data-kind='free'] { background: ${t.primarySoft}; color: ${t.primary}; }
    &[data-kind='bought'] { background: ${t.bg}; color: ${t.muted}; border: 1px solid ${t.border}; }
    &[data-kind='price'] { background: #fff1f0; color: ${t.price}; font-weight: 600; }
  `;
  const kind = article.bought ? 'bought' : article.free ? 'free' : 'price';
  const text = kind === 'bought' ? ARTICLE_MSG.bought : kind === 'free' ? ARTICLE_MSG.free : `¥${article.price}`;
  return (
    <span className={cls} data-kind={kind} data-testid="article-price">
      {text}
    </span>
  );
}

/** /member/articleList?page=…: paid member articles, newest first, each with what reading it costs. */
export function ArticleListPage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { params, onPage } = useListingUrl('/member/articleList');
  const page = params.page ?? 1;
  const size = params.size ?? PAGE_SIZE_DEFAULT;
  const { state, retry } = useRemote(() => getMemberArticles({ page, size }, { silent: true }), `${page}|${size}|${viewer}`);
  const data = state.data;
  const cls = css`
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px; padding: 8px 24px 4px;
    h1 { font-size: 18px; margin: 12px 0 4px; }
    .lead { color: ${t.muted}; margin: 0 0 12px; font-size: 13px; }
    ol { list-style: none; margin: 0; padding: 0; }
    ol[aria-busy='true'] { opacity: .6; }
    li { border-top: 1px solid ${t.border}; padding: 16px 0; display: grid; gap: 6px; }
    .row { display: flex; gap: 12px; align-items: center; justify-content: space-between; }
    .title { font-size: 16px; font-weight: 600; color: ${t.text}; text-decoration: none; }
    .title:hover, .title:focus-visible { color: ${t.primary}; }
    .summary { color: ${t.text}; margin: 0; font-size: 13px; line-height: 1.7; }
    .meta { color: ${t.muted}; font-size: 12px; }
  `;
  return (
    <section className={cls} aria-labelledby="member-heading">
      <h1 id="member-heading">会员文章</h1>
      <p className="lead">采购、质量管理与合规实务，免费文章直接阅读，付费文章购买后永久可读。</p>
      {state.status === 'error' && !data && <ErrorBox message={errorText(state.error, ARTICLE_MSG.loadFailed)} onRetry={retry} />}
      {state.status === 'loading' && !data && <Skeleton rows={4} height={72} />}
      {data && data.list.length === 0 && <Empty>{ARTICLE_MSG.empty}</Empty>}
      {data && data.list.length > 0 && (
        <>
          <ol aria-busy={state.status === 'loading'}>
            {data.list.map((a) => (
              <li key={a.article_id} data-testid="article-item">
                <div className="row">
                  <Link className="title" href={`/member/details/${a.article_id}`}>
                    {a.title}
                  </Link>
                  <PriceTag article={a} />
                </div>
                <p className="summary">{a.summary}</p>
                <span className="meta">
                  {a.author} · <time dateTime={a.published_at}>{a.published_at}</time>
                </span>
              </li>
            ))}
          </ol>
          <Pager page={data.page} size={data.size || size} total={data.total} onChange={onPage} />
        </>
      )}
    </section>
  );
}
