/** My orders: list, detail and comment screens, and the pieces the <yc-order-list> widget mounts. */
export { MyOrderPage, OrderDetailPage, OrderCommentPage } from './pages';
export { OrderList } from './OrderList';
export type { OrderListSource } from './OrderList';
export { OrderDetailView } from './OrderDetailView';
export { OrdersPanel } from './OrdersPanel';
export { DateRangePicker } from './DateRangePicker';
