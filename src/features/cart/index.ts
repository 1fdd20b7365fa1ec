/** What the site, the widgets and other features use from the cart. */
export { useAddToCart } from './useAddToCart';
export { AddedTip } from './AddedTip';
export { CartBadge } from './CartBadge';
export { CartLists } from './CartLists';
export { ShopCartPage } from './ShopCartPage';
export { SideCartPanel } from './SideCartPanel';
export { useDismiss } from './useDismiss';
export { useSideCartOpen } from './useSideCartOpen';
