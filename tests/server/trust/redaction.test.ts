/**
 * Hole 11 (logs): personal data never reaches the log. A failed query's text lists its parameters (the ID card
 * of a registration), URLs carry mobiles and signatures: all masked; token headers censored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import type { DbHandle } from '../../../src/server/db/client';
import { openTestDb } from '../engine';
import { redactText } from '../../../src/server/lib/redact';

const ID = '110101199003077777';
const MOBILE = '13812345678';

describe('redactText', () => {
  it('masks ID cards, mobiles, secrets in query strings and query parameter lists', () => {
    const out = redactText(`Failed query: insert into client_profiles values ($1, $2)\nparams: 7,${ID},${MOBILE}`);
    expect(out).not.toContain(ID);
    expect(out).not.toContain(MOBILE);
    expect(redactText(`/api/v5/getVerify?mobile=${MOBILE}&t=1`)).toBe('/api/v5/getVerify?mobile=[已隐去]&t=1');
    expect(redactText(`id ${ID} and 11010119900307777X`)).toBe('id [身份证号已隐去] and [身份证号已隐去]');
    expect(redactText(`call ${MOBILE} now`)).toBe('call 138****5678 now');
    expect(redactText('/api/w1/cisLogin?UserName=a&sign=abc&nonce=n')).toBe('/api/w1/cisLogin?UserName=a&sign=[已隐去]&nonce=[已隐去]');
    expect(redactText('/api/w1/AccountPay?orderCode=YC1&pay_password=123456')).toBe('/api/w1/AccountPay?orderCode=YC1&pay_password=[已隐去]');
    expect(redactText('order 2026112400001234 total 12')).toBe('order 2026112400001234 total 12');
  });
});

describe('the server log', () => {
  let handle: DbHandle;
  const lines: string[] = [];
  beforeAll(async () => {
    handle = await openTestDb('none');
  });
  afterAll(() => handle?.close());

  it('holds no ID card, mobile or token of a failing request', async () => {
    const app = buildApp({ db: handle.db, logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } } });
    app.get('/api/test-fail', async () => {
      throw new Error(`Failed query: insert into client_profiles (id_card) values ($1)\nparams: ${ID},${MOBILE}`);
    });
    await app.ready();
    const r = await app.inject({ url: `/api/test-fail?mobile=${MOBILE}`, headers: { token: 'secret-token-value' } });
    expect(r.json()).toMatchObject({ code: 500 });
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).not.toContain(ID);
    expect(log).not.toContain(MOBILE);
    expect(log).not.toContain('secret-token-value');
  });
});
