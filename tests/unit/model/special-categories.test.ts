/** Special-control drugs: the category list, the extra codes, and the refusal the purchase rules give first. */
import { describe, expect, it } from 'vitest';
import { isSpecialCategory, neverOnline, SPECIAL_CATEGORIES } from '../../../src/model/special-categories';
import { isPurchasable, warningOf, warningText } from '../../../src/model/product-rules';
import { listRefusal, productRefusal, purchaseState } from '../../../src/model/purchase-rules';

const fine = { switch: 1 as const, stock: 100, is_failure: 0 as const, zhongbaozhuang_num: 1, ty_name: '某疫苗' };

describe('special categories', () => {
  it('the seven categories that may never be sold online', () => {
    expect(Object.keys(SPECIAL_CATEGORIES).sort()).toEqual(['blood', 'narcotic', 'precursor', 'psychotropic', 'radioactive', 'toxic', 'vaccine']);
    expect(isSpecialCategory('vaccine')).toBe(true);
    expect(isSpecialCategory('toString')).toBe(false);
    expect(isSpecialCategory(null)).toBe(false);
  });

  it('a special category or a code on the extra list', () => {
    expect(neverOnline({ specialCategory: 'narcotic', productCode: 'A' }, [])).toBe(1);
    expect(neverOnline({ specialCategory: null, productCode: 'A' }, ['A'])).toBe(1);
    expect(neverOnline({ specialCategory: null, productCode: 'A' }, ['B'])).toBe(0);
    expect(neverOnline({ specialCategory: 'other', productCode: 'A' }, [])).toBe(0);
  });

  it('the purchase rules refuse it before anything else, with the Chinese text', () => {
    const banned = { ...fine, never_online: 1 as const, switch: 0 as const };
    expect(warningOf(banned)).toBe('neverOnline');
    expect(warningText('neverOnline', 'listing')).toBe('禁止网上销售');
    expect(isPurchasable(banned)).toBe(false);
    expect(purchaseState(banned).canBuy).toBe(false);
    expect(productRefusal(banned, 1)).toMatchObject({ code: 'neverOnline', text: '某疫苗属于国家特殊管理药品，禁止网上销售', fix: 'chooseAnother' });
    expect(listRefusal([{ product: { ...fine }, amount: 1 }, { product: banned, amount: 1 }])?.code).toBe('neverOnline');
    expect(warningOf(fine)).toBeNull();
  });
});
