/** Where an ERP webhook may point (src/model/webhook-rules.ts): public addresses only, every internal range refused. */
import { describe, expect, it } from 'vitest';
import { internalAddress, WEBHOOK_MSG, webhookUrlProblem } from '../../../src/model/webhook-rules';

describe('internalAddress', () => {
  it.each([
    '127.0.0.1', '127.255.0.9', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '100.127.255.255',
    '169.254.169.254', '169.254.0.1', '192.0.2.7', '198.18.0.1', '224.0.0.1', '240.0.0.1', '255.255.255.255',
    '::', '::1', '[::1]', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd00:ec2::254', 'fec0::1', 'ff02::1', '2001:db8::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '::127.0.0.1', '64:ff9b::a00:1', '0:0:0:0:0:0:0:1',
  ])('%s is internal', (ip) => expect(internalAddress(ip)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '100.128.0.1', '172.32.0.1', '169.255.0.1', '11.0.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', 'erp.example', '1.2.3', '::1::2'])(
    '%s is not',
    (ip) => expect(internalAddress(ip)).toBe(false),
  );
});

describe('webhookUrlProblem', () => {
  it('accepts a public http(s) URL', () => {
    expect(webhookUrlProblem('https://erp.example/hook?tenant=7')).toBeNull();
    expect(webhookUrlProblem('http://203.0.114.9:8080/x')).toBeNull();
  });

  it('refuses other schemes, credentials in the URL, spaces and over-long URLs', () => {
    for (const url of ['ftp://erp.example/x', 'file:///etc/passwd', 'gopher://erp.example', 'https://u:p@erp.example/', 'https://erp.example/a b', `https://erp.example/${'x'.repeat(500)}`, 'not a url'])
      expect(webhookUrlProblem(url)).toBe(WEBHOOK_MSG.badUrl);
  });

  it('refuses internal addresses however they are written', () => {
    for (const url of ['http://localhost/x', 'http://LOCALHOST./x', 'http://api.localhost/x', 'http://2130706433/', 'http://0x7f.1/', 'http://017700000001/', 'https://[::ffff:127.0.0.1]/', 'http://[::1]:3000/', 'http://169.254.169.254/latest/meta-data/'])
      expect(webhookUrlProblem(url)).toBe(WEBHOOK_MSG.internal);
  });
});
