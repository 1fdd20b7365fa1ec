import { defineWidget, type ElementSpec } from './define';
import { storeScreenOf } from './store/screens';

/**
 * Every element, its attributes and its feature as a lazy chunk: the one script defines them all, and an
 * element's code loads when the first such element is on the page (so a page with only <yc-cart> never loads the
 * salesman console). The attribute reference in widgets/README.md is generated from widgets/reference.ts.
 */
/** <yc-cart> shows the checkout page itself; where it leads after placing (pay, the order) is the store's. */
const ownsCheckoutPath = (to: string) => to === '/submitOrder' || to.startsWith('/submitOrder?');

export const ELEMENTS = {
  'yc-search': {
    load: () => import('./yc-search').then((m) => m.YcSearch),
    attrs: { keyword: 'string', pageSize: 'number' },
    owns: (path) => path.startsWith('/productDetail/'),
  },
  'yc-cart': { load: () => import('./yc-cart').then((m) => m.YcCart), attrs: {}, owns: ownsCheckoutPath },
  'yc-quick-order': { load: () => import('./yc-quick-order').then((m) => m.YcQuickOrder), attrs: { compact: 'boolean', upload: 'boolean' } },
  'yc-order-list': { load: () => import('./yc-order-list').then((m) => m.YcOrderList), attrs: {} },
  'yc-salesman-console': { load: () => import('./yc-salesman-console').then((m) => m.YcSalesmanConsole), attrs: { customerId: 'number' } },
  'yc-store': {
    load: () => import('./yc-store').then((m) => m.YcStore),
    attrs: { path: 'string' },
    owns: (path) => storeScreenOf(path) !== undefined,
  },
} satisfies Record<string, ElementSpec<never>>;

export type ElementTag = keyof typeof ELEMENTS;

export function defineOne(tag: ElementTag): void {
  defineWidget(tag, ELEMENTS[tag] as ElementSpec<object>);
}

export function defineAll(): void {
  for (const [tag, spec] of Object.entries(ELEMENTS)) defineWidget(tag, spec as ElementSpec<object>);
}
