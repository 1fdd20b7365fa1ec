/** The viewer class a cached catalogue answer is kept under: prices shown, scopes, and the price class (issue 27). */
import { describe, expect, it } from 'vitest';
import { priceClassKey, viewerClass } from '../../../src/server/cache/viewer-class';
import { VISITOR, type Who } from '../../../src/server/http/who';
import { viewerOf } from '../../../src/server/services/accounts/viewer';

const client = (clientId: number, clientType: number, hasAgreedPrices: boolean, scopes = [0, 1, 2]): Who => ({
  session: null,
  clientId,
  companyId: 1,
  salesmanId: null,
  scopes,
  showPrices: true,
  clientType,
  hasAgreedPrices,
});
const classOf = (who: Who) => viewerClass(viewerOf(who));

describe('viewerClass', () => {
  it('clients of one type without agreed prices share a class; a client with one has its own', () => {
    expect(classOf(client(1, 1, false))).toBe(classOf(client(9, 1, false)));
    expect(classOf(client(1, 1, true))).not.toBe(classOf(client(9, 1, false)));
    expect(classOf(client(1, 1, true))).not.toBe(classOf(client(9, 1, true)));
    expect(classOf(client(1, 1, true))).toBe('priced/0,1,2/t1c1');
  });

  it('the client type separates classes; the scopes still do', () => {
    expect(classOf(client(2, 2, false))).not.toBe(classOf(client(1, 1, false)));
    expect(classOf(client(4, 4, false, [1, 2]))).not.toBe(classOf(client(5, 4, false)));
  });

  it('a visitor and a salesman alone read the base price (no client): their classes carry no client', () => {
    expect(classOf(VISITOR)).toBe('unpriced/-/base');
    expect(classOf({ ...VISITOR, showPrices: true, salesmanId: 1 })).toBe('priced/-/base');
    expect(viewerOf(VISITOR).price).toBeNull();
  });

  it('priceClassKey', () => {
    expect([null, { clientType: null, agreedClientId: null }, { clientType: 3, agreedClientId: null }, { clientType: 3, agreedClientId: 7 }].map(priceClassKey)).toEqual([
      'base',
      'base',
      't3',
      't3c7',
    ]);
  });
});
