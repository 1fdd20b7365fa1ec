import type { ComponentType } from 'react';
import { HomePage } from '../features/home';
import { NotFoundPage, NoPermissionPage, ServerErrorPage } from './pages/ErrorPages';
import { lazyScreen, preloadScreens } from './lazy-screen';
import { SALESMAN_PAGES, salesmanPath, type SalesmanPage } from '../model/salesman-ui-menu';

// Every screen but the home loads on first visit from its feature's screens.ts (its own chunk), so the first load
// of /home carries only the home. The screens a buyer opens next are fetched once the home is idle (see the end).
const LoginPage = lazyScreen(() => import('../features/auth/screens'), (m) => m.LoginPage);
const CategoryPage = lazyScreen(() => import('../features/catalog/screens'), (m) => m.CategoryPage);
const ProductDetailPage = lazyScreen(() => import('../features/product/screens'), (m) => m.ProductDetailPage);
const ShopCartPage = lazyScreen(() => import('../features/cart/screens'), (m) => m.ShopCartPage);
const CisLoginPage = lazyScreen(() => import('../features/cis/screens'), (m) => m.CisLoginPage);
const account = {
  UserCenterPage: lazyScreen(() => import('../features/account/screens'), (m) => m.UserCenterPage),
  BasicInformationPage: lazyScreen(() => import('../features/account/screens'), (m) => m.BasicInformationPage),
  ChangePasswordPage: lazyScreen(() => import('../features/account/screens'), (m) => m.ChangePasswordPage),
  MyCouponPage: lazyScreen(() => import('../features/account/screens'), (m) => m.MyCouponPage),
  DataDownloadPage: lazyScreen(
    () => import('../features/account/screens'),
    (m) => m.personalPlaceholder('资料下载', '资料下载即将上线。'),
  ),
};
const RegisterPage = lazyScreen(() => import('../features/register/screens'), (m) => m.RegisterPage);
const zones = {
  ClinicZonePage: lazyScreen(() => import('../features/zones/screens'), (m) => m.ClinicZonePage),
  ClinicZoneSearchPage: lazyScreen(() => import('../features/zones/screens'), (m) => m.ClinicZoneSearchPage),
  SpecialZonePage: lazyScreen(() => import('../features/zones/screens'), (m) => m.SpecialZonePage),
};
const brands = {
  FamousManufacturerPage: lazyScreen(() => import('../features/brands/screens'), (m) => m.FamousManufacturerPage),
  ManufacturerDetailPage: lazyScreen(() => import('../features/brands/screens'), (m) => m.ManufacturerDetailPage),
};
const content = {
  AnnouncementListPage: lazyScreen(() => import('../features/content/screens'), (m) => m.AnnouncementListPage),
  AnnouncementPage: lazyScreen(() => import('../features/content/screens'), (m) => m.AnnouncementPage),
};
const HelpPage = lazyScreen(() => import('../features/help/screens'), (m) => m.HelpPage);
const QuickOrderPage = lazyScreen(() => import('../features/quick-order/screens'), (m) => m.QuickOrderPage);
const SubmitOrderPage = lazyScreen(() => import('../features/checkout/screens'), (m) => m.SubmitOrderPage);
const KeepListPage = lazyScreen(() => import('../features/keep-list/screens'), (m) => m.KeepListPage);
const orders = {
  MyOrderPage: lazyScreen(() => import('../features/orders/screens'), (m) => m.MyOrderPage),
  OrderDetailPage: lazyScreen(() => import('../features/orders/screens'), (m) => m.OrderDetailPage),
  OrderCommentPage: lazyScreen(() => import('../features/orders/screens'), (m) => m.OrderCommentPage),
};
const salesmanScreen = (page: SalesmanPage) =>
  lazyScreen(() => import('../features/salesman/screens'), (m) => m.SALESMAN_SCREENS[page]);
const PayNowPage = lazyScreen(() => import('../features/payment/screens'), (m) => m.PayNowPage);
const wallet = {
  CashPage: lazyScreen(() => import('../features/wallet/screens'), (m) => m.CashPage),
  CreditPage: lazyScreen(() => import('../features/wallet/screens'), (m) => m.CreditPage),
};

/**
 * Route path → screen. Routes without a screen yet render the "coming soon" page in App. New screens of rarely
 * first-visited pages are loaded with `lazyScreen` (App wraps every screen in Suspense).
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
  // [catalogue-home-detail] screens: /productDetail/:productId (helper A adds here)
  '/productDetail/:productId': ProductDetailPage,
  // [catalogue-zones-content] screens: zones, brands, announcements, help (helper B adds here)
  '/clinicZone': zones.ClinicZonePage,
  '/clinicZoneSearch': zones.ClinicZoneSearchPage,
  '/specialZone': zones.SpecialZonePage,
  '/famousManufacturer': brands.FamousManufacturerPage,
  '/manufacturerDetail/:brandId': brands.ManufacturerDetailPage,
  '/announcementList': content.AnnouncementListPage,
  '/announcement/:messageId': content.AnnouncementPage,
  '/help': HelpPage,
  // Placeholders inside the personal layout until their capabilities land (replace the line with the real screen).
  '/personal/keepList': KeepListPage,
  '/personal/myOrder': orders.MyOrderPage,
  '/personal/orderDetail/:orderId': orders.OrderDetailPage,
  '/personal/orderComment/:orderId': orders.OrderCommentPage,
  '/payNow': PayNowPage,
  '/personal/cash': wallet.CashPage,
  '/personal/creditManagement': wallet.CreditPage,
  '/personal/dataDownload': account.DataDownloadPage,
  // The salesman console (SPEC §2.9), one lazy chunk for all its pages.
  ...Object.fromEntries(SALESMAN_PAGES.map((page) => [salesmanPath(page), salesmanScreen(page)])),
};

/** The screens a buyer opens next from any first page: fetched when the browser is idle after the first render. */
export const preloadLikelyScreens = () => preloadScreens([CategoryPage, ProductDetailPage, ShopCartPage, LoginPage]);
