import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { errorText } from '../../api';
import { payMemberArticle } from '../../api/member';
import { ARTICLE_MSG } from '../../model/member-articles';
import { WAY_TEXT, type WalletWay } from '../../model/payment-rules';
import { Button } from '../../ui/Button';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { QrPayDialog, type QrRequest } from '../payment';
import { useArticle } from './useArticle';

/**
 * /member/payNow/{articleId}: buy one article by WeChat or Alipay QR. Paid → back to the article, now readable. An
 * article that is free or already bought is not sold again: the page links to it instead.
 */
export function ArticlePayPage() {
  const css = useCss();
  const [, navigate] = useLocation();
  const { id, state, retry } = useArticle();
  const [way, setWay] = useState<WalletWay>('wx');
  const [busy, setBusy] = useState(false);
  const [qr, setQr] = useState<QrRequest | null>(null);
  const a = state.data;

  async function pay() {
    if (!a) return;
    setBusy(true);
    try {
      const r = await payMemberArticle(a.article_id, way);
      setQr({ codeUrl: r.code_url, pollCode: r.out_trade_no, pollAs: 'orderNo', amount: r.amount, way, sandbox: r.sandbox === 1 });
    } catch {
      /* the client has shown the server's message */
    } finally {
      setBusy(false);
    }
  }

  const cls = css`
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px; padding: 20px 28px; display: grid; gap: 16px; max-width: 640px;
    h1 { font-size: 18px; margin: 0; }
    .item { display: flex; justify-content: space-between; gap: 16px; align-items: baseline; padding: 12px 16px; background: ${t.bg}; border-radius: 8px; }
    .item b { color: ${t.price}; font-size: 20px; }
    fieldset { border: none; margin: 0; padding: 0; display: flex; gap: 20px; }
    legend { font-weight: 600; margin-bottom: 8px; }
    .done { color: ${t.primary}; }
  `;
  if (id === undefined) return <Empty>{ARTICLE_MSG.missing}</Empty>;
  return (
    <section className={cls} aria-labelledby="article-pay-heading" data-testid="article-pay">
      <h1 id="article-pay-heading">{ARTICLE_MSG.payTitle}</h1>
      {state.status === 'error' && !a && <ErrorBox message={errorText(state.error, ARTICLE_MSG.loadFailed)} onRetry={retry} />}
      {state.status === 'loading' && !a && <Skeleton rows={3} height={40} />}
      {a && (
        <>
          <div className="item">
            <span>{a.title}</span>
            <b data-testid="article-pay-amount">¥{a.price}</b>
          </div>
          {a.body !== null ? (
            <p className="done" role="status">
              {a.free ? ARTICLE_MSG.freeNoPay : ARTICLE_MSG.alreadyBought}。<Link href={`/member/details/${a.article_id}`}>去阅读</Link>
            </p>
          ) : (
            <>
              <fieldset>
                <legend>支付方式</legend>
                {(['wx', 'zfb'] as const).map((w) => (
                  <label key={w}>
                    <input type="radio" name="article-pay-way" checked={way === w} onChange={() => setWay(w)} /> {WAY_TEXT[w]}支付
                  </label>
                ))}
              </fieldset>
              <div>
                <Button variant="primary" disabled={busy} onClick={() => void pay()} data-testid="article-pay-submit">
                  确认支付 ¥{a.price}
                </Button>
              </div>
            </>
          )}
          <QrPayDialog
            request={qr}
            title={`${qr ? WAY_TEXT[qr.way] : ''}扫码支付`}
            successText={ARTICLE_MSG.paid}
            onPaid={() => {
              setQr(null);
              navigate(`/member/details/${a.article_id}`);
            }}
            onClose={() => setQr(null)}
          />
        </>
      )}
    </section>
  );
}
