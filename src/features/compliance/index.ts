/** Compliance: the licences, purchasers and purchase-records pages, the reminder notice and the checkout part. */
export { LicencesPage } from './LicencesPage';
export { PurchasersPage } from './PurchasersPage';
export { PurchaseRecordsPage } from './PurchaseRecordsPage';
export { LicenceReminder } from './LicenceReminder';
export { OrderCompliance, type OrderStanding } from './OrderCompliance';
export { ReasonList } from './ReasonList';
