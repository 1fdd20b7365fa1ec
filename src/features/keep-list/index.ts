/** What the site uses from frequently bought (常购清单). */
export { KeepListPage } from './KeepListPage';
