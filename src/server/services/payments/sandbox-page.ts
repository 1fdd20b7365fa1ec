/**
 * The sandbox's confirm page (/sandbox-pay/<outTradeNo>), what a phone would show after scanning: clearly labelled
 * 模拟支付, the amount and what it pays, and 确认支付 / 取消, each a form carrying a notification signed by the
 * server that posts to the real notify endpoint. Server-rendered HTML, every value escaped.
 */
import { eq } from 'drizzle-orm';
import { fenToYuan } from '../../../model/money';
import { PAY_MSG } from '../../../model/payment-messages';
import { PAYMENT_STATUS_TEXT, isPaymentSuccess } from '../../../model/payment-rules';
import { creditBills, orders, payments, recharges } from '../../db/schema';
import type { Db } from '../../db/client';
import { SANDBOX_PATH, sandboxTradeNo, signSandboxNotice } from './sandbox';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PURPOSE_TEXT: Record<string, string> = { order: '订单支付', recharge: '账户充值', repayment: '信用还款', article: '会员文章' };

function form(fields: Record<string, string>, label: string, primary: boolean): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  return `<form method="post" action="/api/pay/notify/sandbox">${inputs}<button type="submit" class="${primary ? 'primary' : ''}">${esc(label)}</button></form>`;
}

export async function sandboxPage(db: Db, outTradeNo: string): Promise<{ status: number; html: string }> {
  const [row] = await db
    .select({ p: payments, orderCode: orders.orderCode, rechargeCode: recharges.rechargeCode, billCode: creditBills.billCode })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(recharges, eq(recharges.id, payments.rechargeId))
    .leftJoin(creditBills, eq(creditBills.id, payments.billId))
    .where(eq(payments.outTradeNo, outTradeNo));
  if (!row || row.p.provider !== 'sandbox') return { status: 404, html: page('<p class="warn">支付单不存在或已失效</p>') };
  const p = row.p;
  const ref = row.orderCode ?? row.rechargeCode ?? row.billCode ?? '';
  const base = { out_trade_no: p.outTradeNo, trade_no: sandboxTradeNo(), total_fen: String(p.amountFen) };
  const open = p.status === 0;
  const actions = open
    ? `<div class="acts">${form(signSandboxNotice({ ...base, trade_status: 'SUCCESS' }), '确认支付', true)}${form(
        signSandboxNotice({ ...base, trade_status: 'CLOSED' }),
        '取消',
        false,
      )}</div>`
    : `<p class="warn" data-testid="sandbox-state">${esc(isPaymentSuccess(p.status) ? '该支付单已支付' : `该支付单${PAYMENT_STATUS_TEXT[p.status] ?? ''}，已失效`)}</p>`;
  const body = `
    <dl>
      <dt>支付内容</dt><dd>${esc(PURPOSE_TEXT[p.purpose] ?? p.purpose)}${ref ? ` · ${esc(ref)}` : ''}</dd>
      <dt>商户单号</dt><dd>${esc(p.outTradeNo)}</dd>
      <dt>支付金额</dt><dd class="amount" data-testid="sandbox-amount">¥${fenToYuan(p.amountFen)}</dd>
    </dl>
    ${actions}
    <p id="result" role="status" aria-live="polite"></p>`;
  return { status: 200, html: page(body) };
}

function page(body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PAY_MSG.sandboxLabel} - 药采</title>
<style>
  body { margin: 0; font: 15px/1.6 -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; background: #f4f6f8; color: #222; }
  main { max-width: 420px; margin: 24px auto; background: #fff; border-radius: 10px; padding: 20px 24px; box-shadow: 0 2px 10px rgba(0,0,0,.06); }
  .badge { display: inline-block; background: #fff3e0; color: #e65100; border: 1px solid #ffb74d; border-radius: 4px; padding: 2px 10px; font-weight: 600; }
  h1 { font-size: 20px; margin: 12px 0; }
  dl { display: grid; grid-template-columns: 80px 1fr; gap: 8px 12px; }
  dt { color: #777; } dd { margin: 0; word-break: break-all; }
  .amount { font-size: 24px; color: #e53935; font-weight: 700; }
  .acts { display: flex; gap: 12px; margin-top: 16px; } form { flex: 1; margin: 0; }
  button { width: 100%; padding: 10px; font: inherit; border-radius: 6px; border: 1px solid #ccc; background: #fff; cursor: pointer; }
  button.primary { background: #1677ff; border-color: #1677ff; color: #fff; }
  .warn { color: #e65100; } .note { color: #888; font-size: 13px; }
</style></head>
<body><main>
  <span class="badge">${PAY_MSG.sandboxLabel}</span>
  <h1>药采收银台（模拟支付）</h1>
  ${body}
  <p class="note">这是演示用的模拟支付页面，不会产生真实扣款。确认后，服务器会收到一条签名的支付通知，与真实支付平台的回调走同一流程。</p>
</main>
<script src="${SANDBOX_PATH}/confirm.js" defer></script>
</body></html>`;
}

/**
 * The confirm page's script, served as a file (the site's CSP allows no inline script): posts the chosen signed
 * form in the background and says what happened, instead of leaving the page on the provider's bare reply.
 */
export const SANDBOX_SCRIPT = `document.querySelectorAll('form').forEach(function (f) {
    f.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var paying = new FormData(f).get('trade_status') === 'SUCCESS';
      document.querySelectorAll('button').forEach(function (b) { b.disabled = true; });
      fetch(f.action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(new FormData(f)).toString() })
        .then(function (r) { return r.text().then(function (t) { return r.ok && t === 'success'; }); })
        .then(function (ok) {
          document.getElementById('result').textContent = ok ? (paying ? '支付成功，请返回电脑查看' : '已取消支付') : '通知失败，请重试';
        }, function () { document.getElementById('result').textContent = '网络异常，请重试'; });
    });
  });
`;
