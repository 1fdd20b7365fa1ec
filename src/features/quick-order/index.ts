/** What the site, the widgets and other features use from quick order. */
export { QuickOrderPage } from './QuickOrderPage';
export { QuickOrderPanel } from './QuickOrderPanel';
export { useBuyNow, QUICK_CHECKOUT_PATH, type BuyItem } from './useBuyNow';
