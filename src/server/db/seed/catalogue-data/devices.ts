/**
 * Devices, consumables and disinfectants: each maker with its own models (an Omron monitor is never a Yuwell
 * model), a price range that fits the thing (a wheelchair costs hundreds, a fever patch a few yuan) and the class
 * that decides the number on the box.
 */
import type { DeviceLine } from './types';

export const DEVICES: DeviceLine[] = [
  // 检测器械
  { sub: '检测器械', name: '电子血压计', unit: '台', cls: 'II', price: [128, 320], makers: { omron: ['HEM-7124', 'HEM-7136', 'HEM-7211'], yuyue: ['YE660D', 'YE680A', 'YE690A'], cofoe: ['KF-65B'] } },
  { sub: '检测器械', name: '血糖仪', unit: '台', cls: 'III', price: [68, 180], makers: { sinocare: ['安稳+型', 'GA-3型'], yuyue: ['580型'] } },
  { sub: '检测器械', name: '血糖试纸', unit: '盒', cls: 'III', price: [48, 118], makers: { sinocare: ['安稳+ 50片/瓶', 'GA-3 50片/瓶', 'GA-3 100片/瓶'], yuyue: ['580型 50片/瓶'] } },
  { sub: '检测器械', name: '电子体温计', unit: '支', cls: 'II', price: [9, 26], makers: { omron: ['MC-246', 'MC-347'], yuyue: ['YT308'], cofoe: ['KFT-03'] } },
  { sub: '检测器械', name: '红外额温枪', unit: '台', cls: 'II', price: [58, 168], makers: { yuyue: ['YHW-2', 'YHT101'], cofoe: ['JXB-178'] } },
  { sub: '检测器械', name: '指夹式脉搏血氧仪', unit: '台', cls: 'II', price: [78, 198], makers: { yuyue: ['YX303', 'YX102'], lepu: ['PC-60F'] } },
  { sub: '检测器械', name: '人绒毛膜促性腺激素检测试纸', unit: '盒', cls: 'II', price: [1.5, 9], makers: { wondfo: ['1条/盒', '3条/盒'], libang: ['1条/盒'] } },
  { sub: '检测器械', name: '促黄体生成素检测试纸', unit: '盒', cls: 'II', price: [6, 22], makers: { wondfo: ['5条/盒', '10条/盒'] } },
  { sub: '检测器械', name: '听诊器', unit: '支', cls: 'I', price: [18, 68], makers: { yuyue: ['单用型', '双用型'] } },
  { sub: '检测器械', name: '玻璃体温计', unit: '支', cls: 'II', price: [2.5, 6], makers: { yuyue: ['三角型', '棒式'], hongda: ['三角型'] } },
  // 敷料耗材
  { sub: '敷料耗材', name: '医用外科口罩', unit: '包', cls: 'II', price: [2.5, 28], makers: { winner: ['10只/袋', '50只/盒'], zhende: ['10只/袋', '50只/盒'], hainuo: ['10只/袋'] } },
  { sub: '敷料耗材', name: '一次性使用医用口罩', unit: '包', cls: 'II', price: [1.5, 18], makers: { winner: ['10只/袋', '50只/盒'], zhende: ['10只/袋'], cofoe: ['10只/袋', '50只/盒'] } },
  { sub: '敷料耗材', name: '医用防护口罩', unit: '包', cls: 'II', price: [8, 36], makers: { winner: ['5只/袋', '20只/盒'], zhende: ['5只/袋'] } },
  { sub: '敷料耗材', name: '医用脱脂棉签', unit: '包', cls: 'I', price: [1.2, 6], makers: { winner: ['10cm*50支', '15cm*100支'], hainuo: ['10cm*50支'], zhende: ['15cm*100支'] } },
  { sub: '敷料耗材', name: '医用纱布块', unit: '包', cls: 'II', price: [2, 9], insured: true, makers: { zhende: ['7.5cm*7.5cm*8层*10片', '10cm*10cm*8层*10片'], winner: ['7.5cm*7.5cm*8层*10片'] } },
  { sub: '敷料耗材', name: '创可贴', unit: '盒', cls: 'I', price: [3.5, 12], makers: { hainuo: ['72mm*19mm*100片', '72mm*19mm*50片'], yunnanbaiyao: ['72mm*19mm*100片'], winner: ['72mm*19mm*50片'] } },
  { sub: '敷料耗材', name: '医用胶带', unit: '卷', cls: 'I', price: [1.2, 5], makers: { hainuo: ['1.25cm*9.1m', '2.5cm*9.1m'], zhende: ['1.25cm*9.1m'] } },
  { sub: '敷料耗材', name: '医用弹性绷带', unit: '卷', cls: 'I', price: [2.5, 9], makers: { zhende: ['10cm*4.5m', '7.5cm*4.5m'], hainuo: ['10cm*4.5m'] } },
  { sub: '敷料耗材', name: '一次性使用无菌注射器', unit: '盒', cls: 'III', price: [18, 48], insured: true, makers: { weigao: ['1ml*100支', '5ml*100支', '10ml*50支'], hongda: ['5ml*100支', '10ml*50支'] } },
  { sub: '敷料耗材', name: '一次性使用输液器', unit: '盒', cls: 'III', price: [22, 58], insured: true, makers: { weigao: ['带针0.7mm*25支', '带针0.55mm*25支'], hongda: ['带针0.7mm*25支'] } },
  { sub: '敷料耗材', name: '一次性使用静脉留置针', unit: '盒', cls: 'III', price: [95, 180], insured: true, makers: { weigao: ['24G*50支', '22G*50支', '20G*50支'] } },
  { sub: '敷料耗材', name: '一次性使用医用橡胶检查手套', unit: '盒', cls: 'II', price: [22, 48], makers: { lanfan: ['S号 100只', 'M号 100只'], yingke: ['M号 100只', 'L号 100只'] } },
  { sub: '敷料耗材', name: '一次性使用无菌医用敷贴', unit: '盒', cls: 'II', price: [12, 36], makers: { zhende: ['6cm*7cm*50片', '9cm*10cm*50片'], hainuo: ['6cm*7cm*50片'] } },
  { sub: '敷料耗材', name: '一次性使用医用帽', unit: '包', cls: 'I', price: [3, 18], makers: { winner: ['10只/袋', '100只/包'], zhende: ['100只/包'] } },
  // 护理器械
  { sub: '护理器械', name: '医用退热贴', unit: '盒', cls: 'I', price: [6, 18], makers: { cofoe: ['4贴', '6贴'], hainuo: ['4贴'] } },
  { sub: '护理器械', name: '医用冷敷贴', unit: '盒', cls: 'I', price: [9, 28], makers: { cofoe: ['6贴'], hainuo: ['6贴'] } },
  { sub: '护理器械', name: '压缩式雾化器', unit: '台', cls: 'II', price: [168, 420], makers: { yuyue: ['403M', '405B'], omron: ['NE-C28', 'NE-C801'] } },
  { sub: '护理器械', name: '医用分子筛制氧机', unit: '台', cls: 'II', price: [1680, 3600], makers: { yuyue: ['9F-3W', '9F-5W'], cofoe: ['KJ-3W'] } },
  { sub: '护理器械', name: '手动轮椅车', unit: '台', cls: 'I', price: [380, 980], makers: { yuyue: ['H050', 'H062'], cofoe: ['KF-W01'] } },
  { sub: '护理器械', name: '医用护腰带', unit: '条', cls: 'I', price: [38, 128], makers: { cofoe: ['M', 'L', 'XL'], yuyue: ['L', 'XL'] } },
  { sub: '护理器械', name: '助行器', unit: '个', cls: 'I', price: [88, 198], makers: { yuyue: ['YU710', 'YU730'] } },
  { sub: '护理器械', name: '医用冷敷凝胶', unit: '支', cls: 'II', price: [12, 36], makers: { cofoe: ['20g', '50g'] } },
  // 消毒用品 (not devices: 卫消证字)
  { sub: '消毒用品', name: '碘伏消毒液', unit: '瓶', cls: 'disinfect', price: [2.5, 12], makers: { libang: ['100ml', '500ml'], hainuo: ['100ml', '500ml'] } },
  { sub: '消毒用品', name: '75%酒精消毒液', unit: '瓶', cls: 'disinfect', price: [2.5, 12], makers: { libang: ['100ml', '500ml'], hainuo: ['100ml', '500ml'], winner: ['500ml'] } },
  { sub: '消毒用品', name: '过氧化氢消毒液', unit: '瓶', cls: 'disinfect', price: [2, 9], makers: { libang: ['100ml', '500ml'] } },
  { sub: '消毒用品', name: '免洗手消毒凝胶', unit: '瓶', cls: 'disinfect', price: [6, 32], makers: { libang: ['60ml', '500ml'], winner: ['60ml', '500ml'], hainuo: ['500ml'] } },
  { sub: '消毒用品', name: '84消毒液', unit: '瓶', cls: 'disinfect', price: [4, 12], makers: { libang: ['500ml', '1.2L'] } },
  { sub: '消毒用品', name: '碘伏棉签', unit: '盒', cls: 'disinfect', price: [3, 9], makers: { hainuo: ['20支', '50支'], cofoe: ['50支'] } },
  { sub: '消毒用品', name: '酒精消毒棉片', unit: '盒', cls: 'disinfect', price: [4, 12], makers: { hainuo: ['100片'], cofoe: ['100片', '200片'] } },
];
