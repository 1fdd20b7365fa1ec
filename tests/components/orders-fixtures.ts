/**
 * A stubbed store server for the order component tests (through configureApi({ fetch })): the buyer's orders
 * (list with tab counts, detail), the moves (cancel, receive, refund, comment, buy again) and uploads; records
 * every request.
 */
import { configureApi } from '../../src/api';
import type { BuyAgainLine, OrderDetail, OrderLine, OrderSummary } from '../../src/contract/orders';
import { clientActions, ORDER_STATUS_TEXT, ORDER_TABS, type OrderStatus } from '../../src/model/order-status';

export interface Sent {
  path: string;
  body: any;
  query: Record<string, string>;
}

export const line = (over: Partial<OrderLine> = {}): OrderLine => ({
  id: 1,
  product_id: 1,
  product_code: 'YC000001',
  ty_name: '阿莫西林胶囊',
  product_standard: '0.25g*24粒',
  dosage_form: '胶囊剂',
  manufacturer: '石药集团',
  approval_number: '国药准字H13023964',
  product_dw: '盒',
  thumb: '',
  amount: 2,
  list_price: '8.50',
  price: '8.50',
  line_total: '17.00',
  subtotal: '17.00',
  discount_share: '0.00',
  batch_no: null,
  expiry_date: null,
  ...over,
});

export function detailOf(id: number, status: OrderStatus, over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id,
    order_code: `YC20261124${String(id).padStart(6, '0')}`,
    status,
    status_text: ORDER_STATUS_TEXT[status],
    pay_status: status === 0 ? 0 : 2,
    pay_status_text: status === 0 ? '未支付' : '已支付',
    pay_type: status === 0 ? null : 0,
    created_at: `2026-11-${String(24 - (id % 20)).padStart(2, '0')} 10:00:00`,
    pay_deadline: status === 0 ? '2026-11-24 10:30:00' : null,
    paid_at: null,
    shipped_at: null,
    received_at: null,
    cancelled_at: null,
    auto_receive_at: null,
    goods: '17.00',
    promotion: '0.00',
    full_reduction: '0.00',
    coupon: '0.00',
    delivery: '0.00',
    total: '17.00',
    paid: status === 0 ? '0.00' : '17.00',
    address: { consignee: '王药师', phone: '13800000001', province: '浙江省', city: '杭州市', area: '西湖区', detail: '文三路1号' },
    remark: '',
    po_number: 'PO-1',
    delivery_date: null,
    lines: [line({ id: id * 10 })],
    payments: [],
    refunds: [],
    events: [{ from_status: null, to_status: 0, to_text: '待付款', actor: '客户', reason: '提交订单', at: '2026-11-24 10:00:00' }],
    comment: null,
    actions: clientActions(status, false),
    ...over,
  };
}

const summaryOf = (d: OrderDetail): OrderSummary => ({
  id: d.id,
  order_code: d.order_code,
  status: d.status,
  status_text: d.status_text,
  pay_status: d.pay_status,
  created_at: d.created_at,
  pay_deadline: d.pay_deadline,
  total: d.total,
  line_count: d.lines.length,
  item_count: d.lines.reduce((n, l) => n + l.amount, 0),
  lines: d.lines.slice(0, 3),
  commented: d.comment !== null,
  actions: d.actions,
});

export function ordersServer(orders: OrderDetail[], opts: { buyAgain?: { added: number; lines: BuyAgainLine[] }; refuse?: Record<string, string> } = {}) {
  // A copy: the moves change the orders, and the next test starts from the originals again.
  const state = { orders: structuredClone(orders) };
  const sent: Sent[] = [];
  const inTab = (tab: number, d: OrderDetail) => {
    const def = ORDER_TABS.find((t) => t.tab === tab);
    if (!def?.statuses) return true;
    return (def.statuses as readonly number[]).includes(d.status) && !(tab === 3 && d.comment);
  };
  const find = (id: number) => {
    const d = state.orders.find((o) => o.id === id);
    if (!d) throw { code: 404, msg: '订单不存在' };
    return d;
  };
  const move = (id: number, status: OrderStatus) => {
    const d = find(id);
    Object.assign(d, { status, status_text: ORDER_STATUS_TEXT[status], actions: clientActions(status, d.comment !== null) });
    return d;
  };
  const answer = (s: Sent): unknown => {
    const refusal = opts.refuse?.[s.path];
    if (refusal) throw { code: 400, msg: refusal };
    switch (s.path) {
      case '/w1/ShowMyOrders': {
        const tab = Number(s.query.tab ?? 0);
        const page = Number(s.query.page ?? 1);
        const size = Number(s.query.size ?? 20);
        const inRange = (d: OrderDetail) =>
          !s.query.created_at_start || (d.created_at >= s.query.created_at_start && d.created_at <= (s.query.created_at_end ?? ''));
        const base = state.orders.filter(inRange).filter((d) => !s.query.keyword || d.order_code.includes(s.query.keyword));
        const all = base.filter((d) => inTab(tab, d));
        const counts = Object.fromEntries(ORDER_TABS.map((t) => [t.tab, base.filter((d) => inTab(t.tab, d)).length]));
        return { list: all.slice((page - 1) * size, page * size).map(summaryOf), total: all.length, page, size, counts };
      }
      case '/w1/getOrderDetailInfo':
        return find(Number(s.query.id));
      case '/w1/clientCacelOrRecivOrder':
        return move(Number(s.query.id), s.query.type === 'cancel' ? 7 : 3);
      case '/w1/clientOrderBuyAgain':
        return opts.buyAgain ?? { added: 1, lines: [] };
      case '/w1/clientRefundCommit':
        return move(s.body.id, 8);
      case '/w1/orderComment': {
        const d = find(s.body.id);
        d.comment = { service_score: s.body.service_score, service_text: '', complaints: s.body.complaints, complaint_texts: [], content: s.body.content, created_at: '' };
        d.actions = clientActions(d.status, true);
        return d.comment;
      }
      case '/upload':
        return { url: '/api/upload/pic1.png' };
      case '/w1/MyShoppingtrolley':
        return { count: 0, cartList: { product: [], failure: [], seckill: [], combination: [], addPrice: [] } };
      default:
        throw { code: 404, msg: `unexpected ${s.path}` };
    }
  };
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const s: Sent = { path: url.pathname.replace(/^\/api/, ''), body: undefined, query: Object.fromEntries(url.searchParams) };
      if (init?.body && !(init.body instanceof FormData)) s.body = JSON.parse(String(init.body));
      sent.push(s);
      let env: object;
      try {
        env = { code: 200, msg: 'ok', data: answer(s) };
      } catch (e) {
        const r = e as { code: number; msg: string };
        env = { code: r.code, msg: r.msg, data: null };
      }
      return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { state, sent, of: (path: string) => sent.filter((x) => x.path === path) };
}
