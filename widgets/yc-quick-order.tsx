import { QuickOrderPanel } from '../src/features/quick-order';

/**
 * <yc-quick-order compact upload>: the quick-order grid (type, ↑↓ Enter, quantity, Enter; paste rows from a
 * spreadsheet), 批量采购, and the footer with 全部加入购物车 and 立即下单. The list is the buyer's server-side
 * quick-order list, so it is the same as on the store's /quickOrder page and in other tabs; the cart is the shared
 * one. 立即下单 hands the buyer to the quick checkout through WidgetRoot's navigate (a cancelable `yc:navigate`
 * first, then the store page).
 */
export function YcQuickOrder({ compact, upload }: { compact?: boolean; upload?: boolean; container?: HTMLElement }) {
  return <QuickOrderPanel compact={compact === true} showUpload={upload !== false} />;
}
