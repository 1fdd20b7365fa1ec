/** The screens the site loads on first visit (import()), apart from index.ts so they get their own chunk. */
export { LicencesPage } from './LicencesPage';
export { PurchasersPage } from './PurchasersPage';
export { PurchaseRecordsPage } from './PurchaseRecordsPage';
