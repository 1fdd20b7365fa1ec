/** Paid member articles (SPEC §2.5): the list, an article behind its paywall, buying one. */
export { ArticleListPage } from './ArticleListPage';
export { ArticleDetailPage } from './ArticleDetailPage';
export { ArticlePayPage } from './ArticlePayPage';
