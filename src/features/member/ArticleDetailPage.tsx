import { Link } from 'wouter';
import { errorText } from '../../api';
import { ARTICLE_MSG } from '../../model/member-articles';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { RichText } from '../content';
import { PriceTag } from './ArticleListPage';
import { useArticle } from './useArticle';

/** /member/details/{articleId}: the whole article for a reader; otherwise its summary and what reading it costs. */
export function ArticleDetailPage() {
  const css = useCss();
  const { id, state, retry } = useArticle();
  const a = state.data;
  const cls = css`
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px; padding: 16px 28px 24px;
    h1 { font-size: 22px; margin: 8px 0; }
    .meta { color: ${t.muted}; font-size: 13px; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
    .summary { background: ${t.bg}; border-radius: 8px; padding: 12px 16px; line-height: 1.8; margin: 16px 0; }
    .paywall { border: 1px dashed ${t.primary}; border-radius: 10px; padding: 20px; text-align: center; display: grid; gap: 10px; justify-items: center; }
    .paywall b { font-size: 22px; color: ${t.price}; }
    .buy { display: inline-block; background: ${t.primary}; color: #fff; border-radius: 6px; padding: 10px 28px; text-decoration: none; font-weight: 600; }
    .buy:focus-visible { outline: 2px solid ${t.text}; outline-offset: 2px; }
  `;
  if (id === undefined) return <Empty>{ARTICLE_MSG.missing}</Empty>;
  return (
    <article className={cls} data-testid="article-detail" aria-busy={state.status === 'loading'}>
      {state.status === 'error' && !a && <ErrorBox message={errorText(state.error, ARTICLE_MSG.loadFailed)} onRetry={retry} />}
      {state.status === 'loading' && !a && <Skeleton rows={6} height={28} />}
      {a && (
        <>
          <h1>{a.title}</h1>
          <div className="meta">
            <span>{a.author}</span>
            <time dateTime={a.published_at}>{a.published_at}</time>
            <PriceTag article={a} />
          </div>
          <p className="summary">{a.summary}</p>
          {a.body !== null ? (
            <div data-testid="article-body">
              <RichText html={a.body} />
            </div>
          ) : (
            <div className="paywall" data-testid="article-paywall">
              <span>{ARTICLE_MSG.locked}</span>
              <b>¥{a.price}</b>
              <Link className="buy" href={`/member/payNow/${a.article_id}`}>
                立即购买
              </Link>
            </div>
          )}
        </>
      )}
    </article>
  );
}
