/**
 * Paid member articles: the list and an article as one client sees them (the body only when free or bought), buying
 * one by QR (payments/qr.ts), and the purchase a paid notification records (payments/notify.ts).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { ArticleBrief, ArticleDetail, ArticlePage } from '../../../contract/member';
import type { QrPay } from '../../../contract/payments';
import { ARTICLE_MSG, canRead } from '../../../model/member-articles';
import { chinaDay } from '../../../model/date-range';
import { fenToYuan } from '../../../model/money';
import type { WalletWay } from '../../../model/payment-rules';
import { articlePurchases, memberArticles, payments } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize';
import type { Tx } from '../cart/tx';
import { audit } from '../payments/audit';
import { startQr } from '../payments/qr';
import { queueRefund } from '../payments/refund';
import type { NewMessage } from '../alerts/messages';
import { articleMessage } from '../alerts/payment-messages';

type ArticleRow = typeof memberArticles.$inferSelect;

const brief = (a: ArticleRow, bought: boolean): ArticleBrief => ({
  article_id: a.id,
  title: a.title,
  summary: a.summary,
  author: a.author,
  price: fenToYuan(a.priceFen),
  free: a.priceFen === 0 ? 1 : 0,
  bought: bought ? 1 : 0,
  published_at: chinaDay(a.publishedAt),
});

const published = eq(memberArticles.status, 1);

export async function listArticles(db: Db, clientId: number, page: number, size: number): Promise<ArticlePage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: memberArticles, bought: articlePurchases.id })
      .from(memberArticles)
      .leftJoin(articlePurchases, and(eq(articlePurchases.articleId, memberArticles.id), eq(articlePurchases.clientId, clientId)))
      .where(published)
      .orderBy(desc(memberArticles.publishedAt), desc(memberArticles.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(memberArticles).where(published),
  ]);
  return { list: rows.map((r) => brief(r.a, r.bought !== null)), total: total?.n ?? 0, page, size };
}

async function articleFor(db: Db | Tx, clientId: number, articleId: number) {
  const [row] = await db
    .select({ a: memberArticles, bought: articlePurchases.id })
    .from(memberArticles)
    .leftJoin(articlePurchases, and(eq(articlePurchases.articleId, memberArticles.id), eq(articlePurchases.clientId, clientId)))
    .where(and(eq(memberArticles.id, articleId), published));
  if (!row) throw new ApiError(400, ARTICLE_MSG.missing);
  return { article: row.a, bought: row.bought !== null };
}

export async function articleDetail(db: Db, clientId: number, articleId: number): Promise<ArticleDetail> {
  const { article, bought } = await articleFor(db, clientId, articleId);
  return { ...brief(article, bought), body: canRead(article.priceFen, bought) ? sanitizeHtml(article.bodyHtml) : null };
}

/** POST /w1/memberArticlePay: a QR for the article's price; a free or already bought article is refused. */
export function articleQr(db: Db, clientId: number, articleId: number, way: WalletWay, origin: string): Promise<QrPay> {
  return startQr(db, way, origin, async (tx) => {
    const { article, bought } = await articleFor(tx, clientId, articleId);
    if (article.priceFen === 0) throw new ApiError(400, ARTICLE_MSG.freeNoPay);
    if (bought) throw new ApiError(400, ARTICLE_MSG.alreadyBought);
    return {
      target: { purpose: 'article', clientId, amountFen: article.priceFen, subject: `药采会员文章 ${article.title}`.slice(0, 120), articleId },
      extra: {},
    };
  });
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * A paid article payment (inside the notification's transaction): the client may read the article from now on.
 * When another attempt already bought it (two QR codes both paid), this payment is refunded the way it came.
 * A purchase adds its 支付 message to `messages` (the notification posts them in this transaction).
 */
export async function applyArticlePayment(tx: Tx, payment: PaymentRow, messages: NewMessage[]): Promise<{ outcome: 'applied' | 'extra_refunded'; refundIds: number[] }> {
  const provider = { kind: 'provider', id: null } as const;
  const [bought] = await tx
    .insert(articlePurchases)
    .values({ articleId: payment.articleId ?? 0, clientId: payment.clientId, amountFen: payment.amountFen, outTradeNo: payment.outTradeNo })
    .onConflictDoNothing()
    .returning({ id: articlePurchases.id });
  if (bought) {
    await audit(tx, 'payment', provider, `article:${payment.articleId}`, { clientId: payment.clientId, amountFen: payment.amountFen, outTradeNo: payment.outTradeNo });
    const [article] = await tx.select({ title: memberArticles.title }).from(memberArticles).where(eq(memberArticles.id, payment.articleId ?? 0));
    messages.push(articleMessage(payment.clientId, { articleId: payment.articleId ?? 0, title: article?.title ?? '', amountFen: payment.amountFen }));
    return { outcome: 'applied', refundIds: [] };
  }
  const refundId = await queueRefund(tx, payment, payment.amountFen, '文章已购买，重复支付原路退款');
  await audit(tx, 'payment_anomaly', provider, `article:${payment.articleId}`, { why: 'article bought twice', outTradeNo: payment.outTradeNo, refundId });
  return { outcome: 'extra_refunded', refundIds: [refundId] };
}
