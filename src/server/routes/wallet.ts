/** Cash account (balance, ledger, top-up) and credit (amounts, bills, repayments). */
import type { FastifyInstance } from 'fastify';
import * as wallet from '../../contract/wallet';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../model/constants';
import { route } from '../http/route';
import { accountIndex } from '../services/wallet/cash';
import { creditAmount, creditInfo, repaymentList, repayQr } from '../services/wallet/credit';
import { rechargeState, startRecharge } from '../services/wallet/recharge';
import { originOf, payerOf } from './payments';
import { payPasswordState, savePayPassword, sendPayPasswordCode } from '../services/wallet/pay-password';
import { sandboxSms } from '../services/accounts/sms';
import { VERIFY_COOLDOWN_S } from '../services/accounts/verify-codes';
import { isDemoMode } from '../lib/demo-mode';
import type { RouteDeps } from './deps';

export async function walletArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, wallet.accountIndex, async ({ who, query }) =>
    accountIndex(db, payerOf(who).clientId, query.page ?? PAGE_DEFAULT, query.size ?? PAGE_SIZE_DEFAULT),
  );
  route(app, wallet.alipayRecharge, async ({ who, body, req }) => startRecharge(db, payerOf(who).clientId, body.money, 'zfb', originOf(req)));
  route(app, wallet.wxpayRecharge, async ({ who, body, req }) => startRecharge(db, payerOf(who).clientId, body.money, 'wx', originOf(req)));
  route(app, wallet.wxpayRechargeReturn, async ({ who, body }) => rechargeState(db, payerOf(who).clientId, body.recharge_code));
  route(app, wallet.getCreditAmount, async ({ who }) => creditAmount(db, payerOf(who).clientId));
  route(app, wallet.creditInfo, async ({ who }) => creditInfo(db, payerOf(who).clientId));
  route(app, wallet.repayments, async ({ who, body }) =>
    repaymentList(db, payerOf(who).clientId, body.page ?? PAGE_DEFAULT, body.size ?? PAGE_SIZE_DEFAULT, body.status),
  );
  route(app, wallet.repayAlipay, async ({ who, body, req }) => repayQr(db, payerOf(who).clientId, body.bill_id, 'zfb', originOf(req)));
  route(app, wallet.repayWx, async ({ who, body, req }) => repayQr(db, payerOf(who).clientId, body.bill_id, 'wx', originOf(req)));
  route(app, wallet.payPasswordState, async ({ who }) => payPasswordState(db, payerOf(who).clientId));
  route(app, wallet.payPasswordCode, async ({ who, req }) => {
    const sent = await sendPayPasswordCode(db, sandboxSms, payerOf(who).clientId, req.ip);
    return { phone: sent.phone, cooldown: VERIFY_COOLDOWN_S, ...(isDemoMode() ? { code: sent.code } : {}) };
  });
  route(app, wallet.savePayPassword, async ({ who, body }) => {
    const { clientId } = payerOf(who);
    await savePayPassword(db, clientId, body.code, body.pay_password);
    return payPasswordState(db, clientId);
  });
}
