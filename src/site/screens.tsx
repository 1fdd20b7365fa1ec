import type { ComponentType } from 'react';
import { LoginPage } from '../features/auth/LoginPage';
import { CategoryPage } from '../features/catalog/CategoryPage';
import { HomePage } from '../features/catalog/HomePage';
import { ShopCartPage } from '../features/cart/ShopCartPage';
import { NotFoundPage, NoPermissionPage, ServerErrorPage } from './pages/ErrorPages';

/** Route path → screen. Routes without a screen yet render the "coming soon" page in App. */
export const SCREENS: Record<string, ComponentType> = {
  '/login': LoginPage,
  '/home': HomePage,
  '/category': CategoryPage,
  '/shopCart': ShopCartPage,
  '/404': NotFoundPage,
  '/401': NoPermissionPage,
  '/500': ServerErrorPage,
};
