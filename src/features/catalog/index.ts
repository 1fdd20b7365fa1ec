/** What other features use from the catalogue. */
export { ProductCard } from './ProductCard';
export { ProductGrid } from './ProductGrid';
export { ProductResults } from './ProductResults';
export { useProductSearch, type ProductPageFetcher, type SearchState } from './useProductSearch';
export { paramsFromQuery, queryFromParams } from './category-query';
