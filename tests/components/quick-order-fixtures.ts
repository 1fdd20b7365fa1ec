/**
 * A stubbed store server for the quick-order, batch-upload and keep-list component tests (through
 * configureApi({ fetch })): keeps the quick-order list, answers product search, the batch report and the cart
 * calls, and records every request (multipart bodies with the uploaded file's text).
 */
import { configureApi } from '../../src/api';
import type { CartList } from '../../src/contract/cart';
import type { Product } from '../../src/contract/catalog';
import type { BatchReport, BatchRow, FastLine, OftenBuyItem } from '../../src/contract/quick-order';
import { emptyCart } from '../../src/model/cart-rules';
import { productRefusal } from '../../src/model/purchase-rules';
import { makeProduct } from './catalog-fixtures';

export interface Sent {
  path: string;
  body: any;
  query: Record<string, string>;
  /** The uploaded file's text, for a multipart request. */
  file?: string;
  fileName?: string;
}

/** Demo-like products: buyable, packing 10, near expiry, sold out, out of scope. */
export const P = {
  amox: makeProduct({ product_id: 1, product_code: 'YC000001', ty_name: '阿莫西林胶囊', product_standard: '0.25g*24粒', manufacturer: '石药集团', price: '8.50', stock: 500 }),
  amox2: makeProduct({ product_id: 11, product_code: 'YC000011', ty_name: '阿莫西林胶囊', product_standard: '0.5g*36粒', manufacturer: '中美上海施贵宝', price: '14.90' }),
  ibu: makeProduct({ product_id: 2, product_code: 'YC000002', ty_name: '布洛芬缓释胶囊', near_expiration_date: 1, price: '12.00' }),
  lianhua: makeProduct({ product_id: 3, product_code: 'YC000003', ty_name: '连花清瘟胶囊', stock: 0, is_failure: 2, price: '14.80' }),
  banlangen: makeProduct({ product_id: 4, product_code: 'YC000004', ty_name: '板蓝根颗粒', zhongbaozhuang_num: 10, price: '12.00' }),
  scopeless: makeProduct({ product_id: 8, product_code: 'YC000008', ty_name: '头孢呋辛酯片', switch: 0, price: '20.00' }),
  mask: makeProduct({ product_id: 7, product_code: 'YC000007', ty_name: '医用外科口罩', max_buy_num: 50, price: '1.00' }),
} satisfies Record<string, Product>;

export const fastLine = (product: Product, amount: number): FastLine => ({
  product_id: product.product_id,
  amount,
  product,
  refusal: productRefusal(product, amount),
});

export const batchRow = (over: Partial<BatchRow> & Pick<BatchRow, 'row'>): BatchRow => ({
  code: '',
  name: '',
  quantity_text: '',
  amount: 0,
  status: 'rejected',
  reason: '',
  product: null,
  candidates: [],
  ...over,
});

export const reportOf = (rows: BatchRow[]): BatchReport => ({
  rows,
  total: rows.length,
  valid: rows.filter((r) => r.status === 'ok' || r.status === 'adjusted').length,
  limit: 500,
});

type Refuse = { code: number; msg: string };

export interface StubOptions {
  lines?: FastLine[];
  /** Product search: the products for a keyword. */
  search?: (keyword: string) => Product[];
  /** The batch report for an uploaded file's text. */
  report?: (csv: string) => BatchReport;
  oftenBuy?: OftenBuyItem[];
  /** path → refusal message: that call answers 400. */
  refuse?: Record<string, string>;
}

async function fileText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

export function quickServer(opts: StubOptions = {}) {
  const state = { lines: [...(opts.lines ?? [])], oftenBuy: [...(opts.oftenBuy ?? [])], cart: emptyCart() as CartList, cartKinds: 0 };
  const sent: Sent[] = [];
  const list = () => ({ list: state.lines });
  const answer = (s: Sent): unknown => {
    const refusal = opts.refuse?.[s.path];
    if (refusal) throw { code: 400, msg: refusal } satisfies Refuse;
    switch (s.path) {
      case '/w1/fastOrder':
        return list();
      case '/w1/addFast':
      case '/w1/addFastList': {
        const items: { product_id: number; amount: number }[] = s.path === '/w1/addFast' ? [s.body] : s.body.list;
        const judged = items.map((item) => {
          const product = Object.values(P).find((p) => p.product_id === item.product_id) ?? makeProduct({ product_id: item.product_id });
          const r = productRefusal(product, item.amount);
          if (r?.code === 'badQuantity') throw { code: 400, msg: r.text } satisfies Refuse;
          return { product, amount: item.amount };
        });
        for (const { product, amount } of judged) {
          const i = state.lines.findIndex((l) => l.product_id === product.product_id);
          if (i >= 0) state.lines[i] = fastLine(product, amount);
          else state.lines.push(fastLine(product, amount));
        }
        return list();
      }
      case '/w1/delFastProduct':
        state.lines = s.body.product_id === undefined ? [] : state.lines.filter((l) => l.product_id !== s.body.product_id);
        return list();
      case '/w1/productSearch': {
        const found = opts.search?.(s.query.keyword ?? '') ?? [];
        return { list: found, total: found.length, page: 1, size: Number(s.query.size ?? 10) };
      }
      case '/w1/cartUpload':
        return opts.report?.(s.file ?? '') ?? reportOf([]);
      case '/w1/addShoppingtrolley':
      case '/w1/adds':
        state.cartKinds += s.body.list.length;
        return { count: state.cartKinds, cartList: state.cart };
      case '/w1/fastCheck':
        return {
          list: s.body.list.map((l: { product_id: number; amount: number }) =>
            fastLine(Object.values(P).find((p) => p.product_id === l.product_id) as Product, l.amount),
          ),
        };
      case '/w1/Myoftenbuy': {
        const page = Number(s.query.page ?? 1);
        const size = Number(s.query.size ?? 20);
        const k = s.query.keyword;
        const all = k ? state.oftenBuy.filter((i) => i.product.ty_name.includes(k)) : state.oftenBuy;
        return { list: all.slice((page - 1) * size, page * size), total: all.length, page, size };
      }
      case '/w1/DelOftenbuy':
        state.oftenBuy = state.oftenBuy.filter((i) => i.product.product_id !== Number(s.query.product_id));
        return null;
      default:
        throw { code: 404, msg: `unexpected ${s.path}` } satisfies Refuse;
    }
  };
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const s: Sent = { path: url.pathname.replace(/^\/api/, ''), body: undefined, query: Object.fromEntries(url.searchParams) };
      if (init?.body instanceof FormData) {
        const file = init.body.get('file');
        if (file && typeof file !== 'string') {
          s.file = await fileText(file);
          s.fileName = (file as File).name;
        }
        s.body = init.body;
      } else if (init?.body) s.body = JSON.parse(String(init.body));
      sent.push(s);
      let env: object;
      try {
        env = { code: 200, msg: 'ok', data: answer(s) };
      } catch (e) {
        const r = e as Refuse;
        env = { code: r.code, msg: r.msg, data: null };
      }
      return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { state, sent, of: (path: string) => sent.filter((s) => s.path === path) };
}
