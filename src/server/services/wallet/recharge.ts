/** Top-up (充值) by WeChat or Alipay QR with the SPEC §9 bonus tiers; the bonus is credited when the money arrives. */
import { and, eq } from 'drizzle-orm';
import type { RechargeQr, RechargeState } from '../../../contract/wallet';
import { fenToYuan } from '../../../model/money';
import { PAY_MSG } from '../../../model/payment-messages';
import { TOP_UP_MAX_FEN, TOP_UP_MIN_FEN, topUpBonusFen, type WalletWay } from '../../../model/payment-rules';
import { clients, recharges } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import { newRechargeCode } from '../payments/ids';
import { startQr } from '../payments/qr';

export async function startRecharge(db: Db, clientId: number, yuan: number, way: WalletWay, origin: string): Promise<RechargeQr> {
  const payFen = yuan * 100;
  if (!Number.isSafeInteger(payFen) || payFen < TOP_UP_MIN_FEN || payFen > TOP_UP_MAX_FEN) throw new ApiError(400, PAY_MSG.topUpRange);
  const bonusFen = topUpBonusFen(payFen);
  return startQr(db, way, origin, async (tx) => {
    const rechargeCode = newRechargeCode();
    const [row] = await tx.insert(recharges).values({ rechargeCode, clientId, payFen, bonusFen, way }).returning({ id: recharges.id });
    return {
      target: { purpose: 'recharge', clientId, amountFen: payFen, subject: `药采账户充值 ${rechargeCode}`, rechargeId: row!.id },
      extra: { recharge_code: rechargeCode, pay: fenToYuan(payFen), bonus: fenToYuan(bonusFen) },
    };
  });
}

export async function rechargeState(db: Db, clientId: number, rechargeCode: string): Promise<RechargeState> {
  const [row] = await db
    .select({ r: recharges, balance: clients.balanceFen })
    .from(recharges)
    .innerJoin(clients, eq(clients.id, recharges.clientId))
    .where(and(eq(recharges.rechargeCode, rechargeCode), eq(recharges.clientId, clientId)));
  if (!row) throw new ApiError(400, PAY_MSG.rechargeMissing);
  return {
    recharge_code: row.r.rechargeCode,
    paid: row.r.status === 1 ? 1 : 0,
    pay: fenToYuan(row.r.payFen),
    bonus: fenToYuan(row.r.bonusFen),
    balance: fenToYuan(row.balance),
  };
}
