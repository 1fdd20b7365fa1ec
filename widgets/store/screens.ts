import { createElement, type ComponentType } from 'react';
import { Skeleton } from '../../src/ui/States';
import { loadable } from '../../src/ui/loadable';

const screen = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): ComponentType => 
  loadable(() => load().then(pick), createElement(Skeleton, { rows: 3, height: 48 }));

/**
 * The buying pages <yc-store> shows inside itself (each loads on first visit), with the compliance pages a refusal's
 * fix leads to. The rest of the store (registration,
 * wallet, the salesman console, which has its own element) hand over to the store's site through `yc:navigate`.
 */
export const STORE_SCREENS: Record<string, ComponentType> = {
  '/home': screen(() => import('../../src/features/home'), (m) => m.HomePage),
  '/category': screen(() => import('../../src/features/catalog'), (m) => m.CategoryPage),
  '/productDetail/:productId': screen(() => import('../../src/features/product'), (m) => m.ProductDetailPage),
  '/shopCart': screen(() => import('../../src/features/cart'), (m) => m.ShopCartPage),
  '/quickOrder': screen(() => import('../../src/features/quick-order'), (m) => m.QuickOrderPage),
  '/submitOrder': screen(() => import('../../src/features/checkout'), (m) => m.SubmitOrderPage),
  '/personal/myOrder': screen(() => import('../../src/features/orders'), (m) => m.MyOrderPage),
  '/personal/orderDetail/:orderId': screen(() => import('../../src/features/orders'), (m) => m.OrderDetailPage),
  // Where a refusal's fix leads (上传新证, 登记授权采购人员): the buyer fixes it without leaving the host.
  '/personal/licences': screen(() => import('../../src/features/compliance/screens'), (m) => m.LicencesPage),
  '/personal/purchasers': screen(() => import('../../src/features/compliance/screens'), (m) => m.PurchasersPage),
  '/login': screen(() => import('../../src/features/auth'), (m) => m.LoginPage),
};

/** The route pattern of STORE_SCREENS a path falls under, if any. */
export function storeScreenOf(path: string): string | undefined {
  const bare = path.split('?')[0]!;
  return Object.keys(STORE_SCREENS).find((pattern) => {
    const re = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    return re.test(bare);
  });
}
