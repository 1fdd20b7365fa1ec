/** Business constants and limits, SPEC §9. */
export const BRAND = '药采';
/** The app id the site and the widgets send to GetWebToken. */
export const WEB_APP_ID = 'yaocai-web';
export const TITLE_SUFFIX = ' - 药采 YaoCai';

export const PAGE_DEFAULT = 1;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** A size the pager offers, else the default (URLs, pager events and host attributes may carry anything). */
export const pageSizeOf = (n: number | undefined): PageSize =>
  (PAGE_SIZES as readonly number[]).includes(n ?? 0) ? (n as PageSize) : PAGE_SIZE_DEFAULT;
export const PAGER_COUNT = 7;

export const REQUEST_TIMEOUT_MS = 100_000;
export const ERROR_NOTICE_THROTTLE_MS = 3_000;
export const TOKEN_REFRESH_THROTTLE_MS = 3_000;

export const PAY_POLL_MS = 1_000;
export const QR_SIZE = 280;
export const CART_BADGE_MAX = 99;

export const PULL_DOWN_HEADER_OFFSET = 240;
export const SCROLL_THROTTLE_MS = 200;
export const SCROLL_TOP_DURATION_MS = 500;

export const TOP_UP_OPTIONS = [
  { pay: 1000, bonus: 100 },
  { pay: 5000, bonus: 1000 },
] as const;
export const TOP_UP_WAYS = ['wx', 'zfb'] as const;

export const PAYMENT_TYPE_GROUPS = {
  balance: [0, 5],
  wechat: [1, 6],
  alipay: [2, 7],
  bankTransfer: [8],
  credit: [9],
} as const;

export const DATE_SHORTCUT_DAYS = [7, 30, 90] as const;
export const UPLOAD_LIMIT_DEFAULT = 1;
/** Largest licence picture the server accepts. */
export const UPLOAD_MAX_MB = 5;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;

export const SEARCH_BAR_HEIGHT = 48;
export const SIDEBAR_WIDTH = 38;
export const AREA_DIALOG_WIDTH = 400;

/** A client of this company is an other-province account (SPEC §3). */
export const OTHER_PROVINCE_COMPANY_ID = 4;

export const UPGRADE_NOTICE = {
  start: '2022-01-01',
  end: '2022-01-03',
  resume: '2022-01-04',
} as const;

export const HOTLINE = '400-820-6688';
export const RECORD_FILING_NUMBER = '沪ICP备2021012345号-1';

/** Longest search keyword (every search box and the server). */
export const KEYWORD_MAX_LENGTH = 50;
/** Most lines one add-to-cart call may carry. */
export const CART_ADD_MAX_LINES = 200;
/** Most rows one batch-upload file may carry (issue 11); the report says so above it. */
export const BATCH_MAX_ROWS = 500;
/** Largest batch-upload file accepted. */
export const BATCH_MAX_BYTES = 2 * 1024 * 1024;
/** Most lines a cart may hold (a 200-line order plus room). */
export const CART_MAX_LINES = 1000;
/** Pictures a refund request may carry: the SPEC §5 upload count limit (configurable, default 1). */
export const REFUND_IMAGES_MAX = UPLOAD_LIMIT_DEFAULT;
