/**
 * The checkout store without React: the preview loads for a URL, a coupon's totals show at once (model) and are
 * confirmed by the server, the form is checked with the Chinese texts before anything is sent, an order is placed
 * once per visit (the key survives a refusal), and a late answer to a closed checkout is dropped.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetApi, setNotifier } from '../../../src/api';
import { CHECKOUT_TEXT } from '../../../src/model/checkout-rules';
import { INVOICE_MSG } from '../../../src/model/invoice-rules';
import {
  $checkout,
  $checkoutForm,
  $checkoutPrices,
  $invoiceProblem,
  chooseCoupon,
  closeCheckout,
  editCheckout,
  EMPTY_ADDRESS,
  loadCheckout,
  loadInvoiceDetails,
  resetCheckoutForm,
  submitCheckout,
} from '../../../src/stores/checkout';
import { saveQuickOrderProducts } from '../../../src/stores/quick-order';
import { checkoutServer, previewOf } from '../../components/checkout-fixtures';

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 1));
  expect(ok()).toBe(true);
};
const TODAY = Date.parse('2026-06-01T04:00:00Z');

beforeEach(() => {
  resetApi();
  setNotifier({ error() {}, message() {}, notify() {}, confirm: async () => false });
  closeCheckout();
  resetCheckoutForm();
});
afterEach(() => resetApi());

describe('checkout store', () => {
  it('loads the preview, shows a coupon’s totals at once and takes the server’s confirmation', async () => {
    const server = checkoutServer(previewOf());
    await loadCheckout('');
    const s = $checkout.get();
    expect(s.status).toBe('ready');
    expect(server.of('/w1/submitOrder')[0]?.body).toEqual({});
    expect($checkoutPrices.get().chosen).toBeNull();
    const before = $checkoutPrices.get().totals;

    chooseCoupon(1);
    // The model's totals with 满10减2, before the server has answered.
    expect($checkout.get().confirmed).toBeNull();
    expect($checkoutPrices.get().totals?.coupon_money).toBe('2.00');
    expect($checkoutPrices.get().totals).not.toEqual(before);
    await until(() => $checkout.get().confirmed !== null);
    expect(server.of('/w1/ajaxCalcProductDiscountMoney')[0]?.body).toMatchObject({ coupon_id: 1 });
    expect($checkoutPrices.get().lineShares.size).toBe(1);
  });

  it('a failed load drops the preview for the retry; a quick checkout sends the kept list', async () => {
    checkoutServer('fail');
    await loadCheckout('');
    expect($checkout.get().status).toBe('error');
    expect($checkout.get().preview).toBeUndefined();

    closeCheckout();
    saveQuickOrderProducts([{ product_id: 7, amount: 3 } as never]);
    const server = checkoutServer(previewOf());
    await loadCheckout('?isQuick=1');
    expect(server.of('/w1/submitOrder')[0]?.body).toMatchObject({ isQuick: 1, list: [{ product_id: 7, amount: 3 }] });
    expect($checkout.get().name).toBe('quick');
    saveQuickOrderProducts([]);
  });

  it('checks the form first with the Chinese texts and sends nothing', async () => {
    const server = checkoutServer(previewOf(), { invoice: null });
    await loadCheckout('');
    editCheckout({ date: '2026-05-31' });
    expect(await submitCheckout(TODAY)).toBeNull();
    expect($checkoutForm.get().problem).toBe('期望送达日期不能早于今天');

    editCheckout({ date: '', useOther: true, typed: { ...EMPTY_ADDRESS, consignee: '王芳' } });
    await submitCheckout(TODAY);
    expect($checkoutForm.get().problem).toBe(CHECKOUT_TEXT.addressMissing);

    editCheckout({ useOther: false, invoice: 'special' });
    await loadInvoiceDetails();
    expect($invoiceProblem.get()).toBe(INVOICE_MSG.detailsMissing);
    await submitCheckout(TODAY);
    expect($checkoutForm.get().problem).toBe('请先在“基本信息”中填写发票信息');
    expect(server.of('/w1/sureOrder')).toHaveLength(0);
  });

  it('places the order with the visit’s key; a refusal keeps the key and shows the server’s text', async () => {
    let server = checkoutServer(previewOf(), { refuse: { '/w1/sureOrder': '优惠券已被使用，请重新选择' } });
    await loadCheckout('');
    editCheckout({ po: 'PO-1', remark: '下午送' });
    expect(await submitCheckout(TODAY)).toBeNull();
    expect($checkoutForm.get().problem).toBe('优惠券已被使用，请重新选择');
    expect($checkout.get().submitting).toBe(false);
    const key = server.of('/w1/sureOrder')[0]?.body.idempotency_key;

    server = checkoutServer(previewOf());
    const placed = await submitCheckout(TODAY);
    expect(placed).toMatchObject({ order_id: 42 });
    expect($checkoutForm.get().problem).toBe('');
    expect(server.of('/w1/sureOrder')[0]?.body).toMatchObject({
      idempotency_key: key,
      coupon_id: 0,
      address_id: 1,
      po_number: 'PO-1',
      remark: '下午送',
      invoice: 'none',
    });
    // Placed: the next visit is a new order, and the cart is loaded again.
    await until(() => server.of('/w1/MyShoppingtrolley').length === 1);
    editCheckout({});
    await submitCheckout(TODAY);
    expect(server.of('/w1/sureOrder')[1]?.body.idempotency_key).not.toBe(key);
  });

  it('drops an answer that comes after the checkout closed', async () => {
    checkoutServer(previewOf());
    const late = loadCheckout('');
    closeCheckout();
    await late;
    expect($checkout.get()).toMatchObject({ search: null, status: 'loading' });
    expect($checkout.get().preview).toBeUndefined();
  });
});
