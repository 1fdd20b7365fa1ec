/**
 * Decoction pieces (中药饮片, sold by weight, no approval number), formula granules (备案, no 国药准字) with
 * prices per 500 g from the usual market range of each herb.
 */
import type { HerbLine } from './types';

export const HERBS: Record<'根茎类' | '花叶类' | '果实种子类', HerbLine[]> = {
  根茎类: [
    { name: '黄芪片', per500g: 38 }, { name: '党参段', per500g: 62 }, { name: '当归片', per500g: 58 }, { name: '甘草片', per500g: 22 },
    { name: '白芍', per500g: 26 }, { name: '川芎', per500g: 28 }, { name: '丹参片', per500g: 24 }, { name: '三七粉', per500g: 320 },
    { name: '白术', per500g: 36 }, { name: '茯苓块', per500g: 26 }, { name: '山药片', per500g: 30 }, { name: '葛根', per500g: 14 },
    { name: '天麻片', per500g: 260 }, { name: '生地黄', per500g: 18 }, { name: '熟地黄', per500g: 22 }, { name: '北沙参', per500g: 68 },
    { name: '麦冬', per500g: 48 }, { name: '玄参', per500g: 16 }, { name: '板蓝根', per500g: 14 }, { name: '黄精', per500g: 58 },
  ],
  花叶类: [
    { name: '金银花', per500g: 180 }, { name: '杭白菊', per500g: 48 }, { name: '玫瑰花', per500g: 56 }, { name: '桑叶', per500g: 9 },
    { name: '艾叶', per500g: 12 }, { name: '薄荷', per500g: 14 }, { name: '蒲公英', per500g: 12 }, { name: '贡菊', per500g: 68 },
    { name: '红花', per500g: 120 }, { name: '淡竹叶', per500g: 10 }, { name: '荷叶', per500g: 8 },
  ],
  果实种子类: [
    { name: '枸杞子', per500g: 36 }, { name: '酸枣仁', per500g: 260 }, { name: '决明子', per500g: 8 }, { name: '陈皮', per500g: 42 },
    { name: '山楂', per500g: 12 }, { name: '薏苡仁', per500g: 9 }, { name: '五味子', per500g: 72 }, { name: '大枣', per500g: 14 },
    { name: '莲子', per500g: 28 }, { name: '芡实', per500g: 26 }, { name: '桃仁', per500g: 48 }, { name: '苦杏仁', per500g: 22 },
  ],
};

/** Formula granules: a bag holds the extract of this many grams of the herb. [name, grams per bag, yuan per bag]. */
export const GRANULES: [string, string, number][] = [
  ['黄芪配方颗粒', '10g', 1.2], ['党参配方颗粒', '10g', 1.6], ['当归配方颗粒', '6g', 1.3], ['茯苓配方颗粒', '10g', 0.9],
  ['金银花配方颗粒', '10g', 3.8], ['柴胡配方颗粒', '6g', 2.2], ['甘草配方颗粒', '3g', 0.4], ['白术配方颗粒', '10g', 1.1],
  ['川芎配方颗粒', '6g', 0.8], ['丹参配方颗粒', '10g', 0.9],
];
