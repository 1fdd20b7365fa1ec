import { describe, expect, it } from 'vitest';
import { listingTitle } from '../../../src/features/catalog/CategoryPage';
import { matchMakers, type MakerOption } from '../../../src/features/catalog/maker-match';
import { promotionTags } from '../../../src/features/catalog/ProductTags';

const maker = (name: string, initials: string, full: string, count = 1): MakerOption => ({ name, initials, full, count });
const MAKERS = [
  maker('石药集团欧意药业有限公司', 'syjtoyyyyxgs', 'shiyaojituanouyiyaoyeyouxiangongsi', 30),
  maker('石家庄以岭药业股份有限公司', 'sjzylyygfyxgs', 'shijiazhuangyilingyaoyegufenyouxiangongsi', 20),
  maker('华润三九医药股份有限公司', 'hrsjyygfyxgs', 'huarunsanjiuyiyaogufenyouxiangongsi', 10),
];

describe('maker filter matching', () => {
  it('finds a maker by part of its name, its initials or its full pinyin; name prefix first', () => {
    expect(matchMakers(MAKERS, '以岭').map((m) => m.name)).toEqual(['石家庄以岭药业股份有限公司']);
    expect(matchMakers(MAKERS, 'hrsj').map((m) => m.name)).toEqual(['华润三九医药股份有限公司']);
    expect(matchMakers(MAKERS, 'YiLing').map((m) => m.name)).toEqual(['石家庄以岭药业股份有限公司']);
    expect(matchMakers(MAKERS, '石').map((m) => m.name)).toEqual(['石药集团欧意药业有限公司', '石家庄以岭药业股份有限公司']);
    expect(matchMakers(MAKERS, 'sjz')[0]?.name).toBe('石家庄以岭药业股份有限公司');
    expect(matchMakers(MAKERS, '不存在')).toEqual([]);
    expect(matchMakers(MAKERS, '')).toHaveLength(3);
    expect(matchMakers(MAKERS, '', 2)).toHaveLength(2);
  });
});

describe('listing title', () => {
  it('says what is listed, without spaces inside the quotes', () => {
    expect(listingTitle(' test ', undefined, false)).toBe('搜索“test”的结果');
    expect(listingTitle('阿莫西林', '青霉素类', false)).toBe('青霉素类中搜索“阿莫西林”的结果');
    expect(listingTitle(undefined, '感冒用药', false)).toBe('感冒用药');
    expect(listingTitle(undefined, undefined, true)).toBe('主推品种');
    expect(listingTitle('', undefined, false)).toBe('全部商品');
  });
});

describe('promotion tags', () => {
  const base = { medicare_code: '', near_expiration_date: 0 as const, business_scope: 2 as const, tag: [] as { name: string }[] };
  it('come from activity ids, special prices and tags, each once, in a fixed order', () => {
    expect(promotionTags(base)).toEqual([]);
    expect(promotionTags({ ...base, seckill_id: 3, original_price: '9.90' })).toEqual(['特价', '秒杀']);
    expect(promotionTags({ ...base, purchase_id: 1, tag: [{ name: '特价' }, { name: '满减' }, { name: '热销' }] })).toEqual(['特价', '团购', '满减']);
  });
});
