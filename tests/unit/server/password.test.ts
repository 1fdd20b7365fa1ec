import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, passwordCost, SCRYPT_PARAMS, TEST_SCRYPT_PARAMS, verifyPassword } from '../../../src/server/lib/password';

describe('password hashes', () => {
  it('are scrypt N=2^17, r=8, p=1 at the production cost, and verify', async () => {
    const hash = await hashPassword('abc123', SCRYPT_PARAMS);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('abc123', hash)).toBe(true);
    expect(await verifyPassword('abc124', hash)).toBe(false);
    expect(needsRehash(hash, SCRYPT_PARAMS)).toBe(false);
  });

  it('a process outside the tests hashes at the production cost, whatever YAOCAI_PASSWORD_COST says', () => {
    expect(passwordCost({})).toEqual(SCRYPT_PARAMS);
    expect(passwordCost({ YAOCAI_PASSWORD_COST: 'test' })).toEqual(SCRYPT_PARAMS);
    expect(passwordCost({ NODE_ENV: 'production', YAOCAI_PASSWORD_COST: 'test' })).toEqual(SCRYPT_PARAMS);
    expect(passwordCost({ NODE_ENV: 'test' })).toEqual(SCRYPT_PARAMS);
    expect(passwordCost({ NODE_ENV: 'test', YAOCAI_PASSWORD_COST: 'test' })).toEqual(TEST_SCRYPT_PARAMS);
  });

  it('a hash weaker than the cost in force is replaced at the next login', async () => {
    const test = await hashPassword('abc123', TEST_SCRYPT_PARAMS);
    expect(needsRehash(test, SCRYPT_PARAMS)).toBe(true);
    expect(needsRehash(test, TEST_SCRYPT_PARAMS)).toBe(false);
    expect(needsRehash('md5$whatever', SCRYPT_PARAMS)).toBe(true);
  });
});
