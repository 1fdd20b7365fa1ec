/** What other features use from the cart. */
export { useAddToCart } from './useAddToCart';
export { AddedTip } from './AddedTip';
