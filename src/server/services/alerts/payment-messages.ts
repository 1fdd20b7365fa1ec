/**
 * The 支付 messages of money that is not an order's (issue 32): a wallet top-up credited, a credit bill repaid, a
 * member article bought. payments/notify.ts posts them in the notification's transaction, after the payment row
 * moved from unpaid to paid under its lock, so a notification delivered twice posts one message.
 */
import { fenToYuan } from '../../../model/money';
import type { NewMessage } from './messages';

export function rechargeMessage(clientId: number, r: { payFen: number; bonusFen: number; code: string }): NewMessage {
  const bonus = r.bonusFen > 0 ? `，赠送 ¥${fenToYuan(r.bonusFen)}` : '';
  return {
    clientId,
    kind: 'payment',
    title: `充值成功：¥${fenToYuan(r.payFen)}`,
    body: `账户充值 ¥${fenToYuan(r.payFen)}${bonus} 已到账${r.code ? `（充值单号 ${r.code}）` : ''}。`,
    link: '/personal/cash',
  };
}

export function repaymentMessage(clientId: number, r: { amountFen: number; billCode: string }): NewMessage {
  return {
    clientId,
    kind: 'payment',
    title: `信用还款成功：¥${fenToYuan(r.amountFen)}`,
    body: r.billCode ? `账单 ${r.billCode} 还款 ¥${fenToYuan(r.amountFen)} 已到账。` : `还款 ¥${fenToYuan(r.amountFen)} 已到账。`,
    link: '/personal/creditManagement',
  };
}

export function articleMessage(clientId: number, a: { articleId: number; title: string; amountFen: number }): NewMessage {
  return {
    clientId,
    kind: 'payment',
    title: `会员文章购买成功：${a.title}`,
    body: `已支付 ¥${fenToYuan(a.amountFen)}，现在可以阅读全文。`,
    link: `/member/details/${a.articleId}`,
  };
}
