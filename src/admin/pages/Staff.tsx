import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { createStaff, listStaff, resetStaff, updateStaff } from '../../api/admin/staff';
import { errorText } from '../../api/errors';
import type { StaffRow } from '../../contract/admin-staff';
import { STAFF_MSG, STAFF_ROLE_KEYS, STAFF_ROLES, type StaffRole } from '../../model/staff';
import { Button } from '../../ui/Button';
import { Table } from '../../ui/Table';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { confirmedStep } from '../confirmStep';
import { useFilterFormClass } from '../Filters';
import { $me } from '../session';
import { Loaded } from '../Loaded';
import { useTitle } from '../useTitle';

function RolePicks({ idPrefix, roles, onChange }: { idPrefix: string; roles: StaffRole[]; onChange: (r: StaffRole[]) => void }) {
  return (
    <fieldset style={{ border: 'none', margin: 0, padding: 0, display: 'flex', gap: 10, flexWrap: 'wrap' }}>
      <VisuallyHidden as="legend">角色</VisuallyHidden>
      {STAFF_ROLE_KEYS.map((r) => (
        <label key={r} htmlFor={`${idPrefix}-${r}`} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <input
            id={`${idPrefix}-${r}`}
            type="checkbox"
            checked={roles.includes(r)}
            onChange={(e) => onChange(e.target.checked ? [...roles, r] : roles.filter((x) => x !== r))}
          />
          {STAFF_ROLES[r]}
        </label>
      ))}
    </fieldset>
  );
}

/** 后台账号 (管理员): the accounts, a new one, roles, disable / enable, new password or authenticator. */
export default function StaffPage() {
  useTitle('后台账号');
  const css = useCss();
  const formClass = useFilterFormClass();
  const me = useStore($me);
  const { state, retry } = useRemote(() => listStaff(), 'staff');
  const [username, setUsername] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [error, setError] = useState('');
  const [secret, setSecret] = useState('');
  const [editing, setEditing] = useState<Record<number, StaffRole[]>>({});

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^[A-Za-z][A-Za-z0-9_]{2,29}$/.test(username)) return setError('用户名须为 3–30 位字母、数字或下划线，以字母开头');
    if (!name.trim()) return setError('请填写姓名');
    if (roles.length === 0) return setError(STAFF_MSG.rolesRequired);
    try {
      const r = await createStaff({ username, name: name.trim(), roles });
      setSecret(`账号 ${r.staff.username} 的临时密码：${r.password}（只显示这一次）`);
      setUsername('');
      setName('');
      setRoles([]);
      setError('');
      retry();
    } catch (err) {
      setError(errorText(err, '创建失败，请稍后再试'));
    }
  };
  const step = confirmedStep(retry);
  const resetPassword = (s: StaffRow) =>
    step(`为 ${s.username} 生成新的临时密码吗？其登录将失效。`, async () => {
      const r = await resetStaff(s.id, 'password');
      setSecret(`账号 ${s.username} 的临时密码：${r.password ?? ''}（只显示这一次）`);
    }, '密码已重置');

  return (
    <section className={css`h1 { margin: 0 0 16px; font-size: 20px; } h2 { font-size: 16px; margin: 16px 0 12px; } .ops { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }`}>
      <h1>后台账号</h1>
      <h2>新建账号</h2>
      <form className={formClass} onSubmit={(e) => void create(e)} aria-label="新建后台账号">
        <div className="field">
          <label htmlFor="staff-username">用户名</label>
          <input id="staff-username" type="text" value={username} onChange={(e) => setUsername(e.target.value)} maxLength={30} />
        </div>
        <div className="field">
          <label htmlFor="staff-name">姓名</label>
          <input id="staff-name" type="text" value={name} onChange={(e) => setName(e.target.value)} maxLength={30} />
        </div>
        <RolePicks idPrefix="new-role" roles={roles} onChange={setRoles} />
        <Button type="submit" variant="primary">
          新建
        </Button>
        {error && (
          <p role="alert" style={{ flexBasis: '100%', margin: 0, color: t.danger }}>
            {error}
          </p>
        )}
      </form>
      {secret && (
        <p role="status" data-testid="staff-secret">
          {secret}
        </p>
      )}
      <h2>全部账号</h2>
      <Loaded state={state} retry={retry} failed="后台账号加载失败" empty="没有后台账号" rows={3}>
        {(data) => (
          <Table<StaffRow>
            caption="后台账号"
            captionHidden
            testId="staff"
            rows={data}
            rowKey={(r) => r.id}
            rowData={(r) => ({ 'data-username': r.username })}
            columns={[
              { title: '用户名', nowrap: true, cell: (r) => r.username },
              { title: '姓名', nowrap: true, cell: (r) => r.name },
              {
                title: '角色',
                cell: (r) => {
                  const picked = editing[r.id] ?? r.roles;
                  return (
                    <span className="ops">
                      <RolePicks idPrefix={`role-${r.id}`} roles={picked} onChange={(x) => setEditing((e) => ({ ...e, [r.id]: x }))} />
                      {editing[r.id] && (
                        <Button
                          size="sm"
                          aria-label={`保存 ${r.username} 的角色`}
                          onClick={() =>
                            void step(`保存 ${r.username} 的角色吗？`, () => updateStaff({ id: r.id, roles: picked }).then(() => setEditing(({ [r.id]: _, ...rest }) => rest)), '角色已保存')
                          }
                        >
                          保存
                        </Button>
                      )}
                    </span>
                  );
                },
              },
              { title: '动态口令', nowrap: true, cell: (r) => (r.totp_enrolled ? '已绑定' : '未绑定') },
              { title: '状态', nowrap: true, cell: (r) => (r.disabled ? '已停用' : '正常') },
              {
                title: '操作',
                cell: (r) => (
                  <span className="ops">
                    {r.id === me?.id ? (
                      '（本人）'
                    ) : (
                      <>
                        <Button size="sm" variant="text" aria-label={`${r.disabled ? '启用' : '停用'} ${r.username}`} onClick={() => void step(`${r.disabled ? '启用' : '停用'} ${r.username} 吗？`, () => updateStaff({ id: r.id, disabled: !r.disabled }), r.disabled ? '已启用' : '已停用')}>
                          {r.disabled ? '启用' : '停用'}
                        </Button>
                        <Button size="sm" variant="text" aria-label={`重置密码：${r.username}`} onClick={() => void resetPassword(r)}>
                          重置密码
                        </Button>
                        <Button size="sm" variant="text" aria-label={`重置动态口令：${r.username}`} onClick={() => void step(`重置 ${r.username} 的动态口令吗？下次登录须重新绑定验证器。`, () => resetStaff(r.id, 'totp'), '动态口令已重置')}>
                          重置动态口令
                        </Button>
                      </>
                    )}
                  </span>
                ),
              },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}
