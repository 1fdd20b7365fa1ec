import { useState, type FormEvent } from 'react';
import { call } from '../../api/call';
import { errorText } from '../../api/errors';
import * as pt from '../../contract/partners';
import type { AdminCisPartner, AdminErpPartner, CisCredentials, PartnerCredentials, WebhookDelivery } from '../../contract/partners';
import { CIS_CODE_HINT, CIS_CODE_PATTERN, PARTNER_MSG, PARTNER_NAME_MAX } from '../../model/partner-rules';
import { schemaProblem, type JsonSchema } from '../../model/schema-check';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Table } from '../../ui/Table';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote, type RemoteState } from '../../ui/useRemote';
import { confirmedStep } from '../confirmStep';
import { useFilterFormClass } from '../Filters';
import { Loaded } from '../Loaded';
import { useTitle } from '../useTitle';

/** The last pushes to one ERP key's webhook. */
function Deliveries({ keyId }: { keyId: string }) {
  const { state, retry } = useRemote(() => call(pt.adminPartnerDeliveries, { key_id: keyId }, { quiet: true }), keyId);
  return (
    <Loaded state={state} retry={retry} failed="推送记录加载失败" empty="还没有推送记录" rows={2}>
      {(list) => (
        <Table<WebhookDelivery>
          caption={`${keyId} 最近的推送`}
          testId="deliveries"
          rows={list}
          rowKey={(r) => `${r.order_code}-${r.created_at}`}
          columns={[
            { title: '时间', nowrap: true, cell: (r) => r.created_at },
            { title: '订单', nowrap: true, cell: (r) => r.order_code },
            { title: '状态', nowrap: true, cell: (r) => r.state },
            { title: '尝试', num: true, cell: (r) => r.attempts },
            { title: '应答', cell: (r) => [r.last_status !== null ? `HTTP ${r.last_status}` : '', r.last_error].filter(Boolean).join(' ') || '—' },
            { title: '下次重试', nowrap: true, cell: (r) => r.next_attempt_at ?? '—' },
          ]}
        />
      )}
    </Loaded>
  );
}

/** A secret just made or rotated, shown this once (ERP key or clinic system) until 我已保存. */
function SecretShown({ who, idLabel, id, secret, note, testId, onDone }: { who: string; idLabel: string; id: string; secret: string; note: string; testId: string; onDone: () => void }) {
  return (
    <div className="secret" role="status" data-testid={testId}>
      <p>
        合作方：{who}　{idLabel}：<code>{id}</code>
      </p>
      <p>
        签名密钥：<code data-testid={`${testId}-value`}>{secret}</code>
      </p>
      <p>{note}</p>
      <Button size="sm" onClick={onDone}>
        我已保存
      </Button>
    </div>
  );
}

/** 诊所系统（CIS）: create (code and name; the secret shown once), rotate the secret, revoke — as the ERP keys above. */
function CisPartners({ state, retry }: { state: RemoteState<{ cis: AdminCisPartner[] }>; retry: () => void }) {
  const formClass = useFilterFormClass();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [made, setMade] = useState<CisCredentials | null>(null);
  const create = async (e: FormEvent) => {
    e.preventDefault();
    const body = { code: code.trim(), name: name.trim() };
    if (!new RegExp(CIS_CODE_PATTERN).test(body.code)) return setError(CIS_CODE_HINT);
    const problem = schemaProblem(pt.adminCisCreate.body as unknown as JsonSchema, body);
    if (problem || !body.name) return setError(body.name ? problem! : PARTNER_MSG.nameRequired);
    try {
      setMade(await call(pt.adminCisCreate, body, { quiet: true }));
      setCode('');
      setName('');
      retry();
    } catch (err) {
      setError(errorText(err, '新建失败，请稍后再试'));
    }
  };
  const step = confirmedStep(retry);
  const rotate = (c: AdminCisPartner) =>
    step(`轮换 ${c.name}（${c.code}）的签名密钥吗？旧密钥签的链接立即失效，请同时更新诊所系统的配置。`, async () => setMade(await call(pt.adminCisRotate, { code: c.code }, { quiet: true })), '已轮换签名密钥');
  const revoke = (c: AdminCisPartner) => step(`停用 ${c.name}（${c.code}）吗？此后从它进入药采的链接一律拒绝。`, () => call(pt.adminCisRevoke, { code: c.code }, { quiet: true }), '已停用');
  return (
    <>
      <h2>诊所系统（CIS）</h2>
      <form className={formClass} onSubmit={(e) => void create(e)} aria-label="新建诊所系统接入">
        <div className="field">
          <label htmlFor="cis-code">诊所系统代码（链接中的 partner）</label>
          <input id="cis-code" type="text" value={code} maxLength={32} onChange={(e) => (setCode(e.target.value), setError(''))} />
        </div>
        <div className="field">
          <label htmlFor="cis-name">诊所系统名称</label>
          <input id="cis-name" type="text" value={name} maxLength={PARTNER_NAME_MAX} onChange={(e) => (setName(e.target.value), setError(''))} />
        </div>
        <Button type="submit" variant="primary">
          新建接入
        </Button>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </form>
      {made && <SecretShown who={made.name} idLabel="诊所系统代码" id={made.code} secret={made.secret} note={PARTNER_MSG.cisSecretOnce} testId="cis-secret" onDone={() => setMade(null)} />}
      <Loaded state={state} retry={retry} failed="合作方加载失败" empty="没有诊所系统" isEmpty={(d) => d.cis.length === 0} rows={2}>
        {(d) => (
          <Table<AdminCisPartner>
            caption="诊所系统"
            captionHidden
            testId="cis-partners"
            rows={d.cis}
            rowKey={(r) => r.code}
            rowData={(r) => ({ 'data-code': r.code })}
            columns={[
              { title: '代码', nowrap: true, cell: (r) => r.code },
              { title: '名称', cell: (r) => r.name },
              { title: '状态', nowrap: true, cell: (r) => r.state },
              { title: '创建时间', nowrap: true, cell: (r) => r.created_at },
              { title: '可登录客户数', num: true, cell: (r) => r.clients },
              {
                title: '操作',
                cell: (r) =>
                  r.state === '已停用' ? (
                    '—'
                  ) : (
                    <span className="ops">
                      <Button size="sm" variant="text" aria-label={`轮换密钥：${r.name}`} onClick={() => void rotate(r)}>
                        轮换密钥
                      </Button>
                      <Button size="sm" variant="text" aria-label={`停用：${r.name}`} onClick={() => void revoke(r)}>
                        停用
                      </Button>
                    </span>
                  ),
              },
            ]}
          />
        )}
      </Loaded>
    </>
  );
}

/**
 * 合作方 (管理员): ERP keys — create (the secret shown once), rotate the secret (the old one signs for an hour more),
 * revoke, the webhook address and its recent pushes — and the clinic systems (CIS) that sign clients in (create,
 * rotate, revoke). The same services as `npm run operator -- partner-*` (CIS: services/cis/partners.ts).
 */
export default function PartnersPage() {
  useTitle('合作方');
  const css = useCss();
  const formClass = useFilterFormClass();
  const { state, retry } = useRemote(() => call(pt.adminPartners, {}, { quiet: true }), 'partners');
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [made, setMade] = useState<PartnerCredentials | null>(null);
  const [webhookOf, setWebhookOf] = useState<AdminErpPartner | null>(null);
  const [watching, setWatching] = useState('');
  const [hookUrl, setHookUrl] = useState('');
  const [hookError, setHookError] = useState('');

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(PARTNER_MSG.nameRequired);
    try {
      setMade(await call(pt.adminPartnerCreate, { name: name.trim() }, { quiet: true }));
      setName('');
      retry();
    } catch (err) {
      setError(errorText(err, '新建失败，请稍后再试'));
    }
  };
  const step = confirmedStep(retry);
  const rotate = (p: AdminErpPartner) =>
    step(`轮换 ${p.name}（${p.key_id}）的签名密钥吗？旧密钥一小时内仍可签名。`, async () => setMade(await call(pt.adminPartnerRotate, { key_id: p.key_id }, { quiet: true })), '已轮换签名密钥');
  const revoke = (p: AdminErpPartner) => step(`停用 ${p.name}（${p.key_id}）吗？此后用它签名的请求一律拒绝。`, () => call(pt.adminPartnerRevoke, { key_id: p.key_id }, { quiet: true }), '已停用');
  const saveWebhook = async (url: string) => {
    if (!webhookOf) return;
    try {
      await call(pt.adminPartnerWebhook, { key_id: webhookOf.key_id, url }, { quiet: true });
      toast(url ? '已设置推送地址' : '已停止推送', 'success');
      setWebhookOf(null);
      retry();
    } catch (err) {
      setHookError(errorText(err, '设置失败，请稍后再试'));
    }
  };
  const editWebhook = (p: AdminErpPartner) => {
    setWebhookOf(p);
    setHookUrl(p.webhook_url);
    setHookError('');
  };

  const cls = css`
    h1 { margin: 0 0 16px; font-size: 20px; }
    h2 { margin: 24px 0 12px; font-size: 16px; }
    .secret { background: ${t.surface}; border: 1px solid ${t.primary}; border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; }
    .secret code { word-break: break-all; }
    .ops { display: flex; flex-wrap: wrap; gap: 8px; }
    .url { word-break: break-all; }
    .error { flex-basis: 100%; margin: 0; color: ${t.danger}; }
    input.wide { width: 360px; max-width: 100%; }
  `;
  return (
    <section className={cls}>
      <h1>合作方</h1>
      <h2>ERP 接口密钥</h2>
      <form className={formClass} onSubmit={(e) => void create(e)} aria-label="新建接口密钥">
        <div className="field">
          <label htmlFor="partner-name">合作方名称</label>
          <input id="partner-name" type="text" value={name} maxLength={PARTNER_NAME_MAX} onChange={(e) => (setName(e.target.value), setError(''))} />
        </div>
        <Button type="submit" variant="primary">
          新建密钥
        </Button>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </form>
      {made && <SecretShown who={made.name} idLabel="密钥ID" id={made.key_id} secret={made.secret} note={PARTNER_MSG.secretOnce} testId="partner-secret" onDone={() => setMade(null)} />}
      <Loaded state={state} retry={retry} failed="合作方加载失败" empty="还没有 ERP 合作方" isEmpty={(d) => d.erp.length === 0} rows={3}>
        {(d) => (
          <Table<AdminErpPartner>
            caption="ERP 接口密钥"
            captionHidden
            testId="erp-partners"
            rows={d.erp}
            rowKey={(r) => r.key_id}
            rowData={(r) => ({ 'data-key': r.key_id })}
            columns={[
              { title: '密钥ID', nowrap: true, cell: (r) => r.key_id },
              { title: '合作方', cell: (r) => r.name },
              { title: '状态', nowrap: true, cell: (r) => r.state },
              { title: '创建时间', nowrap: true, cell: (r) => r.created_at },
              { title: '最近调用', nowrap: true, cell: (r) => r.last_used_at ?? '无' },
              { title: '推送地址', cell: (r) => <span className="url">{r.webhook_url || '未设置'}</span> },
              {
                title: '操作',
                cell: (r) =>
                  r.state === '已停用' ? (
                    '—'
                  ) : (
                    <span className="ops">
                      <Button size="sm" variant="text" aria-label={`轮换密钥：${r.name}`} onClick={() => void rotate(r)}>
                        轮换密钥
                      </Button>
                      <Button size="sm" variant="text" aria-label={`推送地址：${r.name}`} onClick={() => editWebhook(r)}>
                        推送地址
                      </Button>
                      <Button size="sm" variant="text" aria-label={`推送记录：${r.name}`} onClick={() => setWatching(watching === r.key_id ? '' : r.key_id)}>
                        推送记录
                      </Button>
                      <Button size="sm" variant="text" aria-label={`停用：${r.name}`} onClick={() => void revoke(r)}>
                        停用
                      </Button>
                    </span>
                  ),
              },
            ]}
          />
        )}
      </Loaded>
      {webhookOf && (
        <form
          className={formClass}
          aria-label={`推送地址：${webhookOf.name}`}
          onSubmit={(e) => {
            e.preventDefault();
            void saveWebhook(hookUrl.trim());
          }}
        >
          <div className="field">
            <label htmlFor="partner-webhook">{webhookOf.name} 的推送地址（http:// 或 https://）</label>
            <input id="partner-webhook" type="url" className="wide" value={hookUrl} maxLength={500} onChange={(e) => (setHookUrl(e.target.value), setHookError(''))} />
          </div>
          <Button type="submit" variant="primary">
            保存
          </Button>
          {webhookOf.webhook_url && <Button onClick={() => void saveWebhook('')}>停止推送</Button>}
          <Button onClick={() => setWebhookOf(null)}>取消</Button>
          {hookError && (
            <p className="error" role="alert">
              {hookError}
            </p>
          )}
        </form>
      )}
      {watching && <Deliveries keyId={watching} />}
      <CisPartners state={state} retry={retry} />
    </section>
  );
}
