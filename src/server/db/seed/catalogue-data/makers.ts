/**
 * Every manufacturer of the demo catalogue by a short key: full name, brand as printed on the box, the province
 * code of old-style approval numbers (国药准字H13023964 → 13) and, for device makers, the province and city
 * abbreviations of registration (苏械注准) and filing (苏丹械备) numbers.
 *
 * `origin`: 'domestic' and 'jv' (a joint venture's plant in China) hold 国药准字H/Z/S numbers; 'import' products
 * are registered as imported (国药准字HJ/SJ, 国械注进).
 */
export interface Maker {
  name: string;
  brand: string;
  prov: string;
  origin: 'domestic' | 'jv' | 'import';
  /** Device makers: 苏 of 苏械注准, 苏丹 of 苏丹械备. */
  reg?: string;
  record?: string;
}

const d = (name: string, brand: string, prov: string): Maker => ({ name, brand, prov, origin: 'domestic' });
const jv = (name: string, brand: string, prov: string): Maker => ({ name, brand, prov, origin: 'jv' });
const imp = (name: string, brand: string): Maker => ({ name, brand, prov: '', origin: 'import' });
const dev = (name: string, brand: string, reg: string, record: string, origin: Maker['origin'] = 'domestic'): Maker => ({
  name, brand, prov: '', origin, reg, record,
});

export const MAKER = {
  // chemical generics, domestic
  shuanghe: d('华润双鹤药业股份有限公司', '双鹤', '11'),
  shiyao: d('石药集团欧意药业有限公司', '石药', '13'),
  yangzijiang: d('扬子江药业集团有限公司', '扬子江', '32'),
  qilu: d('齐鲁制药有限公司', '齐鲁', '37'),
  hayao: d('哈药集团制药总厂', '哈药', '23'),
  huayao: d('华北制药股份有限公司', '华药', '13'),
  lianbang: d('珠海联邦制药股份有限公司', '联邦', '44'),
  xinyi: d('上海上药信谊药厂有限公司', '信谊', '31'),
  baiyunshan: d('广州白云山制药股份有限公司白云山制药总厂', '白云山', '44'),
  xiuzheng: d('修正药业集团股份有限公司', '修正', '22'),
  zhijun: d('国药集团致君（深圳）制药有限公司', '致君', '44'),
  huahai: d('浙江华海药业股份有限公司', '华海', '33'),
  hengrui: d('江苏恒瑞医药股份有限公司', '恒瑞', '32'),
  kelun: d('四川科伦药业股份有限公司', '科伦', '51'),
  siyao: d('石家庄四药有限公司', '四药', '13'),
  lunan: d('鲁南贝特制药有限公司', '鲁南', '37'),
  jingxin: d('浙江京新药业股份有限公司', '京新', '33'),
  xinhua: d('山东新华制药股份有限公司', '新华', '37'),
  jiudian: d('湖南九典制药股份有限公司', '九典', '43'),
  puli: d('海南普利制药股份有限公司', '普利', '46'),
  xinan: d('西南药业股份有限公司', '西南', '50'),
  chenxin: d('辰欣药业股份有限公司', '辰欣', '37'),
  zhengda: d('正大天晴药业集团股份有限公司', '正大天晴', '32'),
  dongyangguang: d('宜昌东阳光长江药业股份有限公司', '东阳光', '42'),
  xiehe: d('北京协和药厂有限公司', '协和', '11'),
  dongbei: d('东北制药集团沈阳第一制药有限公司', '东北制药', '21'),
  sanjing: d('哈药集团三精制药有限公司', '三精', '23'),
  jinling: d('金陵药业股份有限公司南京金陵制药厂', '金陵', '32'),
  shuangjing: d('青岛双鲸药业股份有限公司', '星鲨', '37'),
  hanmei: d('北京韩美药品有限公司', '韩美', '11'),
  jinyao: d('天津金耀药业有限公司', '金耀', '12'),
  yuanda: d('北京远大九和药业有限公司', '远大', '11'),
  anshi: d('安士制药（中山）有限公司', '迪巧', '44'),
  tonghua: d('通化东宝药业股份有限公司', '东宝', '22'),
  wanhui: d('北京万辉双鹤药业有限责任公司', '双鹤', '11'),
  ganli: d('甘李药业股份有限公司', '甘李', '11'),
  yazhou: d('海南亚洲制药股份有限公司', '快克', '46'),
  wutai: d('吉林省吴太感康药业有限公司', '感康', '22'),
  dayin: d('山东达因海洋生物制药股份有限公司', '达因', '37'),
  minsheng: d('杭州民生药业股份有限公司', '民生', '33'),
  aonuo: d('澳诺（中国）制药有限公司', '澳诺', '13'),
  xinlitai: d('深圳信立泰药业股份有限公司', '信立泰', '44'),
  lepuPharm: d('乐普药业股份有限公司', '乐普', '11'),
  jialin: d('北京嘉林药业股份有限公司', '嘉林', '11'),
  wanbang: d('江苏万邦生化医药集团有限责任公司', '万邦', '32'),
  huadong: d('杭州中美华东制药有限公司', '华东', '33'),
  shuangqi: d('内蒙古双奇药业股份有限公司', '双奇', '15'),
  tide: d('北京泰德制药股份有限公司', '泰德', '11'),
  // joint ventures making their originator brands in China
  shike: jv('中美天津史克制药有限公司', '史克', '12'),
  shiguibao: jv('中美上海施贵宝制药有限公司', '施贵宝', '31'),
  qiangsheng: jv('上海强生制药有限公司', '强生', '31'),
  yangsen: jv('西安杨森制药有限公司', '杨森', '61'),
  pfizerDl: jv('辉瑞制药有限公司', '辉瑞', '21'),
  bayerBj: jv('拜耳医药保健有限公司', '拜耳', '11'),
  azWx: jv('阿斯利康制药有限公司', '阿斯利康', '32'),
  sanofiHz: jv('赛诺菲（杭州）制药有限公司', '赛诺菲', '33'),
  msdHz: jv('杭州默沙东制药有限公司', '默沙东', '33'),
  novartisBj: jv('北京诺华制药有限公司', '诺华', '11'),
  ipsen: jv('博福-益普生（天津）制药有限公司', '益普生', '12'),
  wyeth: jv('惠氏制药有限公司', '惠氏', '32'),
  daiichi: jv('第一三共制药（上海）有限公司', '第一三共', '31'),
  boehringer: jv('上海勃林格殷格翰药业有限公司', '勃林格殷格翰', '31'),
  // imported
  santen: imp('参天制药株式会社', '参天'),
  alcon: imp('爱尔康公司（s.a. ALCON-COUVREUR n.v.）', '爱尔康'),
  eisai: jv('卫材（中国）药业有限公司', '卫材', '32'),
  novo: imp('诺和诺德公司（Novo Nordisk A/S）', '诺和诺德'),
  leo: imp('利奥制药有限公司（LEO Laboratories Ltd.）', '利奥'),
  merck: imp('默克健康护理有限公司（Merck Healthcare KGaA）', '默克'),
  sanofiDE: imp('赛诺菲安万特（德国）有限公司（Sanofi-Aventis Deutschland GmbH）', '赛诺菲'),
  azPty: imp('阿斯利康公司（AstraZeneca Pty Ltd）', '阿斯利康'),
  azAB: imp('阿斯利康公司（AstraZeneca AB）', '阿斯利康'),
  gsk: imp('葛兰素史克公司（Glaxo Wellcome Production）', '葛兰素史克'),
  // Chinese patent medicine, broad ranges
  tongrentang: d('北京同仁堂股份有限公司同仁堂制药厂', '同仁堂', '11'),
  sanjiu: d('华润三九医药股份有限公司', '999', '44'),
  hejihuangpu: d('广州白云山和记黄埔中药有限公司', '白云山', '44'),
  taiji: d('太极集团重庆涪陵制药厂有限公司', '太极', '50'),
  jiuzhitang: d('九芝堂股份有限公司', '九芝堂', '43'),
  zhongjing: d('仲景宛西制药股份有限公司', '仲景', '41'),
  jiangzhong: d('江中药业股份有限公司', '江中', '36'),
  kuihua: d('葵花药业集团股份有限公司', '葵花', '23'),
  zhongyi: d('广州白云山中一药业有限公司', '中一', '44'),
  bailing: d('贵州百灵企业集团制药股份有限公司', '百灵', '52'),
  jianmin: d('健民药业集团股份有限公司', '健民', '42'),
  darentang: d('天津中新药业集团股份有限公司达仁堂制药厂', '达仁堂', '12'),
  leiyunshang: d('雷允上药业集团有限公司', '雷允上', '32'),
  huqingyu: d('杭州胡庆余堂药业有限公司', '胡庆余堂', '33'),
  // Chinese patent medicine, makers of their own flagship products only
  yunnanbaiyao: { ...d('云南白药集团股份有限公司', '云南白药', '53'), reg: '滇', record: '滇昆' },
  yiling: d('石家庄以岭药业股份有限公司', '以岭', '13'),
  tasly: d('天士力医药集团股份有限公司', '天士力', '12'),
  pianzaihuang: d('漳州片仔癀药业股份有限公司', '片仔癀', '35'),
  buchang: d('陕西步长制药有限公司', '步长', '61'),
  kangyuan: d('江苏康缘药业股份有限公司', '康缘', '32'),
  dongeejiao: d('东阿阿胶股份有限公司', '东阿阿胶', '37'),
  aodong: d('吉林敖东延边药业股份有限公司', '敖东', '22'),
  jichuan: d('济川药业集团有限公司', '济川', '32'),
  xiangxue: d('广州市香雪制药股份有限公司', '香雪', '44'),
  zhongxin6: d('天津中新药业集团股份有限公司第六中药厂', '中新', '12'),
  hehuang: d('上海和黄药业有限公司', '和黄', '31'),
  weixin: d('北京北大维信生物科技有限公司', '北大维信', '11'),
  zhongsheng: d('广东众生药业股份有限公司', '众生', '44'),
  kunyao: d('昆药集团股份有限公司', '昆药', '53'),
  jiren: d('安徽济人药业有限公司', '济人', '34'),
  juxiechang: d('聚协昌（北京）药业有限公司', '聚协昌', '11'),
  benxi: d('辽宁华润本溪三药有限公司', '华润本溪', '21'),
  handan: d('邯郸制药股份有限公司', '邯郸', '13'),
  tongjitang: d('贵州同济堂制药有限公司', '同济堂', '52'),
  qizheng: d('西藏奇正藏药股份有限公司', '奇正', '54'),
  duyiwei: d('甘肃独一味生物制药股份有限公司', '独一味', '62'),
  kanghong: d('成都康弘制药有限公司', '康弘', '51'),
  huanqiu: d('广东环球制药有限公司', '环球', '44'),
  qianjin: d('株洲千金药业股份有限公司', '千金', '43'),
  bikai: d('海南碧凯药业有限公司', '碧凯', '46'),
  meibao: d('汕头市美宝制药有限公司', '美宝', '44'),
  dezhong: d('佛山德众药业有限公司', '德众', '44'),
  jinsangzi: d('广西金嗓子有限责任公司', '金嗓子', '45'),
  sanjin: d('桂林三金药业股份有限公司', '三金', '45'),
  wuzhou: d('广西梧州制药（集团）股份有限公司', '中恒', '45'),
  houpu: d('鲁南厚普制药有限公司', '鲁南', '37'),
  shenwei: d('神威药业集团有限公司', '神威', '13'),
  jianxing: d('贵州健兴药业有限公司', '健兴', '52'),
  mayinglong: d('马应龙药业集团股份有限公司', '马应龙', '42'),
  diao: d('成都地奥制药集团有限公司', '地奥', '51'),
  wohua: d('山东沃华医药科技股份有限公司', '沃华', '37'),
  qixing: d('广州白云山奇星药业有限公司', '奇星', '44'),
  zuoli: d('浙江佐力药业股份有限公司', '佐力', '33'),
  jingfukang: d('颈复康药业集团有限公司', '颈复康', '13'),
  lingrui: d('河南羚锐制药股份有限公司', '羚锐', '41'),
  xiamenzy: d('厦门中药厂有限公司', '厦门中药厂', '35'),
  zhenshiming: d('江西珍视明药业有限公司', '珍视明', '36'),
  sanli: d('贵州三力制药股份有限公司', '三力', '52'),
  hansen: d('湖南汉森制药股份有限公司', '汉森', '43'),
  guanghua: d('广州白云山光华制药股份有限公司', '光华', '44'),
  // devices and disinfectants
  yuyue: dev('江苏鱼跃医疗设备股份有限公司', '鱼跃', '苏', '苏丹'),
  omron: dev('欧姆龙（大连）有限公司', '欧姆龙', '辽', '辽连', 'jv'),
  sinocare: dev('三诺生物传感股份有限公司', '三诺', '湘', '湘长'),
  winner: dev('稳健医疗用品股份有限公司', '稳健', '鄂', '鄂咸'),
  zhende: dev('振德医疗用品股份有限公司', '振德', '浙', '浙绍'),
  hainuo: dev('海氏海诺集团有限公司', '海氏海诺', '鲁', '鲁青'),
  cofoe: dev('可孚医疗科技股份有限公司', '可孚', '湘', '湘长'),
  weigao: dev('山东威高集团医用高分子制品股份有限公司', '威高', '鲁', '鲁威'),
  hongda: dev('江西洪达医疗器械集团有限公司', '洪达', '赣', '赣抚'),
  lepu: dev('乐普（北京）医疗器械股份有限公司', '乐普', '京', '京昌'),
  wondfo: dev('广州万孚生物技术股份有限公司', '万孚', '粤', '粤穗'),
  libang: dev('利尔康医疗科技股份有限公司', '利尔康', '鲁', '鲁烟'),
  lanfan: dev('蓝帆医疗股份有限公司', '蓝帆', '鲁', '鲁淄'),
  yingke: dev('英科医疗科技股份有限公司', '英科', '鲁', '鲁淄'),
  // decoction pieces
  kangmei: d('康美药业股份有限公司', '康美', '44'),
  trtBozhou: d('北京同仁堂（亳州）饮片有限责任公司', '同仁堂', '34'),
  xinhehua: d('四川新荷花中药饮片股份有限公司', '新荷花', '51'),
  huqiao: d('安徽沪谯中药饮片厂', '沪谯', '34'),
  lysYinpian: d('上海雷允上中药饮片厂', '雷允上', '31'),
  xinlv: d('四川新绿药业科技发展有限公司', '新绿', '51'),
  tianjiang: d('江阴天江药业有限公司', '天江', '32'),
  yifang: d('广东一方制药有限公司', '一方', '44'),
} satisfies Record<string, Maker>;

export type MakerKey = keyof typeof MAKER;

/** Who may make a product that is not one maker's own: generics and classical formulas. */
export const POOLS = {
  chem: [
    'shuanghe', 'shiyao', 'yangzijiang', 'qilu', 'hayao', 'huayao', 'lianbang', 'xinyi', 'baiyunshan', 'xiuzheng', 'zhijun',
    'huahai', 'hengrui', 'kelun', 'siyao', 'lunan', 'jingxin', 'xinhua', 'jiudian', 'puli', 'xinan', 'chenxin', 'zhengda',
  ],
  tcm: [
    'tongrentang', 'sanjiu', 'hejihuangpu', 'taiji', 'jiuzhitang', 'zhongjing', 'jiangzhong', 'kuihua', 'zhongyi', 'xiuzheng',
    'bailing', 'jianmin', 'darentang', 'leiyunshang', 'huqingyu',
  ],
  herbal: ['kangmei', 'trtBozhou', 'xinhehua', 'huqiao', 'lysYinpian', 'xinlv'],
  granule: ['tianjiang', 'yifang', 'xinlv'],
} as const satisfies Record<string, readonly MakerKey[]>;

export type PoolName = keyof typeof POOLS;
