/** Demo companies, clients and salesmen (see src/server/demo-accounts.ts for the logins). */
import type { clients, companies } from '../schema';
import { CHECK_STATUS, CLIENT_STATUS } from '../../constants';

type NewClient = Omit<typeof clients.$inferInsert, 'passwordHash'>;

/** Inserted in this order into an empty database, so ids are 1..4; company 4 serves other provinces. */
export const COMPANIES: (typeof companies.$inferInsert)[] = [
  { name: '药采医药（上海）有限公司', province: '上海市' },
  { name: '药采医药（江苏）有限公司', province: '江苏省' },
  { name: '药采医药（安徽）有限公司', province: '安徽省' },
  { name: '药采医药（浙江）有限公司', province: '浙江省' },
];

const ALL_SCOPES = [0, 1, 2];
const shanghai = (area: string, address: string) => ({ province: '上海市', city: '上海市', area, address: `上海市${area}${address}` });

export const CLIENTS: NewClient[] = [
  {
    username: 'yaofang01', clientType: 1, name: '康宁大药房', contact: '王芳', phone: '13812345601', companyId: 1,
    ...shanghai('浦东新区', '张杨路1288号'), businessScopes: ALL_SCOPES, balanceFen: 328050, couponFen: 15000, dealOrderFen: 12865000,
  },
  {
    username: 'zhensuo01', clientType: 2, name: '仁和综合门诊部', contact: '赵强', phone: '13812345602', companyId: 1,
    ...shanghai('徐汇区', '漕溪北路398号'), businessScopes: ALL_SCOPES, balanceFen: 120000, couponFen: 5000, dealOrderFen: 4632000,
  },
  {
    username: 'weishengyuan01', clientType: 3, name: '花木社区卫生服务中心', contact: '陈静', phone: '13812345603', companyId: 1,
    ...shanghai('浦东新区', '梅花路100号'), businessScopes: ALL_SCOPES, dealOrderFen: 23810000,
  },
  {
    username: 'liansuo01', clientType: 4, name: '百姓缘大药房（张江店）', contact: '刘洋', phone: '13812345604', companyId: 1,
    ...shanghai('浦东新区', '张衡路666号'), businessScopes: [1, 2], balanceFen: 56000, dealOrderFen: 2150000,
  },
  {
    username: 'zongbu01', clientType: 5, name: '百姓缘医药连锁有限公司', contact: '孙丽', phone: '13812345605', companyId: 1,
    ...shanghai('静安区', '共和新路3088号'), businessScopes: ALL_SCOPES, balanceFen: 1500000, couponFen: 50000, dealOrderFen: 88620000,
  },
  {
    username: 'shangye01', clientType: 6, name: '申康医药有限公司', contact: '周杰', phone: '13812345606', companyId: 1,
    ...shanghai('闵行区', '莘庄工业区春东路508号'), businessScopes: ALL_SCOPES, balanceFen: 860000, dealOrderFen: 156300000,
  },
  {
    username: 'waisheng01', clientType: 1, name: '杭州康泰大药房', contact: '吴敏', phone: '13812345607', companyId: 4,
    province: '浙江省', city: '杭州市', area: '西湖区', address: '浙江省杭州市西湖区文三路90号', businessScopes: ALL_SCOPES,
    balanceFen: 20000, dealOrderFen: 980000,
  },
  {
    username: 'xinyong01', clientType: 2, name: '明德诊所', contact: '郑磊', phone: '13812345608', companyId: 1,
    ...shanghai('杨浦区', '国权路525号'), businessScopes: ALL_SCOPES, creditLimitFen: 5000000, dealOrderFen: 7320000,
  },
  {
    username: 'xinkehu01', clientType: 1, name: '新康大药房', contact: '何娟', phone: '13812345609', companyId: 1,
    province: '', city: '', area: '', address: '', businessScopes: ALL_SCOPES,
  },
  {
    username: 'dongjie01', clientType: 1, name: '同安大药房', contact: '马超', phone: '13812345610', companyId: 1,
    ...shanghai('宝山区', '牡丹江路1211号'), businessScopes: ALL_SCOPES, status: CLIENT_STATUS.frozen,
  },
  {
    username: 'daishen01', clientType: 1, name: '益康大药房', contact: '林峰', phone: '13812345611', companyId: 1,
    ...shanghai('嘉定区', '城中路138号'), businessScopes: ALL_SCOPES, checkStatus: CHECK_STATUS.pending,
  },
];

export const SALESMEN = [
  { username: 'ywy01', name: '张伟', phone: '13900000001', companyId: 1, clients: ['yaofang01', 'zhensuo01', 'liansuo01', 'xinyong01', 'xinkehu01'] },
  { username: 'ywy02', name: '李娜', phone: '13900000002', companyId: 1, clients: ['weishengyuan01', 'zongbu01', 'shangye01', 'waisheng01'] },
];
