/** The distributor's licences shown on /help?name=qualification (the footer quotes the same numbers). */
export interface Certificate {
  name: string;
  number: string;
  /** Label of the number line: most say 证书编号, the business licence its credit code. */
  numberLabel: string;
  facts: [label: string, value: string][];
  issuer: string;
  validFrom: string;
  /** '长期' for no end date. */
  validTo: string;
  /** Band colour of the card. */
  tone: string;
}

export const COMPANY_NAME = '上海药采医药有限公司';

export const CERTIFICATES: Certificate[] = [
  {
    name: '药品经营许可证',
    numberLabel: '证书编号',
    number: '沪AA0210001',
    facts: [
      ['企业名称', COMPANY_NAME],
      ['经营方式', '批发'],
      ['经营范围', '中药饮片、中成药、化学药制剂、化学原料药、抗生素制剂、生化药品、生物制品（除疫苗）'],
      ['仓库地址', '上海市浦东新区康桥东路1188号3号库'],
    ],
    issuer: '上海市药品监督管理局',
    validFrom: '2024-03-15',
    validTo: '2029-03-14',
    tone: '#0f7b6c',
  },
  {
    name: 'GSP证书',
    numberLabel: '证书编号',
    number: 'A-SH-24-0317',
    facts: [
      ['企业名称', COMPANY_NAME],
      ['认证范围', '药品批发（含冷藏药品）'],
      ['认证依据', '《药品经营质量管理规范》'],
    ],
    issuer: '上海市药品监督管理局',
    validFrom: '2024-03-15',
    validTo: '2029-03-14',
    tone: '#1d6fb8',
  },
  {
    name: '营业执照',
    numberLabel: '统一社会信用代码',
    number: '91310115MA1H8Y6C2Q',
    facts: [
      ['名称', COMPANY_NAME],
      ['类型', '有限责任公司（自然人投资或控股）'],
      ['法定代表人', '陈建华'],
      ['注册资本', '人民币5000万元整'],
      ['住所', '上海市浦东新区康桥东路1188号'],
    ],
    issuer: '上海市浦东新区市场监督管理局',
    validFrom: '2018-06-08',
    validTo: '长期',
    tone: '#b45309',
  },
  {
    name: '互联网药品信息服务资格证书',
    numberLabel: '证书编号',
    number: '(沪)-经营性-2021-0088',
    facts: [
      ['服务单位', COMPANY_NAME],
      ['网站名称', '药采 YaoCai'],
      ['服务性质', '经营性'],
    ],
    issuer: '上海市药品监督管理局',
    validFrom: '2024-08-20',
    validTo: '2029-08-19',
    tone: '#7b3fa0',
  },
  {
    name: '医疗器械经营许可证',
    numberLabel: '许可证编号',
    number: '沪浦食药监械经营许20210066号',
    facts: [
      ['企业名称', COMPANY_NAME],
      ['经营方式', '批发'],
      ['经营范围', '第三类医疗器械：注射穿刺器械、医用卫生材料及敷料、临床检验器械'],
    ],
    issuer: '上海市浦东新区市场监督管理局',
    validFrom: '2026-04-28',
    validTo: '2031-04-27',
    tone: '#c8102e',
  },
];
