import { useContext } from 'react';
import { QuickOrderPanel } from '../src/features/quick-order';
import { HostEnvContext, type HostEnv } from '../src/ui/host-env';
import { storeUrl } from './config';

/**
 * <yc-quick-order compact upload>: the quick-order grid (type, ↑↓ Enter, quantity, Enter; paste rows from a
 * spreadsheet), 批量采购, and the footer with 全部加入购物车 and 立即下单. The list is the buyer's server-side
 * quick-order list, so it is the same as on the store's /quickOrder page and in other tabs; the cart is the shared
 * one. 立即下单 hands the buyer to the quick checkout: a cancelable `yc:navigate {to}` first, then the store page.
 */
export function YcQuickOrder({ compact, upload, container }: { compact?: boolean; upload?: boolean; container?: HTMLElement }) {
  const env = useContext(HostEnvContext);
  const host = (container as unknown as ShadowRoot | undefined)?.host;
  const handOver: HostEnv = {
    ...env,
    navigate: (to) => {
      const event = new CustomEvent('yc:navigate', { detail: { to }, bubbles: true, composed: true, cancelable: true });
      if (host && !host.dispatchEvent(event)) return;
      location.assign(storeUrl(to));
    },
  };
  return (
    <HostEnvContext.Provider value={handOver}>
      <QuickOrderPanel compact={compact === true} showUpload={upload !== false} />
    </HostEnvContext.Provider>
  );
}
