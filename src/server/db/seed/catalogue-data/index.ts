/**
 * Raw material of the demo catalogue: the two-level category tree, the product lines by category and the makers,
 * brands and suppliers they come from. ../products.ts combines them into ~2,000 consistent products.
 */
export { MAKER, POOLS, type Maker, type MakerKey, type PoolName } from './makers';
export { WESTERN } from './drugs-western';
export { CHINESE } from './drugs-chinese';
export { DEVICES } from './devices';
export { HERBS, GRANULES } from './herbal';
export { allLines, type Line, type WholeSpec } from './lines';
export type { DeviceClass, DeviceLine, DrugApproval, DrugGroup, HerbLine } from './types';

export const CATEGORY_TREE: { name: string; children: string[] }[] = [
  { name: '抗感染药', children: ['青霉素类', '头孢菌素类', '大环内酯类', '喹诺酮类', '抗病毒药', '抗真菌药', '其他抗菌药'] },
  { name: '心脑血管', children: ['降压药', '降脂药', '抗心绞痛', '抗血栓', '心脑血管中成药'] },
  { name: '内分泌代谢', children: ['降糖药', '甲状腺用药', '骨质疏松', '痛风用药'] },
  { name: '呼吸系统', children: ['止咳化痰', '平喘药', '感冒用药'] },
  { name: '消化系统', children: ['胃药', '肠道用药', '肝胆用药'] },
  { name: '解热镇痛', children: ['解热镇痛药', '风湿骨痛'] },
  { name: '中成药', children: ['清热解毒', '补益类', '活血化瘀', '妇科用药', '儿科用药'] },
  { name: '维生素矿物质', children: ['维生素', '钙铁锌'] },
  { name: '皮肤五官', children: ['皮肤用药', '眼科用药', '耳鼻喉口腔'] },
  { name: '医疗器械', children: ['检测器械', '敷料耗材', '护理器械', '消毒用品'] },
  { name: '中药饮片', children: ['根茎类', '花叶类', '果实种子类', '配方颗粒', '膏方'] },
  { name: '注射剂', children: ['抗感染注射剂', '输液', '其他注射剂'] },
];

export const SUPPLIERS = [
  '国药控股上海有限公司',
  '华润医药商业集团有限公司',
  '上海医药分销控股有限公司',
  '九州通医药集团股份有限公司',
  '重庆医药（集团）股份有限公司',
  '南京医药股份有限公司',
  '瑞康医药集团股份有限公司',
  '浙江英特药业有限责任公司',
];
