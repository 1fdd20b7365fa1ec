import type { ComponentType } from 'react';
import { LoginPage } from '../features/auth';
import { CategoryPage } from '../features/catalog';
import { HomePage } from '../features/home';
import { ProductDetailPage } from '../features/product';
import { ShopCartPage } from '../features/cart';
import { NotFoundPage, NoPermissionPage, ServerErrorPage } from './pages/ErrorPages';
import { CisLoginPage } from '../features/cis';
import * as account from '../features/account';
import { lazyScreen } from './lazy-screen';
import { SALESMAN_PAGES, salesmanPath, type SalesmanPage } from '../model/salesman-ui-menu';

const RegisterPage = lazyScreen(() => import('../features/register'), (m) => m.RegisterPage);
const zones = {
  ClinicZonePage: lazyScreen(() => import('../features/zones'), (m) => m.ClinicZonePage),
  ClinicZoneSearchPage: lazyScreen(() => import('../features/zones'), (m) => m.ClinicZoneSearchPage),
  SpecialZonePage: lazyScreen(() => import('../features/zones'), (m) => m.SpecialZonePage),
};
const brands = {
  FamousManufacturerPage: lazyScreen(() => import('../features/brands'), (m) => m.FamousManufacturerPage),
  ManufacturerDetailPage: lazyScreen(() => import('../features/brands'), (m) => m.ManufacturerDetailPage),
};
const content = {
  AnnouncementListPage: lazyScreen(() => import('../features/content'), (m) => m.AnnouncementListPage),
  AnnouncementPage: lazyScreen(() => import('../features/content'), (m) => m.AnnouncementPage),
};
const HelpPage = lazyScreen(() => import('../features/help'), (m) => m.HelpPage);
const QuickOrderPage = lazyScreen(() => import('../features/quick-order'), (m) => m.QuickOrderPage);
const SubmitOrderPage = lazyScreen(() => import('../features/checkout'), (m) => m.SubmitOrderPage);
const KeepListPage = lazyScreen(() => import('../features/keep-list'), (m) => m.KeepListPage);
const orders = {
  MyOrderPage: lazyScreen(() => import('../features/orders'), (m) => m.MyOrderPage),
  OrderDetailPage: lazyScreen(() => import('../features/orders'), (m) => m.OrderDetailPage),
  OrderCommentPage: lazyScreen(() => import('../features/orders'), (m) => m.OrderCommentPage),
};
const salesmanScreen = (page: SalesmanPage) => lazyScreen(() => import('../features/salesman'), (m) => m.SALESMAN_SCREENS[page]);
const promotions = {
  SeckillPage: lazyScreen(() => import('../features/promotions'), (m) => m.SeckillPage),
  CouponCenterPage: lazyScreen(() => import('../features/promotions'), (m) => m.CouponCenterPage),
  GroupPurchasePage: lazyScreen(() => import('../features/promotions'), (m) => m.GroupPurchasePage),
  GroupDetailPage: lazyScreen(() => import('../features/promotions'), (m) => m.GroupDetailPage),
};
const PayNowPage = lazyScreen(() => import('../features/payment'), (m) => m.PayNowPage);
const wallet = {
  CashPage: lazyScreen(() => import('../features/wallet'), (m) => m.CashPage),
  CreditPage: lazyScreen(() => import('../features/wallet'), (m) => m.CreditPage),
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
  '/seckillPage': promotions.SeckillPage,
  '/couponList': promotions.CouponCenterPage,
  '/groupPurchase': promotions.GroupPurchasePage,
  '/promotion/:groupId': promotions.GroupDetailPage,
  // Placeholders inside the personal layout until their capabilities land (replace the line with the real screen).
  '/personal/keepList': KeepListPage,
  '/personal/myOrder': orders.MyOrderPage,
  '/personal/orderDetail/:orderId': orders.OrderDetailPage,
  '/personal/orderComment/:orderId': orders.OrderCommentPage,
  '/payNow': PayNowPage,
  '/personal/cash': wallet.CashPage,
  '/personal/creditManagement': wallet.CreditPage,
  '/personal/dataDownload': account.personalPlaceholder('资料下载', '资料下载即将上线。'),
  // The salesman console (SPEC §2.9), one lazy chunk for all its pages.
  ...Object.fromEntries(SALESMAN_PAGES.map((page) => [salesmanPath(page), salesmanScreen(page)])),
};
