/** The ERP simulator's report of a bulk answer (src/server/cli/erp-demo.ts): refused rows counted from 1, as people count. */
import { expect, it } from 'vitest';
import { summaryLines } from '../../../src/server/cli/erp-demo';

it('prints the counts and each refused row numbered from 1', () => {
  const lines = summaryLines('商品资料', {
    applied: 1,
    refused: 1,
    rows: [
      { row: 0, code: 'HD-1001', result: 'created' },
      { row: 1, code: 'HD-1002', result: 'refused', reason: 'unknown_category', message: '商品分类不存在' },
    ],
  });
  expect(lines).toEqual(['商品资料：处理 1 行，拒绝 1 行', '  第2行 HD-1002：unknown_category 商品分类不存在']);
});
