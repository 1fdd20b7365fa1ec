import { describe, expect, it } from 'vitest';
import { onTabVisible } from '../../../src/site/tab-rules';

describe('tab visibility (SPEC §4)', () => {
  it('logs out when another tab switched user, and when cookies vanished', () => {
    expect(onTabVisible({ client_id: 1, company_id: 1 }, { client_id: 2, company_id: 1 }, '/home')).toEqual({ action: 'switched', reloadTo: '/home' });
    expect(onTabVisible({ client_id: 1, company_id: 1 }, {}, '/home')).toEqual({ action: 'vanished' });
    expect(onTabVisible({ client_id: 1, company_id: 1 }, { client_id: 1, company_id: 1 }, '/home')).toEqual({ action: 'none' });
  });
  it('leaves the login page when logged in elsewhere', () => {
    expect(onTabVisible({}, { salesman_id: 4 }, '/login')).toEqual({ action: 'leaveLoginPage', to: '/salesman/index' });
  });
});
