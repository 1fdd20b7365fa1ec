import { useState, type FormEvent, type ReactNode } from 'react';
import { assignClient, createSalesman, listSalesmen, setSalesmanActive, setSalesmanRegions } from '../../api/admin/salesmen';
import { errorText } from '../../api/errors';
import type { AdminSalesman } from '../../contract/admin-salesmen';
import { regionLineText, regionLines, SALESMAN_ADMIN_MSG } from '../../model/salesman-admin';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { Table } from '../../ui/Table';
import { useRemote } from '../../ui/useRemote';
import { useFilterFormClass } from '../Filters';
import { CardsPage, FormError } from '../FormParts';
import { Loaded } from '../Loaded';
import { useTitle } from '../useTitle';

/** A form's request (its body checked against the endpoint's schema first): the answer, or the refusal (schema or server) as text. */
async function send<T>(request: Promise<T>): Promise<{ ok: T } | { error: string }> {
  try {
    return { ok: await request };
  } catch (err) {
    return { error: errorText(err, '操作失败，请稍后再试') };
  }
}

/** The chosen salesman's id, or nothing (the schema then says 业务员不能为空). */
const chosen = (id: string) => (id ? { salesman_id: Number(id) } : {});

function FormCard({ title, label, children, error, onSubmit }: { title: string; label: string; children: ReactNode; error: string; onSubmit: () => void }) {
  const cls = useFilterFormClass();
  return (
    <div className="card">
      <h2>{title}</h2>
      <form className={cls} aria-label={label} noValidate onSubmit={(e: FormEvent) => (e.preventDefault(), onSubmit())}>
        {children}
        <FormError message={error} />
      </form>
    </div>
  );
}

/** 业务员与片区 (管理员): the salesmen, a new one, a client moved to one, one's territories, disable / enable. */
export default function SalesmenPage() {
  useTitle('业务员与片区');
  const [version, setVersion] = useState(0);
  const { state, retry } = useRemote(() => listSalesmen(), String(version));
  const reload = () => setVersion((v) => v + 1);
  const data = state.data;
  const [made, setMade] = useState<{ username: string; password: string } | null>(null);
  const [create, setCreate] = useState({ username: '', name: '', phone: '', company_id: '' });
  const [createError, setCreateError] = useState('');
  const [assign, setAssign] = useState({ username: '', salesman_id: '' });
  const [assignError, setAssignError] = useState('');
  const [regions, setRegions] = useState({ salesman_id: '', text: '' });
  const [regionsError, setRegionsError] = useState('');
  const companyId = create.company_id || String(data?.companies[0]?.company_id ?? '');

  const doCreate = async () => {
    const r = await send(createSalesman({ username: create.username.trim(), name: create.name.trim(), ...(create.phone.trim() ? { phone: create.phone.trim() } : {}), company_id: Number(companyId) }));
    if ('error' in r) return setCreateError(r.error);
    setMade({ username: r.ok.salesman.username, password: r.ok.password });
    setCreate({ username: '', name: '', phone: '', company_id: '' });
    reload();
  };
  const doAssign = async () => {
    const r = await send(assignClient({ ...chosen(assign.salesman_id), username: assign.username.trim() }));
    if ('error' in r) return setAssignError(r.error);
    toast(`客户已交给 ${r.ok.name}`, 'success');
    setAssign({ username: '', salesman_id: '' });
    reload();
  };
  const doRegions = async () => {
    const lines = regionLines(regions.text);
    if ('bad' in lines) return setRegionsError(SALESMAN_ADMIN_MSG.badRegion(lines.bad));
    const r = await send(setSalesmanRegions({ ...chosen(regions.salesman_id), regions: lines.regions }));
    if ('error' in r) return setRegionsError(r.error);
    toast('片区已保存', 'success');
    setRegions({ salesman_id: '', text: '' });
    reload();
  };
  const toggle = async (s: AdminSalesman) => {
    const word = s.active ? '停用' : '启用';
    if (!(await confirmDialog({ title: `${word}业务员`, message: s.active ? `停用后 ${s.name} 将被退出登录且不能再登录。` : `确定启用 ${s.name} 吗？`, confirmText: word, cancelText: '取消' }))) return;
    const r = await send(setSalesmanActive({ salesman_id: s.salesman_id, active: !s.active }));
    if ('error' in r) return toast(r.error, 'error');
    toast(`已${word}`, 'success');
    reload();
  };
  const salesmanSelect = (id: string, value: string, onChange: (v: string) => void) => (
    <div className="field">
      <label htmlFor={id}>业务员</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">请选择</option>
        {data?.list.map((s) => (
          <option key={s.salesman_id} value={s.salesman_id}>
            {s.name}（{s.username}）{s.active ? '' : '已停用'}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <CardsPage title="业务员与片区" extra=".forms { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 0 16px; }">
      <div className="card">
        <Loaded state={state} retry={retry} failed="业务员加载失败" empty="还没有业务员" rows={3}>
          {(found) => (
            <Table<AdminSalesman>
              caption="业务员"
              testId="salesmen"
              rows={found.list}
              rowKey={(r) => r.salesman_id}
              rowData={(r) => ({ 'data-salesman': r.username })}
              columns={[
                { title: '姓名', nowrap: true, cell: (r) => r.name },
                { title: '用户名', cell: (r) => r.username },
                { title: '手机', nowrap: true, cell: (r) => r.phone || '—' },
                { title: '公司', cell: (r) => r.company_name },
                { title: '客户数', num: true, cell: (r) => r.customers },
                { title: '片区', cell: (r) => r.regions.map(regionLineText).join('；') || '—' },
                { title: '状态', nowrap: true, cell: (r) => (r.active ? '正常' : '已停用') },
                {
                  title: '操作',
                  nowrap: true,
                  cell: (r) => (
                    <>
                      <Button size="sm" variant="text" aria-label={`编辑片区 ${r.name}`} onClick={() => setRegions({ salesman_id: String(r.salesman_id), text: r.regions.map(regionLineText).join('\n') })}>
                        片区
                      </Button>
                      <Button size="sm" variant="text" aria-label={`${r.active ? '停用' : '启用'}业务员 ${r.name}`} onClick={() => void toggle(r)}>
                        {r.active ? '停用' : '启用'}
                      </Button>
                    </>
                  ),
                },
              ]}
            />
          )}
        </Loaded>
      </div>
      <div className="forms">
        <FormCard title="分配客户" label="分配客户" error={assignError} onSubmit={() => void doAssign()}>
          <div className="field">
            <label htmlFor="assign-username">客户账号</label>
            <input id="assign-username" value={assign.username} onChange={(e) => (setAssign((a) => ({ ...a, username: e.target.value })), setAssignError(''))} />
          </div>
          {salesmanSelect('assign-salesman', assign.salesman_id, (v) => (setAssign((a) => ({ ...a, salesman_id: v })), setAssignError('')))}
          <Button type="submit" variant="primary">
            交给该业务员
          </Button>
        </FormCard>
        <FormCard title="设置片区" label="设置片区" error={regionsError} onSubmit={() => void doRegions()}>
          {salesmanSelect('regions-salesman', regions.salesman_id, (v) => (setRegions((a) => ({ ...a, salesman_id: v })), setRegionsError('')))}
          <div className="field">
            <label htmlFor="regions-text">片区（每行：省 [市] [区]）</label>
            <textarea id="regions-text" rows={3} value={regions.text} onChange={(e) => (setRegions((a) => ({ ...a, text: e.target.value })), setRegionsError(''))} />
          </div>
          <Button type="submit" variant="primary">
            保存片区
          </Button>
        </FormCard>
        <FormCard title="新建业务员" label="新建业务员" error={createError} onSubmit={() => void doCreate()}>
          <div className="field">
            <label htmlFor="new-username">用户名</label>
            <input id="new-username" value={create.username} onChange={(e) => (setCreate((c) => ({ ...c, username: e.target.value })), setCreateError(''))} />
          </div>
          <div className="field">
            <label htmlFor="new-name">姓名</label>
            <input id="new-name" value={create.name} onChange={(e) => (setCreate((c) => ({ ...c, name: e.target.value })), setCreateError(''))} />
          </div>
          <div className="field">
            <label htmlFor="new-phone">手机号（可选）</label>
            <input id="new-phone" inputMode="tel" value={create.phone} onChange={(e) => (setCreate((c) => ({ ...c, phone: e.target.value })), setCreateError(''))} />
          </div>
          <div className="field">
            <label htmlFor="new-company">所属公司</label>
            <select id="new-company" value={companyId} onChange={(e) => setCreate((c) => ({ ...c, company_id: e.target.value }))}>
              {data?.companies.map((c) => (
                <option key={c.company_id} value={c.company_id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="primary">
            新建业务员
          </Button>
          {made && (
            <p role="status" style={{ flexBasis: '100%', margin: 0 }}>
              已新建 {made.username}，初始密码 <strong data-testid="salesman-password">{made.password}</strong>（只显示这一次，请转告本人登录后修改）
            </p>
          )}
        </FormCard>
      </div>
    </CardsPage>
  );
}
