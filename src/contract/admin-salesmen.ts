/**
 * The back office's salesmen and territories (/admin/salesmen, issue 28, 管理员): the salesmen with their customers'
 * count and territories, a new salesman (a one-time password shown once), disabling one (his sessions end), a
 * client moved to another salesman (he leaves the old one's console), and a salesman's territories replaced — each
 * audited with the staff member.
 */
import { Type, type Static } from '@sinclair/typebox';
import { STAFF_ACCESS } from '../model/staff';
import { endpoint } from './define';
import { Id, List, Str } from './fields';

const staff = { auth: 'staff', roles: STAFF_ACCESS.salesmen, tag: '后台业务员' } as const;

const Region = Type.Object({
  province: Str('省份', 20, { minLength: 1 }),
  city: Type.Optional(Str('城市', 20)),
  area: Type.Optional(Str('区县', 20)),
});

export const AdminSalesman = Type.Object({
  salesman_id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  company_name: Type.String(),
  active: Type.Boolean(),
  customers: Type.Integer({ description: '负责的客户数' }),
  regions: Type.Array(Type.Object({ province: Type.String(), city: Type.String(), area: Type.String() })),
});
export type AdminSalesman = Static<typeof AdminSalesman>;

export const adminSalesmen = endpoint({
  ...staff,
  method: 'GET',
  path: '/admin/salesmen',
  summary: '业务员列表（负责客户数、片区、状态）与可选的所属公司',
  response: Type.Object({ list: Type.Array(AdminSalesman), companies: Type.Array(Type.Object({ company_id: Type.Integer(), name: Type.String() })) }),
});

export const adminSalesmanCreate = endpoint({
  ...staff,
  method: 'POST',
  path: '/admin/salesmanCreate',
  summary: '新建业务员（返回一次性初始密码，只显示这一次），写入操作日志',
  body: Type.Object({
    username: Str('用户名', 30, { minLength: 3, pattern: '^[A-Za-z0-9_]+$' }),
    name: Str('姓名', 20, { minLength: 1 }),
    phone: Type.Optional(Str('手机号', 11, { pattern: '^(1\\d{10})?$' })),
    company_id: Id('所属公司'),
  }),
  response: Type.Object({ salesman: AdminSalesman, password: Type.String() }),
});

export const adminSalesmanActive = endpoint({
  ...staff,
  method: 'POST',
  path: '/admin/salesmanActive',
  summary: '停用（结束其登录）或启用业务员，写入操作日志',
  body: Type.Object({ salesman_id: Id('业务员'), active: Type.Boolean({ title: '启用' }) }),
  response: AdminSalesman,
});

export const adminSalesmanAssign = endpoint({
  ...staff,
  method: 'POST',
  path: '/admin/salesmanAssign',
  summary: '把客户交给业务员负责（从原业务员的客户中移出，原业务员代客下单随之结束），写入操作日志',
  body: Type.Object({ salesman_id: Id('业务员'), username: Str('客户账号', 40, { minLength: 1 }) }),
  response: AdminSalesman,
});

export const adminSalesmanRegions = endpoint({
  ...staff,
  method: 'POST',
  path: '/admin/salesmanRegions',
  summary: '设置业务员的片区（整体替换；市、区不填为整个上级），写入操作日志',
  body: Type.Object({ salesman_id: Id('业务员'), regions: List('片区', Region, 50) }),
  response: AdminSalesman,
});
