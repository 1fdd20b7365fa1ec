import { useState } from 'react';
import { listRenewals, reviewRenewal } from '../../api/admin/renewals';
import { errorText } from '../../api/errors';
import type { RenewalRow } from '../../contract/admin';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { Pager } from '../../ui/Pager';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { usePaging } from '../usePaging';
import { PictureViewer } from '../PictureViewer';
import { ReasonDialog } from '../ReasonDialog';
import { Loaded } from '../Loaded';
import { useTitle } from '../useTitle';

/** 资质更新审核: each renewal's picture beside the dates entered and the licence on record; 通过 or 驳回. */
export default function RenewalsPage() {
  useTitle('资质更新审核');
  const css = useCss();
  const { page, size, onChange } = usePaging();
  const { state, retry } = useRemote(() => listRenewals({ page, size }), `${page}|${size}`);
  const [rejecting, setRejecting] = useState<RenewalRow | null>(null);

  const review = async (r: RenewalRow, action: 'approve' | 'reject', reason = ''): Promise<string | null> => {
    try {
      await reviewRenewal({ id: r.id, action, ...(action === 'reject' ? { reason } : {}) });
      toast(action === 'approve' ? `已通过：${r.clinic_name} 的${r.label}` : `已驳回：${r.clinic_name} 的${r.label}`, 'success');
      setRejecting(null);
      retry();
      return null;
    } catch (e) {
      return errorText(e, '审核失败，请稍后再试');
    }
  };
  const approve = async (r: RenewalRow) => {
    const ok = await confirmDialog({ title: '通过资质更新', message: `确定通过「${r.clinic_name}」的${r.label}吗？有效期将更新为 ${r.valid_until}。`, confirmText: '通过', cancelText: '取消' });
    if (!ok) return;
    const problem = await review(r, 'approve');
    if (problem) toast(problem, 'error', 4500);
  };

  const cls = css`
    h1 { margin: 0 0 16px; font-size: 20px; }
    ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; }
    li { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 16px 20px; display: grid; grid-template-columns: 1fr 260px; gap: 16px; }
    h2 { font-size: 16px; margin: 0 0 8px; }
    dl { margin: 0 0 12px; }
    dl > div { display: grid; grid-template-columns: 96px 1fr; gap: 8px; padding: 3px 0; }
    dt { color: ${t.muted}; }
    dd { margin: 0; }
    .actions { display: flex; gap: 12px; }
  `;
  return (
    <section className={cls}>
      <h1>资质更新审核</h1>
      <Loaded state={state} retry={retry} failed="资质更新加载失败" empty="没有待审核的资质更新" rows={2} height={120}>
        {(data) => (
          <>
            <ol data-testid="renewals">
              {data.list.map((r) => (
                <li key={r.id} data-renewal={r.id}>
                  <PictureViewer pictureKey={r.picture} label={`${r.clinic_name} ${r.label}`} />
                  <div>
                    <h2>
                      {r.clinic_name}：{r.label}
                    </h2>
                    <dl>
                      <div>
                        <dt>客户账号</dt>
                        <dd>{r.username}</dd>
                      </div>
                      <div>
                        <dt>证照编号</dt>
                        <dd>{r.number}</dd>
                      </div>
                      <div>
                        <dt>发证机关</dt>
                        <dd>{r.issuer}</dd>
                      </div>
                      <div>
                        <dt>新有效期</dt>
                        <dd>
                          {r.valid_from} 至 {r.valid_until}
                        </dd>
                      </div>
                      <div>
                        <dt>现有效期至</dt>
                        <dd>{r.current_until ?? '未登记'}</dd>
                      </div>
                      <div>
                        <dt>提交时间</dt>
                        <dd>{r.created_at}</dd>
                      </div>
                    </dl>
                    <div className="actions">
                      <Button variant="primary" onClick={() => void approve(r)}>
                        通过
                      </Button>
                      <Button variant="danger" onClick={() => setRejecting(r)}>
                        驳回
                      </Button>
                    </div>
                  </div>
                </li>
              ))}
            </ol>
            <Pager
              page={data.page}
              size={data.size}
              total={data.total}
              onChange={onChange}
            />
          </>
        )}
      </Loaded>
      <ReasonDialog
        open={rejecting !== null}
        title="驳回资质更新"
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => (rejecting ? review(rejecting, 'reject', reason) : Promise.resolve(null))}
      />
    </section>
  );
}
