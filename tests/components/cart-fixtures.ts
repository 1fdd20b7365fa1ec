/** Cart lines and a stubbed store server for the cart component tests (through configureApi({ fetch })). */
import { configureApi } from '../../src/api';
import type { AddPriceOffer, CartLine, CartList } from '../../src/contract/cart';
import { CART_KINDS, cartKindCount, emptyCart, withAmount, withChecked, withoutFailures, withoutLines } from '../../src/model/cart-rules';
import { $cart, $cartLoaded, $additional } from '../../src/stores/cart';
import { $session } from '../../src/stores/session';
import { makeProduct } from './catalog-fixtures';

export const line = (id: number, over: Partial<CartLine> = {}): CartLine => ({
  id,
  product_id: id,
  amount: 1,
  checked: 1,
  disabledChecked: false,
  combination_id: 0,
  is_add_price: 0,
  seckill_id: 0,
  special_id: 0,
  purchase_id: 0,
  is_failure: 0,
  price: '10.00',
  intellectapplyId: 0,
  thumb: '',
  ty_name: `商品${id}`,
  product_standard: '0.25g*24粒',
  manufacturer: '华北制药',
  product_dw: '盒',
  zhongbaozhuang_num: 1,
  stock: 100,
  switch: 1,
  near_expiration_date: 0,
  warnTip: '',
  ...over,
});

export const cartOf = (groups: Partial<CartList>): CartList => ({ ...emptyCart<CartLine>(), ...groups });

export const soldOut = (id: number, over: Partial<CartLine> = {}) =>
  line(id, { stock: 0, is_failure: 2, disabledChecked: true, checked: 0, warnTip: '已售罄', ...over });

export const offer = (productId: number, threshold: string, mainIds: number[]): AddPriceOffer => ({
  product: makeProduct({ product_id: productId }),
  add_price: '1.00',
  threshold,
  main_product_ids: mainIds,
});

export interface Request {
  path: string;
  body: any;
}

/**
 * A stub store server: `answer(path, body)` returns the envelope's data (or throws { code, msg } to refuse);
 * `hold()` makes the next request wait until `release()` so a test can look at the optimistic state.
 */
export function stubServer(answer: (path: string, body: any) => unknown) {
  const requests: Request[] = [];
  let gate: Promise<void> | null = null;
  let open: (() => void) | null = null;
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const path = url.pathname.replace(/^\/api/, '');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ path, body });
      if (gate) await gate;
      let env: object;
      try {
        env = { code: 200, msg: 'ok', data: answer(path, body) };
      } catch (e) {
        const r = e as { code: number; msg: string };
        env = { code: r.code, msg: r.msg, data: null };
      }
      return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
    },
  });
  return {
    requests,
    of: (path: string) => requests.filter((r) => r.path === path),
    hold() {
      gate = new Promise((r) => (open = r));
    },
    release() {
      gate = null;
      open?.();
    },
  };
}

/** The store as if the cart had (or, with null, had not yet) been loaded. Leaves the API stub alone. */
export function resetCartState(cart: CartList | null = null) {
  $cart.set(cart ?? emptyCart<CartLine>());
  $cartLoaded.set(cart !== null);
  $additional.set(null);
}

export const asClient = () => $session.set({ ...$session.get(), client_id: 7, company_id: 1, salesman_id: undefined });
export const asSalesman = () => $session.set({ ...$session.get(), client_id: undefined, company_id: undefined, salesman_id: 3 });

/** A fake cart server keeping `state`; `refuse` lets a test turn a path down with a message. */
export function fakeCartServer(initial: CartList, opts: { offers?: AddPriceOffer[]; additional?: CartLine[] } = {}) {
  const s = { cart: initial, additional: opts.additional ?? [], refuse: new Map<string, string>() };
  const reply = () => ({ count: cartKindCount(s.cart), cartList: s.cart });
  const server = stubServer((path, body) => {
    const refusal = s.refuse.get(path);
    if (refusal) throw { code: 400, msg: refusal };
    switch (path) {
      case '/w1/MyShoppingtrolley':
        return { cartList: s.cart };
      case '/w1/updateChecked':
        s.cart = withChecked(s.cart, body.product, body.checked);
        return reply();
      case '/w1/setShoppingtrolley':
        s.cart = withAmount(s.cart, body.id, body.amount);
        return reply();
      case '/w1/deleteShoppingtrolley':
        s.cart = withoutLines(s.cart, body.product);
        return reply();
      case '/w1/delFailure':
        s.cart = withoutFailures(s.cart);
        return reply();
      case '/w1/getJJGProductList':
        return { list: { data: opts.offers ?? [] } };
      case '/w1/cartAdditionalList':
        return { list: s.additional };
      case '/w1/addAdditional': {
        const ids = new Set<number>(body.product);
        s.additional = [...s.additional, ...CART_KINDS.flatMap((k) => s.cart[k].filter((l) => ids.has(l.id)))];
        s.cart = withoutLines(s.cart, body.product);
        return { ...reply(), additional: s.additional };
      }
      case '/w1/additionalToCart': {
        const ids = new Set<number>(body.product);
        s.cart = { ...s.cart, product: [...s.cart.product, ...s.additional.filter((l) => ids.has(l.id))] };
        s.additional = s.additional.filter((l) => !ids.has(l.id));
        return { ...reply(), additional: s.additional };
      }
      default:
        throw { code: 404, msg: `unexpected ${path}` };
    }
  });
  return { ...server, state: s };
}
