/** The cash account (/personal/cash, top-up) and credit management (/personal/creditManagement). */
export { CashPage } from './CashPage';
export { CreditPage } from './CreditPage';
export { TopUpPanel } from './TopUpPanel';
