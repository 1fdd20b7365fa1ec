/** Checkout state (SPEC §4 /submitOrder): the preview and coupon (preview.ts), the form and placing the order (form.ts). */
export { sourceOf, type CheckoutSource } from './source';
export {
  $checkout,
  $checkoutPrices,
  checkoutPrices,
  chooseCoupon,
  chosenCoupon,
  closeCheckout,
  loadCheckout,
  type CheckoutPrices,
  type CheckoutState,
} from './preview';
export {
  $checkoutForm,
  $invoiceProblem,
  EMPTY_ADDRESS,
  editCheckout,
  invoiceChoiceProblem,
  loadInvoiceDetails,
  orderExtras,
  placeCheckoutOrder,
  resetCheckoutForm,
  submitCheckout,
  type CheckoutForm,
  type CheckoutStanding,
  type OrderExtras,
  type TypedAddress,
} from './form';
export { checkoutKey, clearCheckoutKey } from './key';
