/** SPEC §2.10 menu; hidden entries stay reachable by URL but are not listed. */
export const CLIENT_MENU = [
  { label: '首页', to: '/home' },
  { label: '我的订单', to: '/personal/myOrder' },
  { label: '个人中心', to: '/personal/userCenter' },
  { label: '购物车', to: '/shopCart' },
  { label: '帮助中心', to: '/help' },
  { label: '资质证书', to: '/help?name=qualification' },
];

/** A salesman's menu (also while acting): his console instead of the client's personal entries. */
export const SALESMAN_MENU_TOP = [
  { label: '业务员首页', to: '/salesman/index' },
  { label: '我的客户', to: '/salesman/myCustomer' },
  { label: '商城首页', to: '/home' },
  { label: '帮助中心', to: '/help' },
];
