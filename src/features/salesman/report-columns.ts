/** Columns the sales report's breakdowns and the rankings share (a ranking adds 名次 in front). */
import type { ClientRank, ProductRank } from '../../contract/salesman';
import type { Column } from '../../ui/Table';

type ClientFigures = Pick<ClientRank, 'client_name' | 'city' | 'orders' | 'quantity' | 'sales' | 'share'>;
type ProductFigures = Pick<ProductRank, 'ty_name' | 'product_standard' | 'manufacturer' | 'quantity' | 'product_dw' | 'orders' | 'customers' | 'sales' | 'share'>;

export const CLIENT_FIGURE_COLUMNS: Column<ClientFigures>[] = [
  { title: '客户', cell: (r) => r.client_name },
  { title: '城市', cell: (r) => r.city },
  { title: '订单数', num: true, cell: (r) => r.orders },
  { title: '件数', num: true, cell: (r) => r.quantity },
  { title: '销售额', num: true, cell: (r) => `¥${r.sales}` },
  { title: '占比', num: true, cell: (r) => `${r.share}%` },
];

export const PRODUCT_FIGURE_COLUMNS: Column<ProductFigures>[] = [
  { title: '商品', cell: (r) => r.ty_name },
  { title: '规格', cell: (r) => r.product_standard },
  { title: '生产厂家', cell: (r) => r.manufacturer },
  { title: '件数', num: true, cell: (r) => `${r.quantity}${r.product_dw}` },
  { title: '订单数', num: true, cell: (r) => r.orders },
  { title: '客户数', num: true, cell: (r) => r.customers },
  { title: '商品金额', num: true, cell: (r) => `¥${r.sales}` },
  { title: '占比', num: true, cell: (r) => `${r.share}%` },
];
