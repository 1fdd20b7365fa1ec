/**
 * ERP partners' credentials and the open API's signature (issue 27): keys made, listed, rotated and revoked by the
 * operator command (database and operator API, one service), the secret shown once and never listed; a signed
 * request passes, and each refusal answers 401 with its code: missing headers, unknown or revoked key, a timestamp
 * outside the window, a tampered method, path, query, body or signature, a replayed nonce (kept in the database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as open from '../../../src/contract/open';
import { canonicalQuery, canonicalText, OPEN_HEADERS, OPEN_WINDOW_S, openRefusalText, type OpenRefusal } from '../../../src/model/open-signature';
import { PARTNER_MSG, ROTATION_GRACE_MS } from '../../../src/model/partner-rules';
import { parsePartnerCommand, runPartnerCommand } from '../../../src/server/cli/partner-commands';
import { auditLog, partnerNonces, partners } from '../../../src/server/db/schema';
import { sha256Hex } from '../../../src/server/lib/open-sign';
import { startServer, type TestServer } from '../helpers';
import { directTransport, httpTransport } from '../promotions/operator-transport';
import { signed, signedRaw, type Credentials } from './signed';


let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

/** Credentials from the command's printed answer, as the operator would copy them. */
function credentialsOf(text: string): Credentials {
  const key_id = /密钥ID：(\S+)/.exec(text)?.[1] ?? '';
  const secret = /签名密钥：(\S+)/.exec(text)?.[1] ?? '';
  return { key_id, secret };
}

const refused = (r: { status: number; body: { code: number; msg: string } }, code: OpenRefusal) => {
  expect(r.status).toBe(401);
  expect(r.body).toMatchObject({ code: 401, msg: openRefusalText(code) });
};

describe('canonical text', () => {
  it('sorts and re-encodes the query and joins the six parts with newlines', () => {
    expect(canonicalQuery('?b=2&a=%E4%B8%AD&a=1&c')).toBe('a=%E4%B8%AD&a=1&b=2&c=');
    expect(canonicalQuery('q=a+b&x=%zz')).toBe('q=a%20b&x=%25zz');
    expect(canonicalText({ method: 'get', url: '/api/open/orders?z=1&a=2', timestamp: '1700000000', nonce: 'n'.repeat(16), bodyHash: sha256Hex('') })).toBe(
      `GET\n/api/open/orders\na=2&z=1\n1700000000\n${'n'.repeat(16)}\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855`,
    );
  });
});

describe('partner commands', () => {
  it('parses its verbs and refuses the rest', () => {
    expect(parsePartnerCommand(['partners'])).toEqual({ kind: 'partners' });
    expect(parsePartnerCommand(['partner-create', '某某', 'ERP'])).toEqual({ kind: 'partner-create', name: '某某 ERP' });
    expect(parsePartnerCommand(['partner-rotate', 'yc_1'])).toEqual({ kind: 'partner-rotate', keyId: 'yc_1' });
    expect(parsePartnerCommand(['partner-revoke'])).toBeNull();
    expect(parsePartnerCommand(['partners', 'x'])).toBeNull();
  });

  it('creates a key over the operator API and on the database, shows the secret once, audits without it', async () => {
    const overHttp = credentialsOf(await runPartnerCommand({ kind: 'partner-create', name: '英克ERP' }, httpTransport(s)));
    const direct = credentialsOf(await runPartnerCommand({ kind: 'partner-create', name: ' 金蝶 ' }, directTransport(s)));
    expect(overHttp.key_id).toMatch(/^yc_[0-9a-f]{16}$/);
    expect(direct.secret.length).toBeGreaterThanOrEqual(40);
    const listed = await runPartnerCommand({ kind: 'partners' }, httpTransport(s));
    expect(listed).toContain(`${overHttp.key_id}  英克ERP  启用`);
    expect(listed).toContain(`${direct.key_id}  金蝶  启用`);
    expect(listed).not.toContain(overHttp.secret);
    const audits = await s.db.select().from(auditLog).where(eq(auditLog.subject, `partner:${overHttp.key_id}`));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]!.detail)).not.toContain(overHttp.secret);
  });

  it('refuses a blank name and an unknown key in Chinese, changing nothing', async () => {
    const before = await s.db.select().from(partners);
    await expect(runPartnerCommand({ kind: 'partner-create', name: '   ' }, httpTransport(s))).rejects.toThrow('请填写合作方名称');
    await expect(runPartnerCommand({ kind: 'partner-create', name: '名'.repeat(41) }, directTransport(s))).rejects.toThrow(PARTNER_MSG.nameRequired);
    await expect(runPartnerCommand({ kind: 'partner-rotate', keyId: 'yc_nope' }, httpTransport(s))).rejects.toThrow(PARTNER_MSG.unknown('yc_nope'));
    expect(await s.db.select().from(partners)).toEqual(before);
  });
});

describe('signed requests', () => {
  let who: Credentials;
  beforeAll(async () => {
    who = credentialsOf(await runPartnerCommand({ kind: 'partner-create', name: '测试ERP' }, directTransport(s)));
  });

  it('a signed request passes and names its partner; its nonce is kept in the database', async () => {
    const r = await signed(s.app, who, open.openPing, {}, { nonce: 'first-nonce-0000001' });
    expect(r.status, r.raw).toBe(200);
    expect(r.body.data).toMatchObject({ key_id: who.key_id, partner: '测试ERP' });
    expect(Math.abs(r.body.data.server_time - Date.now() / 1000)).toBeLessThan(5);
    const [p] = await s.db.select().from(partners).where(eq(partners.keyId, who.key_id));
    const kept = await s.db.select().from(partnerNonces).where(eq(partnerNonces.partnerId, p!.id));
    expect(kept.map((n) => n.nonce)).toContain('first-nonce-0000001');
    expect(p!.lastUsedAt).not.toBeNull();
  });

  it('a replayed request is refused, whatever else is fresh', async () => {
    const nonce = 'replay-nonce-000001';
    expect((await signed(s.app, who, open.openPing, {}, { nonce })).status).toBe(200);
    refused(await signed(s.app, who, open.openPing, {}, { nonce }), 'replayed_nonce');
    refused(await signed(s.app, who, open.openPing, {}, { nonce, now: Date.now() + 2000 }), 'replayed_nonce');
  });

  it('refuses missing headers, an unknown key, a bad nonce and a timestamp outside the window', async () => {
    refused(await signed(s.app, who, open.openPing, {}, { tamper: ({ [OPEN_HEADERS.signature]: _, ...h }) => h }), 'missing_headers');
    refused(await signed(s.app, { ...who, key_id: 'yc_0000000000000000' }, open.openPing), 'unknown_key');
    refused(await signed(s.app, who, open.openPing, {}, { nonce: 'short' }), 'bad_nonce');
    refused(await signed(s.app, who, open.openPing, {}, { now: Date.now() - (OPEN_WINDOW_S + 5) * 1000 }), 'expired_timestamp');
    refused(await signed(s.app, who, open.openPing, {}, { now: Date.now() + (OPEN_WINDOW_S + 5) * 1000 }), 'expired_timestamp');
    refused(await signed(s.app, who, open.openPing, {}, { tamper: (h) => ({ ...h, [OPEN_HEADERS.timestamp]: '17e8' }) }), 'bad_timestamp');
    expect((await signed(s.app, who, open.openPing, {}, { now: Date.now() - (OPEN_WINDOW_S - 30) * 1000 })).status).toBe(200);
  });

  it('refuses a wrong secret and any part changed after signing', async () => {
    refused(await signed(s.app, { ...who, secret: `${who.secret}x` }, open.openPing), 'bad_signature');
    refused(await signed(s.app, who, open.openPing, {}, { tamper: (h) => ({ ...h, [OPEN_HEADERS.signature]: 'zz' }) }), 'bad_signature');
    // Signed for one query or path, sent with another; a timestamp moved after signing.
    refused(await signedRaw(s.app, who, 'GET', '/api/open/ping?a=1', undefined, { sendUrl: '/api/open/ping?a=2' }), 'bad_signature');
    refused(await signedRaw(s.app, who, 'GET', '/api/open/ping?a=1', undefined, { sendUrl: '/api/open/ping' }), 'bad_signature');
    expect((await signedRaw(s.app, who, 'GET', '/api/open/ping?b=2&a=1', undefined, { sendUrl: '/api/open/ping?a=1&b=2' })).status).toBe(200);
    const moved = (h: Record<string, string>) => ({ ...h, [OPEN_HEADERS.timestamp]: String(Number(h[OPEN_HEADERS.timestamp]) + 1) });
    refused(await signedRaw(s.app, who, 'GET', '/api/open/ping', undefined, { tamper: moved }), 'bad_signature');
  });

  it('after a rotation both secrets sign for the grace period, then only the new one; a revoked key signs nothing', async () => {
    const rotated = credentialsOf(await runPartnerCommand({ kind: 'partner-rotate', keyId: who.key_id }, httpTransport(s)));
    expect(rotated.key_id).toBe(who.key_id);
    expect(rotated.secret).not.toBe(who.secret);
    expect((await signed(s.app, who, open.openPing)).status).toBe(200);
    expect((await signed(s.app, rotated, open.openPing)).status).toBe(200);
    await s.db.update(partners).set({ previousUntil: new Date(Date.now() - 1) }).where(eq(partners.keyId, who.key_id));
    refused(await signed(s.app, who, open.openPing), 'bad_signature');
    expect(ROTATION_GRACE_MS).toBe(3_600_000);
    expect(await runPartnerCommand({ kind: 'partner-revoke', keyId: who.key_id }, directTransport(s))).toContain('已停用');
    refused(await signed(s.app, rotated, open.openPing), 'revoked_key');
    await expect(runPartnerCommand({ kind: 'partner-rotate', keyId: who.key_id }, httpTransport(s))).rejects.toThrow(PARTNER_MSG.revoked(who.key_id));
  });
});
