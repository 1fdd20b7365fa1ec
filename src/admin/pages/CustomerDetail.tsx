import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { freezeCustomer, getCustomer, resetCustomerPassword, setCreditLimit } from '../../api/admin/customers';
import { errorText } from '../../api/errors';
import type { AdminCustomerDetail } from '../../contract/admin-customers';
import { parsePrice } from '../../model/effective-price';
import { STAFF_ACCESS } from '../../model/staff';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { CreditStatement } from '../customers/CreditStatement';
import { useFilterFormClass } from '../Filters';
import { ReasonDialog } from '../ReasonDialog';
import { $me, mayUse } from '../session';
import { useTitle } from '../useTitle';

function CreditForm({ d, onSaved }: { d: AdminCustomerDetail; onSaved: (x: AdminCustomerDetail) => void }) {
  const cls = useFilterFormClass();
  const [value, setValue] = useState(d.credit_limit);
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parsePrice(value.trim());
    if ('problem' in parsed) return setError(parsed.problem);
    try {
      onSaved(await setCreditLimit(d.client_id, value.trim()));
      setError('');
      toast('授信额度已调整', 'success');
    } catch (err) {
      setError(errorText(err, '调整失败，请稍后再试'));
    }
  };
  return (
    <form className={cls} onSubmit={(e) => void submit(e)} aria-label="调整授信额度">
      <div className="field">
        <label htmlFor="credit-limit">授信额度（元）</label>
        <input id="credit-limit" type="text" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} maxLength={12} />
      </div>
      <Button type="submit" variant="primary">
        保存授信额度
      </Button>
      {error && (
        <p role="alert" style={{ flexBasis: '100%', margin: 0, color: t.danger }}>
          {error}
        </p>
      )}
    </form>
  );
}

/** 客户详情: particulars, licences, purchasers, credit and salesmen; freeze / unfreeze, new password, credit line and its monthly statement by role. */
export default function CustomerDetailPage({ id }: { id: number }) {
  useTitle('客户详情');
  const css = useCss();
  const me = useStore($me);
  const [, navigate] = useLocation();
  const { state, retry } = useRemote(() => getCustomer(id), String(id));
  const [fresh, setFresh] = useState<AdminCustomerDetail | null>(null);
  const [freezing, setFreezing] = useState(false);
  const [temp, setTemp] = useState('');
  const d = fresh ?? state.data;
  const service = mayUse(me, STAFF_ACCESS.service);
  const finance = mayUse(me, STAFF_ACCESS.finance);

  const freeze = async (reason: string): Promise<string | null> => {
    if (!d) return null;
    try {
      setFresh(await freezeCustomer({ client_id: id, frozen: d.status !== 2, reason }));
      toast(d.status === 2 ? '已解冻' : '已冻结，该客户已退出登录', 'success');
      setFreezing(false);
      return null;
    } catch (e) {
      return errorText(e, '操作失败，请稍后再试');
    }
  };
  const reset = async () => {
    if (!d || !(await confirmDialog({ title: '重置密码', message: `为 ${d.username} 生成新的临时密码吗？该客户的所有登录将失效。`, confirmText: '重置', cancelText: '取消' }))) return;
    try {
      const r = await resetCustomerPassword(id);
      setTemp(`账号 ${r.username} 的临时密码：${r.password}（只显示这一次，请告知客户登录后修改）`);
    } catch (e) {
      toast(errorText(e, '重置失败，请稍后再试'), 'error');
    }
  };
  const cls = css`
    h1 { margin: 0 0 16px; font-size: 20px; }
    h2 { font-size: 16px; margin: 0 0 12px; }
    .card { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; }
    .statement-bar { display: flex; gap: 8px; align-items: center; margin-bottom: 8px; flex-wrap: wrap; }
    .statement-bar input { height: 32px; padding: 0 8px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
    dl { margin: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 24px; }
    dl > div { display: grid; grid-template-columns: 96px 1fr; gap: 8px; padding: 4px 0; }
    dt { color: ${t.muted}; }
    dd { margin: 0; word-break: break-all; }
    ul { margin: 0; padding-left: 20px; }
    .actions { display: flex; gap: 12px; }
  `;
  if (state.status === 'error' && !d) return <ErrorBox message={errorText(state.error, '客户详情加载失败')} onRetry={retry} />;
  return (
    <section className={cls}>
      <Button variant="text" onClick={() => navigate('/customers')}>
        ‹ 返回客户管理
      </Button>
      <h1>客户详情{d ? `：${d.name}` : ''}</h1>
      {!d ? (
        <Skeleton rows={3} />
      ) : (
        <>
          <div className="card">
            <h2>基本信息</h2>
            <dl>
              {[
                ['账号', d.username],
                ['状态', d.status === 2 ? '已冻结' : '正常'],
                ['联系人', `${d.contact} ${d.mobile}`],
                ['地址', d.address || '—'],
                ['现金余额', `¥${d.balance}`],
                ['授信 / 已用', `¥${d.credit_limit} / ¥${d.credit_used}`],
                ['业务员', d.salesmen.join('、') || '—'],
                ['注册时间', d.created_at],
              ].map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd data-testid={k === '状态' ? 'customer-status' : undefined}>{v}</dd>
                </div>
              ))}
            </dl>
          </div>
          {service && (
            <div className="card">
              <h2>账号操作</h2>
              <div className="actions">
                <Button variant={d.status === 2 ? 'primary' : 'danger'} onClick={() => setFreezing(true)}>
                  {d.status === 2 ? '解冻' : '冻结'}
                </Button>
                <Button onClick={() => void reset()}>重置密码</Button>
              </div>
              {temp && (
                <p role="status" data-testid="temp-password">
                  {temp}
                </p>
              )}
            </div>
          )}
          {finance && (
            <div className="card">
              <h2>授信额度</h2>
              <CreditForm d={d} onSaved={setFresh} />
            </div>
          )}
          {finance && (
            <div className="card">
              <h2>对账单</h2>
              <CreditStatement clientId={d.client_id} />
            </div>
          )}
          <div className="card">
            <h2>资质有效期</h2>
            {d.licences.length === 0 ? <p>未登记</p> : (
              <ul>
                {d.licences.map((l) => (
                  <li key={l.kind}>
                    {l.label}：{l.valid_until ? `有效期至 ${l.valid_until}` : '未登记有效期'}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="card">
            <h2>采购人员</h2>
            {d.purchasers.length === 0 ? <p>没有采购人员</p> : (
              <ul>
                {d.purchasers.map((p) => (
                  <li key={`${p.name}-${p.phone}`}>
                    {p.name} {p.phone}，委托书有效期至 {p.valid_until}{p.revoked ? '（已撤销）' : ''}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      <ReasonDialog
        open={freezing}
        title={d?.status === 2 ? '解冻客户' : '冻结客户'}
        label={d?.status === 2 ? '解冻原因（写入操作日志）' : '冻结原因（写入操作日志）'}
        confirmText={d?.status === 2 ? '确认解冻' : '确认冻结'}
        onClose={() => setFreezing(false)}
        onSubmit={freeze}
      />
    </section>
  );
}
