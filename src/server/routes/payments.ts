/**
 * Paying orders (balance, credit, bank transfer, WeChat / Alipay QR), the result check, the providers'
 * notification endpoint (raw body, the provider's own answer format) and the sandbox's confirm page.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import * as pay from '../../contract/payments';
import { route } from '../http/route';
import { buyerOf, type Who } from '../http/who';
import { providerByName } from '../services/payments/config';
import { publicUrl } from '../services/payments/env';
import { handleNotify } from '../services/payments/notify';
import { accountPay, bankTransfer, creditCheck, creditPay, orderPayInfo, orderPayState } from '../services/payments/order-pay';
import { flatHeaders, PROVIDER_NAMES, type ProviderName } from '../services/payments/provider';
import { orderQr } from '../services/payments/qr';
import { SANDBOX_PATH } from '../services/payments/sandbox';
import { SANDBOX_SCRIPT, sandboxPage } from '../services/payments/sandbox-page';
import { payStatus } from '../services/payments/status';
import { checkPayPassword } from '../services/wallet/pay-password';
import type { Mover } from '../services/orders/transition';
import { API_PREFIX } from '../http/route';
import type { RouteDeps } from './deps';
import { fileResponses } from '../http/file-answer';
import { MEDIA } from '../../contract/media';

/** Who pays: the client, or the salesman acting for it (recorded as such in the order history). */
export function payerOf(who: Who): { clientId: number; by: Mover } {
  const { clientId } = buyerOf(who);
  return { clientId, by: who.salesmanId !== null ? { kind: 'salesman', id: who.salesmanId } : { kind: 'client', id: clientId } };
}

/** This site's origin as the payer's phone reaches it (YAOCAI_PUBLIC_URL, else the request's host). */
export const originOf = (req: FastifyRequest) => publicUrl() || `${req.protocol}://${req.host}`;

/** 1 MB is far above any provider's notification. */
const NOTIFY_BODY_LIMIT = 1024 * 1024;

export async function paymentsArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  for (const e of [pay.orderPay, pay.orderPayRoot]) {
    route(app, e, async ({ who, query }) => orderPayInfo(db, payerOf(who).clientId, query.orderCode));
  }
  // Balance and credit: the payment password first (its wrong tries are counted even though the payment is refused).
  route(app, pay.accountPay, async ({ who, query }) => {
    const { clientId, by } = payerOf(who);
    await checkPayPassword(db, clientId, query.pay_password);
    return accountPay(db, clientId, query.orderCode, by);
  });
  route(app, pay.accountPayPost, async ({ who, body }) => {
    const { clientId, by } = payerOf(who);
    await checkPayPassword(db, clientId, body.pay_password);
    return accountPay(db, clientId, body.orderCode, by);
  });
  route(app, pay.creditCheckTrade, async ({ who, body }) => creditCheck(db, payerOf(who).clientId, body.orderCode));
  route(app, pay.creditPay, async ({ who, query }) => {
    const { clientId, by } = payerOf(who);
    await checkPayPassword(db, clientId, query.pay_password);
    return creditPay(db, clientId, query.orderCode, by);
  });
  route(app, pay.creditPayPost, async ({ who, body }) => {
    const { clientId, by } = payerOf(who);
    await checkPayPassword(db, clientId, body.pay_password);
    return creditPay(db, clientId, body.orderCode, by);
  });
  route(app, pay.bankTransfer, async ({ who, query }) => {
    const { clientId, by } = payerOf(who);
    return bankTransfer(db, clientId, query.orderCode, by);
  });
  route(app, pay.wxpay, async ({ who, body, req }) => orderQr(db, payerOf(who).clientId, body.orderCode, 'wx', originOf(req)));
  route(app, pay.alipay, async ({ who, body, req }) => orderQr(db, payerOf(who).clientId, body.orderCode, 'zfb', originOf(req)));
  route(app, pay.wxpayReturn, async ({ who, query }) => orderPayState(db, payerOf(who).clientId, query.orderCode));
  route(app, pay.ajaxGetStatus, async ({ who, body }) => {
    const code = body.order_code ?? body.orderNo;
    return payStatus(db, payerOf(who).clientId, code ?? '');
  });

  // Notifications: the raw bytes are what is signed, so this context parses every body as a string.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) => done(null, body));
    const options: RouteOptions = {
      method: 'POST',
      url: API_PREFIX + pay.payNotify.path,
      config: { auth: pay.payNotify.auth, identityCheck: false, endpoint: pay.payNotify },
      schema: {
        tags: [pay.payNotify.tag],
        summary: pay.payNotify.summary,
        params: pay.payNotify.params as object,
        response: fileResponses(pay.payNotify.file ?? [], '按支付平台要求的应答'),
      },
      handler: async (req, reply) => {
        const name = (req.params as { provider: string }).provider as ProviderName;
        const provider = PROVIDER_NAMES.includes(name) ? providerByName(name) : null;
        if (!provider) return reply.status(404).type('text/plain; charset=utf-8').send('fail');
        const rawBody = typeof req.body === 'string' ? req.body : '';
        const result = await handleNotify(db, provider, flatHeaders(req.headers), rawBody).catch((err: unknown) => {
          req.log.error({ err }, 'payment notification failed');
          return { reply: provider.reply(false) };
        });
        return reply.status(result.reply.status).type(result.reply.contentType).send(result.reply.body);
      },
    };
    raw.route(options);
  });

  // A static path wins over the parametric page route below.
  const sandboxDoc = (summary: string, type: string) => ({ schema: { tags: ['支付沙箱'], summary, response: fileResponses([type], summary) } });
  app.get(`${SANDBOX_PATH}/confirm.js`, sandboxDoc('沙箱收银台的脚本', MEDIA.javascript), async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_SCRIPT),
  );
  app.get(`${SANDBOX_PATH}/:outTradeNo`, sandboxDoc('沙箱收银台（扫码后确认支付的页面）', MEDIA.html), async (req, reply) => {
    const no = String((req.params as { outTradeNo?: string }).outTradeNo ?? '').slice(0, 64);
    const { status, html } = await sandboxPage(db, no);
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
