/** What the site header and the search widget use from the search feature. */
export { SearchBox } from './SearchBox';
