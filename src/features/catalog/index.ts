/** What the site, the widgets and other features use from the catalogue. */
export { CategoryPage } from './CategoryPage';
export { ProductCard } from './ProductCard';
export { ProductTags } from './ProductTags';
export { ProductThumb } from '../../ui/ProductThumb';
export { QuantityStepper } from '../../ui/QuantityStepper';
export { ProductGrid } from './ProductGrid';
export { ProductResults } from './ProductResults';
export { useProductSearch, type ProductPageFetcher } from './useProductSearch';
export { paramsFromQuery, queryFromParams } from './category-query';
export { useListingUrl } from './useListingUrl';
export { productDetailHref } from '../../model/route-table';
