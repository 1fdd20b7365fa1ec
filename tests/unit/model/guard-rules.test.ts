import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decide } from '../../../src/model/guard-rules';
import { ROUTES } from '../../../src/model/route-table';

const visitor = { isLogin: false, isSalesmanLogin: false };
const client = { isLogin: true, isSalesmanLogin: false };
const salesman = { isLogin: false, isSalesmanLogin: true };
const acting = { isLogin: true, isSalesmanLogin: true };

describe('navigation guard (SPEC §2.1, §4)', () => {
  it('sends the root to the right home', () => {
    expect(decide('/', salesman)).toEqual({ action: 'redirect', to: '/salesman/index' });
    expect(decide('/', client)).toEqual({ action: 'redirect', to: '/home' });
    expect(decide('/', visitor)).toEqual({ action: 'redirect', to: '/home' });
    // Acting for a customer he is still a salesman: his home is the console.
    expect(decide('/', acting)).toEqual({ action: 'redirect', to: '/salesman/index' });
    expect(decide('/salesman/myCustomer', acting).action).toBe('allow');
  });
  it('sends unknown paths to /404', () => {
    expect(decide('/no/such/page', client)).toEqual({ action: 'redirect', to: '/404' });
  });
  it('keeps logged-in users away from login and register', () => {
    expect(decide('/login', client)).toMatchObject({ to: '/home' });
    expect(decide('/register', salesman)).toMatchObject({ to: '/salesman/index' });
  });
  it('sends a client away from salesman routes', () => {
    expect(decide('/salesman/myCustomer', client)).toMatchObject({ to: '/home' });
  });
  it('saves the target of a visitor and sends them to login', () => {
    expect(decide('/personal/myOrder?tab=2', visitor)).toEqual({ action: 'redirect', to: '/login', saveTarget: '/personal/myOrder?tab=2' });
  });
  it('allows noLogin routes to visitors', () => {
    for (const p of ['/home', '/category?keyword=x', '/help', '/promotion/3', '/login']) expect(decide(p, visitor).action, p).toBe('allow');
  });
  it('asks a salesman to act for a client before client-only pages', () => {
    expect(decide('/shopCart', salesman)).toMatchObject({ to: '/salesman/myCustomer', message: 'salesmanNeedsClient' });
    expect(decide('/shopCart', acting).action).toBe('allow');
  });
  it('returns to the saved target after login unless it is forbidden or foreign', () => {
    expect(afterLoginTarget('/personal/myOrder', client)).toBe('/personal/myOrder');
    expect(afterLoginTarget('/login', client)).toBe('/home');
    expect(afterLoginTarget('//evil.example', client)).toBe('/home');
    expect(afterLoginTarget(undefined, salesman)).toBe('/salesman/index');
  });
  it('carries every route of SPEC §2 with a title', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of ['/cisLogin', '/rotaryRaffle', '/seckillPage', '/member/payNow/:articleId', '/personal/orderComment/:orderId', '/salesman/productTop', '/401', '/500'])
      expect(paths).toContain(p);
    expect(ROUTES.every((r) => r.flags.title.length > 0)).toBe(true);
  });
});
