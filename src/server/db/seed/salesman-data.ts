/**
 * Demo territories and the word lists the salesman demo customers are made of (seed/salesman.ts). Names are
 * invented; districts are real (GB/T 2260 names, as the area dialog stores them).
 */
import type { ClientType } from '../../../model/enums';

export interface Territory {
  province: string;
  city: string;
  /** '' = the whole city. */
  area: string;
  /** Districts customers are placed in (the area itself when it is set). */
  districts: readonly string[];
  companyId: number;
}

const shanghai = (area: string): Territory => ({ province: '上海市', city: '上海市', area, districts: [area], companyId: 1 });

/** ywy01 (张伟): Shanghai east and north, Suzhou and Wuxi; ywy02 (李娜): Shanghai west, Hangzhou and Ningbo. */
export const DEMO_TERRITORIES: Record<string, readonly Territory[]> = {
  ywy01: [
    shanghai('浦东新区'),
    shanghai('徐汇区'),
    shanghai('杨浦区'),
    shanghai('嘉定区'),
    shanghai('宝山区'),
    { province: '江苏省', city: '苏州市', area: '', districts: ['姑苏区', '吴中区', '相城区', '虎丘区'], companyId: 2 },
    { province: '江苏省', city: '无锡市', area: '', districts: ['梁溪区', '滨湖区', '新吴区'], companyId: 2 },
  ],
  ywy02: [
    shanghai('静安区'),
    shanghai('闵行区'),
    shanghai('长宁区'),
    { province: '浙江省', city: '杭州市', area: '', districts: ['西湖区', '拱墅区', '上城区', '余杭区'], companyId: 4 },
    { province: '浙江省', city: '宁波市', area: '', districts: ['海曙区', '鄞州区', '江北区'], companyId: 4 },
  ],
};

export const BRAND_WORDS = [
  '益民', '康泰', '仁济', '惠民', '华康', '永安', '福寿', '养和', '德仁', '济生',
  '广济', '百草', '瑞康', '安康', '恒康', '健民', '万家', '众康', '立信', '嘉禾',
  '同德', '协和', '长青', '春晖', '天济', '宝善', '延寿', '和顺', '明康', '润生',
] as const;

export const STREET_WORDS = [
  '人民路', '解放路', '中山路', '建设路', '胜利路', '文化路', '新华路', '和平路', '长江路', '南京路',
  '东方路', '幸福路', '青年路', '光明路', '振兴路', '滨河路', '花园路', '育才路', '友谊路', '迎宾路',
] as const;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '建华', '文', '晓东'];

export const contactName = (i: number) => `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7 + 3) % GIVEN.length]}`;

/** Client types in proportion: mostly single pharmacies and clinics, a few chains and companies. */
export const TYPE_MIX: readonly ClientType[] = [1, 1, 1, 1, 2, 2, 2, 3, 4, 4, 5, 6];

/** A customer's name for its type, brand and street (the district short name in front, as shop signs do). */
export function customerName(type: ClientType, district: string, brand: string, street: string): string {
  const place = district.replace(/(新区|区)$/, '');
  switch (type) {
    case 1:
      return `${place}${brand}大药房`;
    case 2:
      return `${place}${brand}诊所`;
    case 3:
      return `${place}${street.replace(/路$/, '')}社区卫生服务站`;
    case 4:
      return `${brand}大药房（${place}${street.replace(/路$/, '')}店）`;
    case 5:
      return `${place}${brand}医药连锁有限公司`;
    case 6:
      return `${place}${brand}医药有限公司`;
  }
}

/** Licences kept with a validity per client type (pictures are not seeded: the console reads the dates). */
export const LICENCES_BY_TYPE: Record<ClientType, readonly string[]> = {
  1: ['business', 'phaTrading', 'GSP'],
  2: ['business', 'medPractice'],
  3: ['medPractice'],
  4: ['business', 'phaTrading', 'GSP'],
  5: ['business', 'phaTrading', 'GSP', 'instrument'],
  6: ['business', 'phaTrading', 'GSP', 'instrument'],
};
