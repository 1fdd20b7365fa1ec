/** Session and account views (SPEC §3, §7): the web token, login and logout, who is logged in, company choice. */
import { Type, type Static } from '@sinclair/typebox';
import { WEB_APP_ID } from '../model/constants';
import { Empty } from './common';
import { endpoint } from './define';
import { Id, Str, Yuan } from './fields';

const TAG = '会话与账号';
const Bit = Type.Unsafe<0 | 1>(Type.Integer({ minimum: 0, maximum: 1 }));

export const WebToken = Type.Object({
  api_token: Type.String(),
  /** ms epoch */
  expires_at: Type.Integer(),
});
export type WebToken = Static<typeof WebToken>;

export const CompanyChoice = Type.Object({ company_id: Type.Integer(), company_name: Type.String() });
export type CompanyChoice = Static<typeof CompanyChoice>;

export const LoginResult = Type.Object({
  client_id: Type.Optional(Type.Integer()),
  company_id: Type.Optional(Type.Integer()),
  salesman_id: Type.Optional(Type.Integer()),
  /** Only for a client with several selling companies: choose one with POST /w1/selectCompany. */
  companyList: Type.Optional(Type.Array(CompanyChoice)),
  /** Login issues a NEW token (the one sent is dropped: no session fixation); the browser keeps this one. */
  api_token: Type.String(),
  expires_at: Type.Integer(),
});
export type LoginResult = Static<typeof LoginResult>;

export const ClientInfo = Type.Object({ client_id: Type.Integer(), company_id: Type.Integer(), username: Type.String() });
export type ClientInfo = Static<typeof ClientInfo>;

export const UserInfo = Type.Object({
  client: Type.Object({
    address: Type.String(),
    vencus_name: Type.String(),
    company_name: Type.String(),
    province: Type.String(),
    city: Type.String(),
    area: Type.String(),
  }),
  DealOrderMoney: Yuan(),
  account_balance: Yuan(),
  coupon_amount: Yuan(),
  recharge: Type.Array(Type.Object({ pay: Type.Integer(), bonus: Type.Integer() })),
  isCredit: Bit,
  /** 0 pending review, 1 approved, 2 rejected. */
  client_Checkstatus: Type.Integer(),
});
export type UserInfo = Static<typeof UserInfo>;

export const SalesmanInfo = Type.Object({ salesman_id: Type.Integer(), salesman_name: Type.String() });
export type SalesmanInfo = Static<typeof SalesmanInfo>;

export const getWebToken = endpoint({
  method: 'POST',
  path: '/w1/GetWebToken',
  auth: 'none',
  tag: TAG,
  summary: '获取访问令牌（匿名会话，7天有效）',
  body: Type.Object({ appid: Str('应用标识', 64, { description: `固定为 ${WEB_APP_ID}` }) }),
  response: WebToken,
});

export const Credentials = Type.Object({
  username: Str('用户名', 50, { minLength: 1 }),
  password: Str('密码', 64, { minLength: 1 }),
});
export type Credentials = Static<typeof Credentials>;

export const login = endpoint({
  method: 'POST',
  path: '/w1/login',
  auth: 'session',
  identityCheck: false,
  tag: TAG,
  summary: '客户或业务员登录：签发新令牌（旧令牌作废），返回身份与 api_token',
  body: Credentials,
  response: LoginResult,
});

export const logout = endpoint({
  method: 'GET',
  path: '/loginOut',
  writes: true,
  auth: 'session',
  identityCheck: false,
  tag: TAG,
  summary: '退出登录（令牌保留为匿名）',
  response: Empty,
});

export const clientInfo = endpoint({
  method: 'GET',
  path: '/w1/clientInfo',
  auth: 'client',
  tag: TAG,
  summary: '当前客户身份（不含密码）',
  response: ClientInfo,
});

export const userInfo = endpoint({
  method: 'GET',
  path: '/w1/userInfo',
  auth: 'client',
  tag: TAG,
  summary: '客户资料、余额、授信与审核状态',
  response: UserInfo,
});

export const salesmanInfo = endpoint({
  method: 'GET',
  path: '/w1/salesmanInfo',
  auth: 'salesman',
  tag: TAG,
  summary: '当前业务员',
  response: SalesmanInfo,
});

export const selectCompany = endpoint({
  method: 'POST',
  path: '/w1/selectCompany',
  auth: 'client',
  // company_id is the company to switch TO, so the usual identity check (body == session) cannot apply.
  identityCheck: false,
  tag: TAG,
  summary: '多公司客户选择采购公司（重新绑定当前令牌）',
  body: Type.Object({ company_id: Id('采购公司'), client_id: Type.Optional(Id('客户ID')) }),
  response: Type.Object({ client_id: Type.Integer(), company_id: Type.Integer() }),
});
