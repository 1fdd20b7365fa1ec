/** Paid member articles (SPEC §2.5): who may read the whole text, and the texts the pages and the server share. */

export const ARTICLE_MSG = {
  locked: '购买后可阅读全文',
  free: '免费',
  bought: '已购买',
  alreadyBought: '您已购买该文章，可直接阅读全文',
  freeNoPay: '该文章免费，无需购买',
  missing: '文章不存在或已下架',
  paid: '购买成功，可以阅读全文了',
  empty: '暂无会员文章',
  loadFailed: '文章加载失败，请检查网络后重试',
  payTitle: '购买文章',
} as const;

/** A free article is open to every logged-in client; a priced one to those who bought it. */
export const canRead = (priceFen: number, bought: boolean): boolean => priceFen === 0 || bought;
