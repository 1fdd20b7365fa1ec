/** What the site and other features use from the home feature. */
export { HomePage } from './HomePage';
export { CategoryMenu, categoryHref, useCategoryMenuShown } from './CategoryMenu';
