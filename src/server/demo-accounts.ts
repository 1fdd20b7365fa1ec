/**
 * Demo logins seeded into every fresh database. Pure data (no server imports) so the site may show it as a hint.
 */
export const DEMO_PASSWORD = 'yc123456';

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
