/**
 * The back office's staff management (/admin/staff, issue 28, 管理员 only): the accounts with their roles, create one
 * (a temporary password shown once), change roles, disable / enable (a disabled account is out at its next
 * request), new password, new authenticator (the TOTP secret cleared: enrolled again at the next sign-in).
 */
import { Type, type Static } from '@sinclair/typebox';
import { STAFF_ACCESS, STAFF_ROLE_KEYS } from '../model/staff';
import { endpoint } from './define';
import { Id, List, OneOf, Str } from './fields';

const TAG = '后台账号';
const Roles = List('角色', OneOf('角色', STAFF_ROLE_KEYS), STAFF_ROLE_KEYS.length, { minItems: 1, uniqueItems: true });

export const StaffRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  roles: Type.Array(OneOf('角色', STAFF_ROLE_KEYS)),
  disabled: Type.Boolean(),
  totp_enrolled: Type.Boolean(),
  created_at: Type.String(),
});
export type StaffRow = Static<typeof StaffRow>;

export const adminStaffList = endpoint({
  method: 'GET',
  path: '/admin/staff',
  auth: 'staff',
  roles: STAFF_ACCESS.staff,
  tag: TAG,
  summary: '后台账号列表（角色、是否停用、是否已绑定验证器）',
  response: Type.Array(StaffRow),
});

export const adminStaffCreate = endpoint({
  method: 'POST',
  path: '/admin/staffCreate',
  auth: 'staff',
  roles: STAFF_ACCESS.staff,
  tag: TAG,
  summary: '新建后台账号：生成临时密码（只显示这一次），写入操作日志',
  body: Type.Object({
    username: Str('用户名', 30, { minLength: 3, pattern: '^[A-Za-z][A-Za-z0-9_]{2,29}$' }),
    name: Str('姓名', 30, { minLength: 1 }),
    roles: Roles,
  }),
  response: Type.Object({ staff: StaffRow, password: Type.String() }),
});

export const adminStaffUpdate = endpoint({
  method: 'POST',
  path: '/admin/staffUpdate',
  auth: 'staff',
  roles: STAFF_ACCESS.staff,
  tag: TAG,
  summary: '修改后台账号的角色或停用 / 启用（停用后其登录立即失效；不能停用自己或取消自己的管理员角色），写入操作日志',
  body: Type.Object({ id: Id('后台账号'), roles: Type.Optional(Roles), disabled: Type.Optional(Type.Boolean({ title: '停用' })) }),
  response: StaffRow,
});

export const adminStaffReset = endpoint({
  method: 'POST',
  path: '/admin/staffReset',
  auth: 'staff',
  roles: STAFF_ACCESS.staff,
  tag: TAG,
  summary: '重置其他后台账号的密码（临时密码只显示这一次）或动态口令（下次登录重新绑定验证器）；其登录随即失效，写入操作日志',
  body: Type.Object({ id: Id('后台账号'), what: OneOf('重置项', ['password', 'totp'] as const) }),
  response: Type.Object({ staff: StaffRow, password: Type.Optional(Type.String()) }),
});
