/** What the site uses from the product feature. */
export { ProductDetailPage } from './ProductDetailPage';
