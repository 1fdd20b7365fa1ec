/** A widget on a partner's page shows the store's product pictures: site-relative paths go to the API's origin. */
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, resetApi } from '../../../src/api';
import { storeAsset } from '../../../src/ui/ProductThumb';

const g = globalThis as { location?: unknown };
afterEach(() => {
  resetApi();
  delete g.location;
});

describe('storeAsset', () => {
  it('resolves a site-relative picture against the store, leaves absolute ones alone', () => {
    g.location = new URL('https://cis.partner.example/pharmacy/');
    configureApi({ baseURL: 'https://store.example.com/api' });
    expect(storeAsset('/uploads/a.png')).toBe('https://store.example.com/uploads/a.png');
    expect(storeAsset('https://cdn.example.com/b.png')).toBe('https://cdn.example.com/b.png');
    expect(storeAsset('//cdn.example.com/c.png')).toBe('//cdn.example.com/c.png');
    configureApi({ baseURL: '/api' });
    expect(storeAsset('/uploads/a.png')).toBe('https://cis.partner.example/uploads/a.png');
  });
});
