/** What the site and the widgets use from checkout. */
export { SubmitOrderPage } from './SubmitOrderPage';
