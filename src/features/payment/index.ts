/** Paying an order (/payNow) and the wallet QR dialog, also used by the cash account's top-up and credit repayment. */
export { PayNowPage } from './PayNowPage';
export { QrPayDialog, type QrRequest } from './QrPayDialog';
