/**
 * The reference part of widgets/README.md, as data typed against the code: every element of ELEMENTS with every
 * attribute it declares, every event of YaoCaiEventMap, every part. A new attribute or event that is not described
 * here fails `tsc`; `npx tsx widgets/build/reference-md.ts` rewrites the README section, and
 * tests/unit/widgets/reference.test.ts fails when the README is behind.
 */
import type { ELEMENTS, ElementTag } from './elements';
import type { YaoCaiEventName } from './events';
import { CANCELABLE } from './events';
import { THEMES } from './themes';

type AttrsOf<T extends ElementTag> = keyof (typeof ELEMENTS)[T]['attrs'];

/** camelCase prop → the HTML attribute r2wc reads (pageSize → page-size). */
export const attrName = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

interface ElementDoc<T extends ElementTag> {
  summary: string;
  attrs: { [K in AttrsOf<T> & string]: string };
  parts: Record<string, string>;
}

export const ELEMENT_DOCS: { [T in ElementTag]: ElementDoc<T> } = {
  'yc-search': {
    summary: 'Search box and result grid with add to cart. A product name opens its detail inside the element (unless the host cancels `yc:navigate`); 返回搜索结果 returns to the same results.',
    attrs: { keyword: 'initial keyword', pageSize: 'results per page: 10/20/30/50/100' },
    parts: { root: 'the element\'s root' },
  },
  'yc-cart': {
    summary: 'Cart badge (kinds, at most 99 shown); opens the side cart, Escape or a press outside closes it. Each line\'s quantity changes there as on the store\'s cart page (− / + by the middle pack; a typed quantity is snapped to the nearest one the product allows, with why). 去结算 asks the host (`yc:checkout-request`, cancelable), then offers `yc:navigate {to:"/submitOrder"}` (cancelable); if nobody takes it, checkout runs inside the element in a native `<dialog>` and `yc:order-created` follows. Beside the badge, 消息 N (the buyer\'s unread messages, hidden at 0) offers `yc:navigate {to:"/announcementList?tab=mine"}`, else opens the store\'s message centre.',
    attrs: {},
    parts: { root: 'the element\'s root', panel: 'the open side cart', messages: 'the unread messages pill' },
  },
  'yc-quick-order': {
    summary: 'Quick-order grid: name / pinyin / approval number / code, ↑↓ Enter, step-strict quantities (one below the minimum or off the middle pack is corrected in the box, with why: 最小起订量10盒，已调整为10), pasted spreadsheet rows, batch upload; 全部加入购物车 and 立即下单. A sold-out or out-of-scope line offers 到货提醒 and its substitutes (一键替换, the quantity rounded to the pack); the products due for reordering are suggested above the grid (一键补货 / 忽略).',
    attrs: { compact: '"true": spec and price folded into the product cell (narrow hosts)', upload: '"false": hides 批量采购' },
    parts: { root: 'the element\'s root' },
  },
  'yc-order-list': {
    summary: 'My orders: tabs with counts, date range, search, pager, export; cancel, confirm receipt, refund, buy again; the order detail inside the element. Its header shows 消息 N (unread messages, hidden at 0), which opens the store\'s message centre.',
    attrs: {},
    parts: { root: 'the element\'s root', messages: 'the unread messages pill' },
  },
  'yc-salesman-console': {
    summary: 'The salesman console (home, customers, credit, customer orders, reports, rankings, account, security); while acting for a customer the other elements buy for that customer. Without a session it shows a salesman login form and raises `yc:auth-required` (`salesman-login-required`); a buyer who is logged in is told in the element that the console is for salesmen (no event: nothing for the host to do).',
    attrs: { customerId: 'act for this customer (one of his) as soon as the salesman is logged in' },
    parts: { root: 'the element\'s root' },
  },
  'yc-store': {
    summary: 'The store in one element (home, listing, detail, cart, quick order, checkout, my orders, licences and purchasers, login) on its own memory router: the host URL never changes; a page that needs a login shows the login inside.',
    attrs: { path: 'the store page shown, e.g. `/category?keyword=阿莫西林`; changing it (or `YaoCai.open(path)`) moves the element' },
    parts: { root: 'the element\'s root', nav: 'the store navigation bar', page: 'the current page' },
  },
};

/** Every element also takes `theme`. */
export const COMMON_ATTRS = { theme: `theme name: ${Object.keys(THEMES).join(' / ')} (default: configure({theme}))` };

export const EVENT_DOCS: Record<YaoCaiEventName, { when: string; detail: string }> = {
  'yc:ready': { when: 'the bundle is loaded and the stored session restored (capture listeners set before the script hear it too)', detail: '{ version, session: { client_id?, company_id?, salesman_id?, clinicName? } }' },
  'yc:login': { when: 'a login: any element, the JS API, a handshake, or another tab of the same origin', detail: '{ client_id?, company_id?, salesman_id? }' },
  'yc:logout': { when: 'a logout, also in another tab', detail: '{}' },
  'yc:auth-required': { when: 'a visitor did something that needs a login, or the session expired; `<yc-salesman-console>` without a salesman session (never for a logged-in buyer)', detail: "{ reason: 'login-required' \\| 'session-expired' \\| 'salesman-login-required' }" },
  'yc:cart-change': { when: 'the cart changed (any element, another tab, the JS API)', detail: '{ lines, kinds }' },
  'yc:messages-change': { when: "the unread count of the buyer's message centre (订单, 支付, 资质, 到货, 促销) changed; also `YaoCai.unreadMessages()`", detail: '{ unread }' },
  'yc:add-to-cart': { when: 'lines are about to be added; preventDefault() and nothing is added', detail: '{ lines: [{ product_id, amount }] }' },
  'yc:checkout-request': { when: "`<yc-cart>`'s 去结算; preventDefault() and the host takes the lines (its own purchasing flow)", detail: '{ lines: [{ product_id, amount, name, unit, price, note? }], kinds }' },
  'yc:trace-codes': { when: 'the buyer opened a shipped order whose parcels carry 追溯码 (in <yc-order-list>)', detail: '{ order_id, order_code, codes: [{ trace_code, product_name, standard, batch_no, expires_on, waybill }] }' },
  'yc:order-created': { when: 'an order was placed inside an element', detail: '{ order_id, order_code, paid, total, po_number?, lines: [{ product_id, amount, name, unit, price, note? }] }' },
  'yc:navigate': { when: 'an element wants a store page; preventDefault() and the host handles it, else the element shows it or the store site opens it', detail: '{ to }' },
  'yc:error': {
    when: 'a request failed (shown in the element as well): code is the server\'s (the error codes of the API description, /api/docs), an HTTP status for an error page, 0 with no answer; kind is business, network, auth, token or busy (503: the store cannot reach its database for a moment; try again after its Retry-After)',
    detail: "{ code, message, source: 'api', kind }",
  },
  'yc:acting-start': { when: 'a salesman started acting for a customer', detail: '{ client_id, client_name, salesman_id }' },
  'yc:acting-end': { when: 'the salesman stopped acting (结束代客)', detail: '{ client_id?, salesman_id }' },
};

export { CANCELABLE };
