import { useState } from 'react';
import { useLocation } from 'wouter';
import { getRegistration, reviewRegistration } from '../../api/admin/registrations';
import { errorText } from '../../api/errors';
import type { RegistrationDetail, RegistrationLicence } from '../../contract/admin';
import { CLIENT_TYPES, type ClientType } from '../../model/enums';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { PictureViewer } from '../PictureViewer';
import { ReasonDialog } from '../ReasonDialog';
import { useTitle } from '../useTitle';
import { CHECK_STATUS_TEXT } from '../labels';

function Facts({ d }: { d: RegistrationDetail }) {
  const rows: [string, string][] = [
    ['单位名称', d.vencus_name],
    ['客户类型', CLIENT_TYPES[d.client_type as ClientType] ?? String(d.client_type)],
    ['登录账号', d.username],
    ['联系人', d.contact],
    ['手机号码', d.mobile],
    ['座机', d.telephone || '—'],
    ['采购人身份证', d.id_card],
    ['所在地区', d.region],
    ['详细地址', d.address],
    ['推荐业务员', d.referrer || '无'],
    ['提交时间', d.created_at],
    ['审核状态', CHECK_STATUS_TEXT[d.checkStatus] ?? ''],
    ...(d.reviewNote ? ([['驳回原因', d.reviewNote]] as [string, string][]) : []),
  ];
  return (
    <dl data-testid="registrant">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A licence: its pictures beside what the registrant entered for it (number, issuer, validity). */
function Licence({ l }: { l: RegistrationLicence }) {
  const hasDates = l.number || l.issuer || l.valid_from || l.valid_until;
  return (
    <section className="licence" data-testid={`licence-${l.kind}`} aria-labelledby={`lic-${l.kind}`}>
      <h3 id={`lic-${l.kind}`}>{l.label}</h3>
      <div className="side">
        <div className="pictures">
          {l.pictures.length === 0 ? <p className="muted">未上传图片</p> : l.pictures.map((k, i) => <PictureViewer key={k} pictureKey={k} label={`${l.label} 第${i + 1}张`} />)}
        </div>
        <dl className="entered">
          <div>
            <dt>证照编号</dt>
            <dd>{l.number || '未填写'}</dd>
          </div>
          <div>
            <dt>发证机关</dt>
            <dd>{l.issuer || '未填写'}</dd>
          </div>
          <div>
            <dt>有效期</dt>
            <dd data-testid="licence-validity">{hasDates && (l.valid_from || l.valid_until) ? `${l.valid_from ?? '—'} 至 ${l.valid_until ?? '—'}` : '未填写'}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

/** 注册详情: the registrant's details and every licence picture; 通过, or 驳回 with a reason. */
export default function RegistrationDetailPage({ id }: { id: number }) {
  useTitle('注册详情');
  const css = useCss();
  const [, navigate] = useLocation();
  const { state, retry } = useRemote(() => getRegistration(id), String(id));
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);

  /** The review; answers the refusal's text, or null once done (back to the list). */
  const review = async (action: 'approve' | 'reject', reason = ''): Promise<string | null> => {
    setBusy(true);
    try {
      await reviewRegistration({ client_id: id, action, ...(action === 'reject' ? { reason } : {}) });
      toast(action === 'approve' ? '已通过审核，客户现在可以登录' : '已驳回，客户登录时将看到驳回原因', 'success');
      setRejecting(false);
      navigate('/registrations');
      return null;
    } catch (e) {
      return errorText(e, '审核失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  const approve = async (d: RegistrationDetail) => {
    const ok = await confirmDialog({ title: '通过审核', message: `确定通过「${d.vencus_name}」的注册吗？通过后该客户即可登录下单。`, confirmText: '通过', cancelText: '取消' });
    if (!ok) return;
    const problem = await review('approve');
    if (problem) toast(problem, 'error', 4500);
  };

  const cls = css`
    h1 { margin: 0 0 16px; font-size: 20px; }
    h2 { font-size: 16px; margin: 0 0 12px; }
    h3 { font-size: 15px; margin: 0 0 8px; }
    .layout { display: grid; grid-template-columns: 300px minmax(0, 1fr); gap: 20px; align-items: start; }
    /* Up to a wide screen the particulars go above the pictures, so each picture keeps its dates beside it. */
    @media (max-width: 1399px) {
      .layout { grid-template-columns: minmax(0, 1fr); }
      .layout > .card:first-child dl { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 24px; }
    }
    .card { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 16px 20px; }
    dl { margin: 0; }
    dl > div { display: grid; grid-template-columns: 96px 1fr; gap: 8px; padding: 4px 0; }
    dt { color: ${t.muted}; }
    dd { margin: 0; word-break: break-all; }
    .licence { border-top: 1px solid ${t.border}; padding: 14px 0; }
    .licence:first-of-type { border-top: none; padding-top: 0; }
    .side { display: grid; grid-template-columns: minmax(0, 1fr) 220px; gap: 16px; align-items: start; }
    .pictures { display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); }
    .entered { background: ${t.bg}; border-radius: 6px; padding: 10px 12px; }
    .entered > div { grid-template-columns: 64px 1fr; }
    .muted { color: ${t.muted}; }
    .actions { display: flex; gap: 12px; margin-top: 16px; }
    .back { margin-bottom: 12px; }
  `;
  if (state.status === 'error' && !state.data) return <ErrorBox message={errorText(state.error, '注册详情加载失败')} onRetry={retry} />;
  const d = state.data;
  return (
    <section className={cls}>
      <div className="back">
        <Button variant="text" onClick={() => navigate('/registrations')}>
          ‹ 返回注册审核
        </Button>
      </div>
      <h1>注册详情{d ? `：${d.vencus_name}` : ''}</h1>
      {!d ? (
        <Skeleton rows={3} />
      ) : (
        <div className="layout">
          <div className="card">
            <h2>注册信息</h2>
            <Facts d={d} />
            {d.checkStatus === 0 && (
              <div className="actions">
                <Button variant="primary" disabled={busy} onClick={() => void approve(d)}>
                  通过
                </Button>
                <Button variant="danger" disabled={busy} onClick={() => setRejecting(true)}>
                  驳回
                </Button>
              </div>
            )}
          </div>
          <div className="card">
            <h2>资质图片（{d.licences.reduce((n, l) => n + l.pictures.length, 0)} 张）</h2>
            {d.licences.length === 0 ? <Empty>该客户没有上传资质</Empty> : d.licences.map((l) => <Licence key={l.kind} l={l} />)}
          </div>
        </div>
      )}
      <ReasonDialog open={rejecting} title="驳回注册" onClose={() => setRejecting(false)} onSubmit={(reason) => review('reject', reason)} />
    </section>
  );
}
