import type { ComponentType } from 'react';
import { HomePage } from '../features/home';
import { NotFoundPage, NoPermissionPage, ServerErrorPage } from './pages/ErrorPages';
import { lazyScreen, lazyScreens, preloadScreens } from './lazy-screen';
import { SALESMAN_PAGES, salesmanPath, type SalesmanPage } from '../model/salesman-ui-menu';

// Every screen but the home loads on first visit from its feature's screens.ts (its own chunk), so the first load
// of /home carries only the home. The screens a buyer opens next are fetched once the home is idle (see the end).
const LoginPage = lazyScreen(() => import('../features/auth/screens'), (m) => m.LoginPage);
const CategoryPage = lazyScreen(() => import('../features/catalog/screens'), (m) => m.CategoryPage);
const ProductDetailPage = lazyScreen(() => import('../features/product/screens'), (m) => m.ProductDetailPage);
const ShopCartPage = lazyScreen(() => import('../features/cart/screens'), (m) => m.ShopCartPage);
const CisLoginPage = lazyScreen(() => import('../features/cis/screens'), (m) => m.CisLoginPage);
const account = {
  ...lazyScreens(() => import('../features/account/screens'), [
    'UserCenterPage',
    'BasicInformationPage',
    'ChangePasswordPage',
    'MyCouponPage',
  ] as const),
};
const DataDownloadPage = lazyScreen(() => import('../features/documents/screens'), (m) => m.DataDownloadPage);
const RegisterPage = lazyScreen(() => import('../features/register/screens'), (m) => m.RegisterPage);
const zones = lazyScreens(() => import('../features/zones/screens'), ['ClinicZonePage', 'ClinicZoneSearchPage', 'SpecialZonePage'] as const);
const brands = lazyScreens(() => import('../features/brands/screens'), ['FamousManufacturerPage', 'ManufacturerDetailPage'] as const);
const content = lazyScreens(() => import('../features/content/screens'), ['MessageCentrePage', 'AnnouncementPage'] as const);
const HelpPage = lazyScreen(() => import('../features/help/screens'), (m) => m.HelpPage);
const QuickOrderPage = lazyScreen(() => import('../features/quick-order/screens'), (m) => m.QuickOrderPage);
const SubmitOrderPage = lazyScreen(() => import('../features/checkout/screens'), (m) => m.SubmitOrderPage);
const KeepListPage = lazyScreen(() => import('../features/keep-list/screens'), (m) => m.KeepListPage);
const orders = lazyScreens(() => import('../features/orders/screens'), ['MyOrderPage', 'OrderDetailPage', 'OrderCommentPage'] as const);
const salesmanScreen = (page: SalesmanPage) =>
  lazyScreen(() => import('../features/salesman/screens'), (m) => m.SALESMAN_SCREENS[page]);
const PayNowPage = lazyScreen(() => import('../features/payment/screens'), (m) => m.PayNowPage);
const memberScreens = lazyScreens(() => import('../features/member/screens'), ['ArticleListPage', 'ArticleDetailPage', 'ArticlePayPage'] as const);
const compliance = lazyScreens(() => import('../features/compliance/screens'), ['LicencesPage', 'PurchasersPage', 'PurchaseRecordsPage'] as const);
const promotions = lazyScreens(() => import('../features/promotions/screens'), ['SeckillPage', 'CouponCenterPage', 'GroupPurchasePage', 'GroupDetailPage', 'RafflePage'] as const);
const wallet = lazyScreens(() => import('../features/wallet/screens'), ['CashPage', 'CreditPage'] as const);

/**
 * Route path → screen. Routes without a screen yet render the "coming soon" page in App.
 * A new screen goes into its feature's screens.ts and is loaded with `lazyScreen` (App wraps every screen in Suspense).
 */
export const SCREENS: Record<string, ComponentType> = {
  '/login': LoginPage,
  '/home': HomePage,
  '/category': CategoryPage,
  '/shopCart': ShopCartPage,
  '/quickOrder': QuickOrderPage,
  '/submitOrder': SubmitOrderPage,
  '/404': NotFoundPage,
  '/401': NoPermissionPage,
  '/500': ServerErrorPage,
  '/register': RegisterPage,
  '/cisLogin': CisLoginPage,
  '/personal/userCenter': account.UserCenterPage,
  '/personal/basicInformation': account.BasicInformationPage,
  '/personal/changePsd': account.ChangePasswordPage,
  '/personal/myCoupon': account.MyCouponPage,
  '/productDetail/:productId': ProductDetailPage,
  '/clinicZone': zones.ClinicZonePage,
  '/clinicZoneSearch': zones.ClinicZoneSearchPage,
  '/specialZone': zones.SpecialZonePage,
  '/famousManufacturer': brands.FamousManufacturerPage,
  '/manufacturerDetail/:brandId': brands.ManufacturerDetailPage,
  '/announcementList': content.MessageCentrePage,
  '/announcement/:messageId': content.AnnouncementPage,
  '/help': HelpPage,
  '/seckillPage': promotions.SeckillPage,
  '/couponList': promotions.CouponCenterPage,
  '/groupPurchase': promotions.GroupPurchasePage,
  '/promotion/:groupId': promotions.GroupDetailPage,
  '/rotaryRaffle': promotions.RafflePage,
  '/personal/keepList': KeepListPage,
  '/personal/myOrder': orders.MyOrderPage,
  '/personal/orderDetail/:orderId': orders.OrderDetailPage,
  '/personal/orderComment/:orderId': orders.OrderCommentPage,
  '/payNow': PayNowPage,
  '/personal/cash': wallet.CashPage,
  '/personal/creditManagement': wallet.CreditPage,
  '/personal/dataDownload': DataDownloadPage,
  '/personal/licences': compliance.LicencesPage,
  '/personal/purchasers': compliance.PurchasersPage,
  '/personal/purchaseRecords': compliance.PurchaseRecordsPage,
  '/member/articleList': memberScreens.ArticleListPage,
  '/member/details/:articleId': memberScreens.ArticleDetailPage,
  '/member/payNow/:articleId': memberScreens.ArticlePayPage,
  // The salesman console (SPEC §2.9), one lazy chunk for all its pages.
  ...Object.fromEntries(SALESMAN_PAGES.map((page) => [salesmanPath(page), salesmanScreen(page)])),
};

/** The screens a buyer opens next from any first page: fetched when the browser is idle after the first render. */
export const preloadLikelyScreens = () => preloadScreens([CategoryPage, ProductDetailPage, ShopCartPage, LoginPage]);
