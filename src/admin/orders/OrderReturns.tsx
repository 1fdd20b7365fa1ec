import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { decideReturn, listOrderReturns } from '../../api/admin/returns';
import { errorText } from '../../api/errors';
import type { ReturnView } from '../../contract/returns';
import { RETURN_MSG } from '../../model/returns';
import { STAFF_ACCESS } from '../../model/staff';
import { Button } from '../../ui/Button';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useRemote } from '../../ui/useRemote';
import { confirmedStep } from '../confirmStep';
import { ReasonDialog } from '../ReasonDialog';
import { $me, mayUse } from '../session';

/**
 * 退货/退款申请 of one order (issue 29) and 财务's steps on them: 同意 (仅退款 pays back at once), 拒绝 with a reason,
 * and for an approved 退货退款 收货：可销售 (stock back) or 不可销售, which pays back. The server decides again.
 */
export function OrderReturns({ code, onDone }: { code: string; onDone: () => void }) {
  const me = useStore($me);
  const finance = mayUse(me, STAFF_ACCESS.finance);
  const { state, retry } = useRemote(() => listOrderReturns(code), code);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const after = () => {
    retry();
    onDone();
  };
  const step = confirmedStep(after);
  const decide = (r: ReturnView, action: 'approve' | 'receive', sellable?: 0 | 1) =>
    decideReturn({ return_id: r.id, action, ...(sellable === undefined ? {} : { sellable }) });
  const reject = async (note: string): Promise<string | null> => {
    if (rejecting === null) return null;
    try {
      await decideReturn({ return_id: rejecting, action: 'reject', note });
      setRejecting(null);
      after();
      return null;
    } catch (e) {
      return errorText(e, '操作失败，请稍后再试');
    }
  };

  if (state.status === 'error' && !state.data) return <ErrorBox message={errorText(state.error, '退货/退款申请加载失败')} onRetry={retry} />;
  if (!state.data) return <Skeleton rows={1} height={40} />;
  if (state.data.length === 0) return null;
  return (
    <div className="card">
      <h2>退货/退款申请</h2>
      <ol data-testid="order-returns">
        {state.data.map((r) => (
          <li key={r.id} data-status={r.status}>
            <p>
              {r.created_at} {r.kind_text} ¥{r.amount}（{r.status_text}
              {r.status === 'refunded' ? `，已退回 ¥${r.refunded}` : ''}）：{r.lines.map((l) => `${l.name} × ${l.units}`).join('；')}
            </p>
            <p>
              原因：{r.reason}
              {r.images.length > 0 && `（凭证 ${r.images.length} 张）`}
              {r.decision_note && `；处理说明：${r.decision_note}`}
              {r.sellable !== null && `；退回商品${r.sellable ? '可销售，已入库' : '不可销售'}`}
            </p>
            {finance && r.status === 'pending' && (
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button
                  variant="primary"
                  size="sm"
                  onClick={() =>
                    void step(
                      r.kind === 'refund' ? `同意并原路退回 ¥${r.amount} 吗？` : '同意退货吗？客户寄回商品后再确认收货并退款。',
                      () => decide(r, 'approve'),
                      RETURN_MSG.approved,
                    )
                  }
                >
                  同意
                </Button>
                <Button variant="danger" size="sm" onClick={() => setRejecting(r.id)}>
                  拒绝
                </Button>
              </div>
            )}
            {finance && r.status === 'approved' && (
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button variant="primary" size="sm" onClick={() => void step(`确认已收到退货（可销售，库存退回）并原路退回 ¥${r.amount} 吗？`, () => decide(r, 'receive', 1), RETURN_MSG.received)}>
                  已收货（可销售）
                </Button>
                <Button size="sm" onClick={() => void step(`确认已收到退货（不可销售，不入库）并原路退回 ¥${r.amount} 吗？`, () => decide(r, 'receive', 0), RETURN_MSG.received)}>
                  已收货（不可销售）
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <ReasonDialog open={rejecting !== null} title="拒绝退货/退款" label="拒绝原因（客户会看到）" confirmText="确认拒绝" onClose={() => setRejecting(null)} onSubmit={reject} />
    </div>
  );
}
