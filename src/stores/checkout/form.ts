/**
 * What the buyer fills in at checkout (address, 发票, 采购单号, 期望送达日期, remark, the purchaser) and placing the
 * order: the form is checked first (date, typed address, invoice details) with the texts of CHECKOUT_TEXT / the
 * invoice rules, then sureOrder with the visit's idempotency key; after it the host hears `yc:order-created` and
 * the list the order came from is reloaded.
 */
import { atom, computed } from 'nanostores';
import type { SureOrderAnswer } from '../../contract/checkout';
import { deliveryDateProblem, CHECKOUT_TEXT } from '../../model/checkout-rules';
import { detailsRefusalFor, type InvoiceChoice, type InvoiceDetailsInput } from '../../model/invoice-rules';
import { errorText } from '../../api';
import { placeOrder, type PlaceOrderInput } from '../../api/checkout';
import { getInvoiceDetails } from '../../api/invoices';
import { refreshCart } from '../cart';
import { emit } from '../events';
import { loadFastLines, saveQuickOrderProducts } from '../quick-order';
import { shared } from '../shared';
import { checkoutKey, clearCheckoutKey } from './key';
import { $checkout, chosenCoupon, patchCheckout } from './preview';

export type TypedAddress = NonNullable<PlaceOrderInput['address']>;
export const EMPTY_ADDRESS: TypedAddress = { consignee: '', phone: '', province: '', city: '', area: '', detail: '' };

/** From the compliance section: the purchaser placing the order, and whether a reason blocks ordering. */
export interface CheckoutStanding {
  purchaserId: number | undefined;
  blocked: boolean;
}

export interface CheckoutForm {
  /** Another address typed for this order instead of the registered one. */
  useOther: boolean;
  typed: TypedAddress;
  remark: string;
  po: string;
  /** 期望送达日期, yyyy-mm-dd or ''. */
  date: string;
  invoice: InvoiceChoice;
  /** The account's saved invoice details: undefined while loading, null when none (or the load failed). */
  invoiceSaved: InvoiceDetailsInput | null | undefined;
  standing: CheckoutStanding;
  /** Why the last submit did not go (shown beside the button). */
  problem: string;
}

const blankForm = (): CheckoutForm => ({
  useOther: false,
  typed: EMPTY_ADDRESS,
  remark: '',
  po: '',
  date: '',
  invoice: 'none',
  invoiceSaved: undefined,
  standing: { purchaserId: undefined, blocked: false },
  problem: '',
});

export const $checkoutForm = shared('checkoutForm', () => atom<CheckoutForm>(blankForm()));

export const editCheckout = (patch: Partial<Omit<CheckoutForm, 'problem' | 'invoiceSaved'>>) =>
  $checkoutForm.set({ ...$checkoutForm.get(), ...patch });

/** Bumped by a reset, so details loaded for a checkout that has gone are dropped. */
const visit = shared('checkoutVisit', () => ({ n: 0 }));

export function resetCheckoutForm(): void {
  visit.n += 1;
  $checkoutForm.set(blankForm());
}

/** Why `choice` cannot be ordered with the saved details (null when it can; 不开发票 always can). */
export const invoiceChoiceProblem = (choice: InvoiceChoice, saved: InvoiceDetailsInput | null): string | null =>
  choice === 'none' ? null : detailsRefusalFor(choice, saved);

/** The invoice choice's problem once the saved details are known (null before). */
export const invoiceProblemOf = (f: CheckoutForm): string | null =>
  f.invoiceSaved === undefined ? null : invoiceChoiceProblem(f.invoice, f.invoiceSaved);

export const $invoiceProblem = shared('checkoutInvoiceProblem', () => computed($checkoutForm, invoiceProblemOf));

/** Loads the saved invoice details quietly (a failure reads as none saved). */
export async function loadInvoiceDetails(): Promise<void> {
  const mine = visit.n;
  let saved: InvoiceDetailsInput | null;
  try {
    saved = (await getInvoiceDetails({ silent: true })).details;
  } catch {
    saved = null;
  }
  if (mine === visit.n) $checkoutForm.set({ ...$checkoutForm.get(), invoiceSaved: saved });
}

/** The form's first problem at `now` (ms), or the order's extras when it may be placed. */
export function orderExtras(f: CheckoutForm, registered: number | undefined, now: number): { problem: string } | { extras: OrderExtras } {
  const dateProblem = deliveryDateProblem(f.date, now);
  if (dateProblem) return { problem: dateProblem };
  const other = f.useOther || registered === undefined;
  if (other && Object.values(f.typed).some((v) => v.trim() === '')) return { problem: CHECKOUT_TEXT.addressMissing };
  const invoiceProblem = invoiceProblemOf(f);
  if (invoiceProblem) return { problem: invoiceProblem };
  return {
    extras: {
      remark: f.remark,
      po_number: f.po,
      delivery_date: f.date,
      invoice: f.invoice,
      ...(f.standing.purchaserId ? { purchaser_id: f.standing.purchaserId } : {}),
      ...(other ? { address: f.typed } : { address_id: registered as number }),
    },
  };
}

export type OrderExtras = Pick<PlaceOrderInput, 'address_id' | 'address' | 'purchaser_id' | 'invoice'> & {
  remark: string;
  po_number: string;
  delivery_date: string;
};

/** Places the order with `extras` (once per visit: the same key answers the same order). Rejects with the refusal. */
export async function placeCheckoutOrder(extras: OrderExtras): Promise<SureOrderAnswer> {
  const s = $checkout.get();
  patchCheckout({ submitting: true });
  try {
    const answer = await placeOrder({
      ...s.source,
      ...extras,
      ...(extras.delivery_date ? {} : { delivery_date: undefined }),
      idempotency_key: checkoutKey(s.name),
      coupon_id: chosenCoupon(s) ?? 0,
    });
    clearCheckoutKey(s.name);
    // A host embedding the store hears the order (widgets relay it as the DOM event yc:order-created).
    const lines = s.preview ? Object.values(s.preview.groups).flat() : [];
    emit('yc:order-created', {
      order_id: answer.order_id,
      order_code: answer.orderCode,
      paid: answer.paid === 1,
      total: answer.total,
      po_number: extras.po_number || undefined,
      lines: lines.map((l) => ({ product_id: l.product_id, amount: l.amount, name: l.ty_name, unit: l.product_dw, price: l.price })),
    });
    if (s.source.isQuick) {
      saveQuickOrderProducts([]);
      void loadFastLines();
    } else void refreshCart();
    return answer;
  } finally {
    patchCheckout({ submitting: false });
  }
}

/**
 * 提交订单: checks the form, then places the order. Resolves the placed order, or null with the problem set on the
 * form (a refusal's text, or CHECKOUT_TEXT.loadFailed when there is none). Ignored while a submit is under way.
 */
export async function submitCheckout(now = Date.now()): Promise<SureOrderAnswer | null> {
  const s = $checkout.get();
  if (s.submitting || !s.preview) return null;
  const f = $checkoutForm.get();
  const checked = orderExtras(f, s.preview.addresses[0]?.address_id, now);
  const setProblem = (problem: string) => $checkoutForm.set({ ...$checkoutForm.get(), problem });
  if ('problem' in checked) {
    setProblem(checked.problem);
    return null;
  }
  setProblem('');
  try {
    return await placeCheckoutOrder(checked.extras);
  } catch (err) {
    setProblem(errorText(err, CHECKOUT_TEXT.loadFailed));
    return null;
  }
}
