import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { cancelOrder, confirmTransfer, decideRefund, reviewOrder } from '../../api/admin/orders';
import { errorText } from '../../api/errors';
import type { AdminOrderDetail } from '../../contract/admin-orders';
import { ORDER_STATUS as S, transitionRefusal, type OrderStatus } from '../../model/order-status';
import { STAFF_ACCESS } from '../../model/staff';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { ReasonDialog } from '../ReasonDialog';
import { $me, mayUse } from '../session';
import { ShipForm } from './ShipForm';

/** May the back office (the operator's rules) move an order from `from` to `to`? */
const may = (from: number, to: OrderStatus) => transitionRefusal(from, to, 'operator') === null;

/**
 * The steps this staff member may take on this order now: the roles decide which (订单客服: review, ship, cancel;
 * 财务: confirm a transfer, decide a refund), the order-status rules decide when. The server checks both again.
 */
export function OrderSteps({ d, onDone }: { d: AdminOrderDetail; onDone: () => void }) {
  const me = useStore($me);
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const service = mayUse(me, STAFF_ACCESS.service);
  const finance = mayUse(me, STAFF_ACCESS.finance);
  const code = d.order_code;

  const run = async (question: string, done: string, step: () => Promise<unknown>) => {
    if (!(await confirmDialog({ title: '请确认', message: question, confirmText: '确定', cancelText: '取消' }))) return;
    setBusy(true);
    try {
      await step();
      toast(done, 'success');
      onDone();
    } catch (e) {
      toast(errorText(e, '操作失败，请稍后再试'), 'error', 4500);
    } finally {
      setBusy(false);
    }
  };
  const cancel = async (reason: string): Promise<string | null> => {
    try {
      await cancelOrder(code, reason);
      toast('订单已取消，库存与优惠券已退回', 'success');
      setCancelling(false);
      onDone();
      return null;
    } catch (e) {
      return errorText(e, '取消失败，请稍后再试');
    }
  };

  const buttons = [
    service && may(d.status, S.approved) && (
      <Button key="pass" variant="primary" disabled={busy} onClick={() => void run(`确定审核通过订单 ${code} 吗？`, '订单已审核通过', () => reviewOrder(code, 'pass'))}>
        审核通过
      </Button>
    ),
    service && may(d.status, S.rejected) && (
      <Button key="reject" disabled={busy} onClick={() => void run(`确定不通过订单 ${code} 的审核吗？`, '订单审核未通过', () => reviewOrder(code, 'reject'))}>
        审核不通过
      </Button>
    ),
    finance && d.status === S.pendingReview && (
      <Button key="transfer" variant="primary" disabled={busy} onClick={() => void run(`确认订单 ${code} 的对公转账 ¥${d.total} 已到账吗？`, '已确认转账到账', () => confirmTransfer(code))}>
        确认转账到账
      </Button>
    ),
    finance && may(d.status, S.refundApproved) && (
      <Button key="refund-online" variant="primary" disabled={busy} onClick={() => void run(`同意退款并原路退回 ¥${d.paid} 吗？`, '已同意退款', () => decideRefund({ order_code: code, action: 'approve', way: 'online' }))}>
        同意退款（原路退回）
      </Button>
    ),
    finance && may(d.status, S.refundApproved) && (
      <Button key="refund-offline" disabled={busy} onClick={() => void run(`同意退款并线下转账退回 ¥${d.paid} 吗？`, '已同意退款（线下）', () => decideRefund({ order_code: code, action: 'approve', way: 'offline' }))}>
        同意退款（线下转账）
      </Button>
    ),
    finance && may(d.status, S.refundRejected) && (
      <Button key="refund-reject" variant="danger" disabled={busy} onClick={() => void run(`确定拒绝订单 ${code} 的退款申请吗？`, '已拒绝退款', () => decideRefund({ order_code: code, action: 'reject' }))}>
        拒绝退款
      </Button>
    ),
    service && may(d.status, S.cancelled) && (
      <Button key="cancel" variant="danger" disabled={busy} onClick={() => setCancelling(true)}>
        取消订单
      </Button>
    ),
  ].filter(Boolean);
  const ship = service && may(d.status, S.shipped) && d.shipped_at === null;
  if (!buttons.length && !ship) return <p>当前状态下没有您可以进行的操作。</p>;
  return (
    <>
      {buttons.length > 0 && <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: ship ? 16 : 0 }}>{buttons}</div>}
      {ship && <ShipForm code={code} onDone={onDone} />}
      <ReasonDialog open={cancelling} title="取消订单" label="取消原因（写入订单记录）" confirmText="确认取消" onClose={() => setCancelling(false)} onSubmit={cancel} />
    </>
  );
}
