import { describe, expect, it } from 'vitest';
import { expiryHorizon, expiryNotice, expiryWindow } from '../../../src/model/licence-expiry';

describe('licence expiry notices', () => {
  it('is expiring from 30 days before the last day through that day, expired the day after, nothing before', () => {
    expect(expiryWindow('2026-11-28', '2026-12-29')).toBeNull();
    expect(expiryWindow('2026-11-28', '2026-12-28')).toBe('expiring');
    expect(expiryWindow('2026-11-28', '2026-11-28')).toBe('expiring');
    expect(expiryWindow('2026-11-28', '2026-11-27')).toBe('expired');
    expect(expiryWindow('2027-01-01', '2020-06-30')).toBe('expired');
    // Across a month and a leap day.
    expect(expiryWindow('2028-02-01', '2028-03-02')).toBe('expiring');
    expect(expiryWindow('2028-02-01', '2028-03-03')).toBeNull();
  });

  it('reads licences ending up to 30 days ahead', () => {
    expect(expiryHorizon('2026-11-28')).toBe('2026-12-28');
    expect(expiryWindow('2026-11-28', expiryHorizon('2026-11-28'))).toBe('expiring');
  });

  it('names the licence, its last day and the days left; licences without a validity period are never told', () => {
    expect(expiryNotice('2026-11-28', { kind: 'GSP', validUntil: '2026-12-08' })).toEqual({
      kind: 'GSP',
      validUntil: '2026-12-08',
      window: 'expiring',
      title: '资质即将过期：GSP证书',
      body: 'GSP证书将于2026-12-08到期（还剩10天），请及时上传新证',
    });
    expect(expiryNotice('2026-11-28', { kind: 'business', validUntil: '2026-11-28' })!.body).toBe('营业执照今天（2026-11-28）到期，请尽快上传新证');
    expect(expiryNotice('2026-11-28', { kind: 'business', validUntil: '2026-11-20' })).toMatchObject({
      window: 'expired',
      title: '资质已过期：营业执照',
      body: '营业执照已于2026-11-20过期，不能提交订单，请上传新证',
    });
    expect(expiryNotice('2026-11-28', { kind: 'attorney', validUntil: '2026-11-20' })).toBeNull();
    expect(expiryNotice('2026-11-28', { kind: 'GSP', validUntil: '2027-06-01' })).toBeNull();
  });
});
