/** Checkout's server texts: the model's (the screen shows the same words). */
export { CHECKOUT_TEXT as CHECKOUT_MSG, DELIVERY_DATE_MAX_DAYS } from '../../../model/checkout-rules';
