/**
 * Demo logins seeded into every fresh database. Pure data (no server imports) so the site may show it as a hint.
 */
import type { StaffRole } from '../model/staff';

export const DEMO_PASSWORD = 'yc123456';
/** The demo clients' 支付密码 (balance and credit payments), printed with the logins. */
export const DEMO_PAY_PASSWORD = '123456';

export interface DemoAccount {
  username: string;
  password: string;
  role: 'client' | 'salesman';
  /** What the account demonstrates, in Chinese. */
  label: string;
}

const client = (username: string, label: string): DemoAccount => ({ username, password: DEMO_PASSWORD, role: 'client', label });
const salesman = (username: string, label: string): DemoAccount => ({ username, password: DEMO_PASSWORD, role: 'salesman', label });

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  client('yaofang01', '单体药店'),
  client('zhensuo01', '营利性医疗机构'),
  client('weishengyuan01', '非营利性医疗机构'),
  client('liansuo01', '连锁单店（经营范围不含处方药）'),
  client('zongbu01', '连锁总部'),
  client('shangye01', '商业公司'),
  client('waisheng01', '外省客户（company_id 4）'),
  client('xinyong01', '信用客户（有授信额度）'),
  client('xinkehu01', '新客户（未设置省市区）'),
  client('duogongsi01', '多公司客户（登录后选择采购公司）'),
  client('dongjie01', '已冻结账号（无法登录）'),
  client('daishen01', '待审核账号（无法登录）'),
  client('zizhi01', '资质即将到期（GSP证书5天后到期）'),
  client('zizhi02', '资质已过期（不能提交订单，需上传新证）'),
  client('caigou01', '多名采购人员（下单时选择）'),
  salesman('ywy01', '业务员 张伟'),
  salesman('ywy02', '业务员 李娜'),
];

/** Back-office staff (issue 28), one per role; they sign in at /admin. */
export interface DemoStaff {
  username: string;
  password: string;
  name: string;
  role: StaffRole;
  /**
   * DEMO ONLY: a published TOTP secret (base32) for the roles that need a second factor, so a tester can compute the
   * codes (any authenticator app, or `oathtool --totp -b <secret>`). A real account enrols its own on first sign-in.
   */
  totpSecret?: string;
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  { username: 'admin01', password: DEMO_PASSWORD, name: '系统管理员', role: 'admin', totpSecret: 'YAOCAIDEMOADMINTOTPSECRETKEY2345' },
  { username: 'zhiliang01', password: DEMO_PASSWORD, name: '质量管理 王敏', role: 'quality' },
  { username: 'kefu01', password: DEMO_PASSWORD, name: '订单客服 刘洋', role: 'service' },
  { username: 'yunying01', password: DEMO_PASSWORD, name: '运营 陈晨', role: 'operations' },
  { username: 'caiwu01', password: DEMO_PASSWORD, name: '财务 赵静', role: 'finance', totpSecret: 'YAOCAIDEMOFINANCETOTPSECRET23456' },
];
