/**
 * Every route of SPEC §2 with its flags. Pure data: the guard (guard-rules.ts), the site's layout and tests read
 * it; src/site/screens.tsx maps the paths to screens.
 */
export interface RouteFlags {
  title: string;
  noLogin?: boolean;
  hideNav?: boolean;
  hideFooter?: boolean;
  hideSideCart?: boolean;
  /** Back button shown; a string names where back goes. */
  back?: boolean | string;
  /** The back bar's title is the page's h1 (the screen shows no heading of its own). */
  titleIsH1?: boolean;
  cached?: boolean;
  pullDown?: boolean;
  background?: string;
  /** Login and register: a logged-in user is sent away (guard rule 2). */
  loginForbidden?: boolean;
  salesmanOnly?: boolean;
  /** Needs a client (a salesman must act for one first). */
  clientOnly?: boolean;
}

export interface RouteDef {
  path: string;
  flags: RouteFlags;
}

const orderLayout = { hideNav: true, hideSideCart: true } as const;

export const ROUTES: RouteDef[] = [
  // public (SPEC §2.2)
  { path: '/login', flags: { title: '登录', noLogin: true, loginForbidden: true, hideNav: true, hideSideCart: true } },
  { path: '/register', flags: { title: '注册', noLogin: true, loginForbidden: true, hideNav: true, hideSideCart: true } },
  { path: '/cisLogin', flags: { title: '诊所系统登录', noLogin: true, hideNav: true, hideSideCart: true, hideFooter: true } },
  { path: '/rotaryRaffle', flags: { title: '幸运抽奖', noLogin: true } },
  { path: '/help', flags: { title: '帮助中心', noLogin: true, back: true } },
  { path: '/clinicZone', flags: { title: '诊所专区', noLogin: true, pullDown: true } },
  { path: '/clinicZoneSearch', flags: { title: '诊所专区搜索', noLogin: true, pullDown: true } },
  { path: '/category', flags: { title: '商品列表', noLogin: true, pullDown: true } },
  { path: '/couponList', flags: { title: '领券中心', noLogin: true } },
  { path: '/seckillPage', flags: { title: '秒杀', noLogin: true, background: '#fff1f0' } },
  { path: '/promotion/:groupId', flags: { title: '促销活动', noLogin: true } },
  // home group (SPEC §2.3)
  { path: '/home', flags: { title: '首页', noLogin: true, pullDown: true, cached: true } },
  { path: '/productDetail/:productId', flags: { title: '商品详情', noLogin: true, pullDown: true } },
  { path: '/announcementList', flags: { title: '消息中心' } },
  { path: '/announcement/:messageId', flags: { title: '公告详情', back: true } },
  { path: '/shopCart', flags: { title: '购物车', hideSideCart: true, clientOnly: true } },
  // activity group (SPEC §2.4)
  { path: '/groupPurchase', flags: { title: '团购' } },
  { path: '/famousManufacturer', flags: { title: '名厂专区' } },
  { path: '/manufacturerDetail/:brandId', flags: { title: '厂家详情' } },
  { path: '/specialZone', flags: { title: '特价专区' } },
  // member group (SPEC §2.5)
  { path: '/member/articleList', flags: { title: '会员文章' } },
  { path: '/member/details/:articleId', flags: { title: '会员文章', back: true } },
  { path: '/member/payNow/:articleId', flags: { title: '购买文章', back: true } },
  // order pages (SPEC §2.6)
  { path: '/quickOrder', flags: { title: '快速下单', back: true, titleIsH1: true, clientOnly: true, ...orderLayout } },
  { path: '/submitOrder', flags: { title: '提交订单', clientOnly: true, ...orderLayout } },
  { path: '/payNow', flags: { title: '订单支付', clientOnly: true, ...orderLayout } },
  // client area (SPEC §2.8)
  { path: '/personal/userCenter', flags: { title: '个人中心', clientOnly: true } },
  { path: '/personal/basicInformation', flags: { title: '基本信息', clientOnly: true } },
  { path: '/personal/keepList', flags: { title: '常购清单', clientOnly: true } },
  { path: '/personal/myOrder', flags: { title: '我的订单', clientOnly: true, cached: true } },
  { path: '/personal/myCoupon', flags: { title: '我的优惠券', clientOnly: true } },
  { path: '/personal/cash', flags: { title: '现金账户', clientOnly: true } },
  { path: '/personal/creditManagement', flags: { title: '信用管理', clientOnly: true } },
  { path: '/personal/changePsd', flags: { title: '修改密码', clientOnly: true } },
  { path: '/personal/dataDownload', flags: { title: '资料下载', clientOnly: true } },
  { path: '/personal/licences', flags: { title: '我的资质', clientOnly: true } },
  { path: '/personal/purchasers', flags: { title: '采购人员', clientOnly: true } },
  { path: '/personal/purchaseRecords', flags: { title: '购进记录', clientOnly: true } },
  { path: '/personal/orderDetail/:orderId', flags: { title: '订单详情', clientOnly: true } },
  { path: '/personal/orderComment/:orderId', flags: { title: '订单评价', clientOnly: true } },
  // salesman area (SPEC §2.9)
  ...[
    ['index', '业务员首页'],
    ['clientRegion', '区域客户'],
    ['myCustomer', '我的客户'],
    ['creditMange', '信用管理'],
    ['accountData', '账户资料'],
    ['safetyCenter', '安全中心'],
    ['customerOrder', '客户订单'],
    ['salesReport', '销售报表'],
    ['clientTop', '客户TOP'],
    ['productTop', '商品TOP'],
  ].map(([p, title]) => ({
    path: `/salesman/${p}`,
    flags: { title: title!, salesmanOnly: true, hideSideCart: true, hideNav: true },
  })),
  // error pages (SPEC §2.1)
  { path: '/404', flags: { title: '页面不存在', noLogin: true } },
  { path: '/401', flags: { title: '无访问权限', noLogin: true } },
  { path: '/500', flags: { title: '服务器错误', noLogin: true } },
];

/** Matches a path against a route pattern with :params. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    const seg = a[i]!;
    const got = b[i]!;
    if (seg.startsWith(':')) params[seg.slice(1)] = decodeURIComponent(got);
    else if (seg !== got) return null;
  }
  return params;
}

export function findRoute(path: string): RouteDef | undefined {
  return ROUTES.find((r) => matchPath(r.path, path) !== null);
}

/** The site's link to a product's detail page (widgets render cards without it). */
/** The largest id the API accepts (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A route or query id: a positive whole number in range, else undefined (the page then says "not found"). */
export function parseId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= MAX_ID ? n : undefined;
}

export const productDetailHref = (id: number) => `/productDetail/${id}`;
