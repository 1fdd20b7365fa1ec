/** The compliance engine, table-driven: every reason code, its text, its fix and whether it blocks. */
import { describe, expect, it } from 'vitest';
import {
  buyerReasons,
  complianceCheck,
  FIX_PATH,
  licenceReasons,
  maskIdCard,
  purchaserDecision,
  reminderStep,
  type ComplianceFacts,
} from '../../../src/model/compliance';
import { purchaserProblems, renewalProblems } from '../../../src/model/compliance-forms';
import type { PurchaseFacts, RefusalCode } from '../../../src/model/purchase-rules';

const TODAY = '2026-11-25';
const good: ComplianceFacts = {
  today: TODAY,
  clientType: 1, // single pharmacy: business, phaTrading, GSP required
  checkStatus: 1,
  status: 1,
  licences: [
    { kind: 'business', validUntil: '2029-01-01' },
    { kind: 'phaTrading', validUntil: '2028-06-30' },
    { kind: 'GSP', validUntil: '2028-06-30' },
  ],
  purchasers: [{ id: 7, name: '王芳', phone: '13912340007', validFrom: '2026-01-01', validUntil: '2027-01-01', revoked: false }],
};
const LIMING = { id: 8, name: '李明', phone: '13912340008', validFrom: '2026-01-01', validUntil: '2027-06-01', revoked: false };
const withLicence = (kind: string, validUntil: string | null): ComplianceFacts => ({
  ...good,
  licences: [...good.licences.filter((l) => l.kind !== kind), { kind, validUntil }],
});
const product = (over: Partial<PurchaseFacts> = {}): PurchaseFacts => ({ ty_name: '阿莫西林胶囊', switch: 1, stock: 100, is_failure: 0, zhongbaozhuang_num: 1, ...over });

type Row = {
  name: string;
  facts: ComplianceFacts;
  purchaser?: number | null;
  /** The person a clinic system's link named, by phone. */
  handshake?: string;
  product?: PurchaseFacts;
  code: RefusalCode;
  severity: 'block' | 'warn';
  fix: string;
  text: string | RegExp;
};

const TABLE: Row[] = [
  { name: 'required licence not on file', facts: { ...good, licences: good.licences.filter((l) => l.kind !== 'GSP') }, code: 'licenceMissing', severity: 'block', fix: 'uploadLicence', text: '尚未上传GSP证书，请上传后再下单' },
  { name: 'licence past its last day', facts: withLicence('phaTrading', '2026-11-24'), code: 'licenceExpired', severity: 'block', fix: 'renewLicence', text: '药品经营许可证已于2026-11-24过期，不能提交订单，请上传新证' },
  { name: 'licence ending tomorrow', facts: withLicence('phaTrading', '2026-11-26'), code: 'licenceExpiring', severity: 'warn', fix: 'renewLicence', text: '药品经营许可证将于2026-11-26到期（还剩1天），请及时上传新证' },
  { name: 'licence ending today is still valid (a warning)', facts: withLicence('business', TODAY), code: 'licenceExpiring', severity: 'warn', fix: 'renewLicence', text: '营业执照今天（2026-11-25）到期，请尽快上传新证' },
  { name: 'licence ending in exactly 30 days', facts: withLicence('GSP', '2026-12-25'), code: 'licenceExpiring', severity: 'warn', fix: 'renewLicence', text: /还剩30天/ },
  { name: 'account under review', facts: { ...good, checkStatus: 0 }, code: 'accountReview', severity: 'block', fix: 'waitReview', text: '您的账号正在审核中，审核通过后才能下单' },
  { name: 'account rejected', facts: { ...good, checkStatus: 2 }, code: 'accountReview', severity: 'block', fix: 'contactService', text: '您的账号审核未通过，不能下单' },
  { name: 'account frozen', facts: { ...good, status: 2 }, code: 'accountFrozen', severity: 'block', fix: 'unfreeze', text: '您的账号已冻结，不能下单' },
  { name: 'several purchasers, none chosen', facts: { ...good, purchasers: [...good.purchasers, LIMING] }, code: 'purchaserMissing', severity: 'block', fix: 'choosePurchaser', text: '请选择本次下单的采购人员' },
  { name: 'no purchaser registered', facts: { ...good, purchasers: [] }, code: 'purchaserUnauthorised', severity: 'block', fix: 'authorisePurchaser', text: /尚未登记授权采购人员/ },
  { name: 'another client\'s purchaser chosen', facts: good, purchaser: 99, code: 'purchaserUnauthorised', severity: 'block', fix: 'choosePurchaser', text: '所选采购人员不是本单位已授权的采购人员' },
  { name: 'revoked purchaser chosen', facts: { ...good, purchasers: [{ ...good.purchasers[0]!, revoked: true }] }, purchaser: 7, code: 'purchaserUnauthorised', severity: 'block', fix: 'choosePurchaser', text: '采购人员王芳的授权已撤销' },
  { name: 'purchaser not yet authorised', facts: { ...good, purchasers: [{ ...good.purchasers[0]!, validFrom: '2026-12-01' }] }, purchaser: 7, code: 'purchaserUnauthorised', severity: 'block', fix: 'choosePurchaser', text: '采购人员王芳的授权自2026-12-01起生效' },
  { name: 'purchaser authorisation expired (chosen)', facts: { ...good, purchasers: [{ ...good.purchasers[0]!, validUntil: '2026-11-24' }] }, purchaser: 7, code: 'purchaserExpired', severity: 'block', fix: 'authorisePurchaser', text: '采购人员王芳的授权已于2026-11-24到期，请上传新的授权委托书' },
  { name: 'purchaser authorisation expired (the only one)', facts: { ...good, purchasers: [{ ...good.purchasers[0]!, validUntil: '2026-11-24' }] }, code: 'purchaserExpired', severity: 'block', fix: 'authorisePurchaser', text: /授权已于2026-11-24到期/ },
  { name: 'clinic system names a person who is not a registered purchaser', facts: good, handshake: '13700001234', code: 'purchaserUnauthorised', severity: 'block', fix: 'authorisePurchaser', text: '诊所系统登录的人员（手机号137****1234）不是本单位登记的授权采购人员' },
  { name: 'clinic system names a purchaser whose authorisation was revoked', facts: { ...good, purchasers: [{ ...good.purchasers[0]!, revoked: true }] }, handshake: '13912340007', code: 'purchaserUnauthorised', severity: 'block', fix: 'choosePurchaser', text: '采购人员王芳的授权已撤销' },
  { name: 'clinic system names a purchaser whose authorisation expired', facts: { ...good, purchasers: [{ ...good.purchasers[0]!, validUntil: '2026-11-01' }] }, handshake: '13912340007', code: 'purchaserExpired', severity: 'block', fix: 'authorisePurchaser', text: /授权已于2026-11-01到期/ },
  { name: 'clinic system names one purchaser, the order chooses another', facts: { ...good, purchasers: [...good.purchasers, LIMING] }, handshake: '13912340007', purchaser: 8, code: 'purchaserUnauthorised', severity: 'block', fix: 'choosePurchaser', text: '本次由诊所系统登录的采购人员王芳下单，不能选择其他采购人员' },
  { name: 'product never sold online', facts: good, product: product({ never_online: 1 }), code: 'neverOnline', severity: 'block', fix: 'chooseAnother', text: '阿莫西林胶囊属于国家特殊管理药品，禁止网上销售' },
  { name: 'product outside the business scope names the scope', facts: good, product: product({ switch: 0, business_scope: 0 }), code: 'outOfScope', severity: 'block', fix: 'contactService', text: '阿莫西林胶囊不在您的经营范围内（需要处方药经营范围），请联系客服修改经营范围' },
  { name: 'product sold out', facts: good, product: product({ stock: 0 }), code: 'soldOut', severity: 'block', fix: 'chooseAnother', text: /阿莫西林胶囊/ },
  { name: 'product off shelf', facts: good, product: product({ is_failure: 1 }), code: 'offShelf', severity: 'block', fix: 'chooseAnother', text: /阿莫西林胶囊/ },
  { name: 'product expired', facts: good, product: product({ is_failure: 3 }), code: 'expired', severity: 'block', fix: 'chooseAnother', text: /阿莫西林胶囊/ },
  { name: 'quantity off the step', facts: good, product: product({ zhongbaozhuang_num: 10 }), code: 'badQuantity', severity: 'block', fix: 'changeQuantity', text: /10/ },
];

describe('complianceCheck: every reason code', () => {
  it.each(TABLE)('$name → $code ($severity)', (row) => {
    const answer = complianceCheck(row.facts, row.purchaser, row.product ? { facts: row.product, amount: 1 } : undefined, row.handshake ?? null);
    const reason = answer.reasons.find((r) => r.code === row.code);
    expect(reason, JSON.stringify(answer.reasons)).toBeDefined();
    expect(reason).toMatchObject({ severity: row.severity, fix: row.fix });
    expect(reason!.fixText).toBeTruthy();
    if (typeof row.text === 'string') expect(reason!.text).toBe(row.text);
    else expect(reason!.text).toMatch(row.text);
    expect(answer.allowed).toBe(row.severity === 'warn');
  });

  it('a client in good standing with one valid purchaser may buy a purchasable product: no reason at all', () => {
    expect(complianceCheck(good, undefined, { facts: product(), amount: 1 })).toEqual({ allowed: true, reasons: [] });
    expect(complianceCheck(good, 7)).toEqual({ allowed: true, reasons: [] });
  });

  it('blocking reasons come before warnings; a frozen account says only that', () => {
    const r = buyerReasons({ ...withLicence('GSP', '2026-12-01'), purchasers: [] }, undefined);
    expect(r.map((x) => x.severity)).toEqual(['block', 'warn']);
    expect(buyerReasons({ ...withLicence('GSP', '2020-01-01'), status: 2 }, undefined).map((x) => x.code)).toEqual(['accountFrozen']);
  });

  it('only required certificates are judged: an expired optional one (food licence of a pharmacy) does not block', () => {
    expect(licenceReasons({ ...good, licences: [...good.licences, { kind: 'foodBusiness', validUntil: '2020-01-01' }] })).toEqual([]);
    // A non-profit institution needs no business licence, but its practice licence.
    expect(licenceReasons({ today: TODAY, clientType: 3, licences: [] }).map((r) => r.text)).toEqual(['尚未上传医疗机构执业许可证，请上传后再下单']);
  });

  it('a licence on file without an end date (registration picture) is not missing', () => {
    expect(licenceReasons(withLicence('GSP', null))).toEqual([]);
  });

  it('the only valid purchaser is taken when none is chosen; a chosen one must be valid', () => {
    expect(purchaserDecision(good, undefined).purchaser?.id).toBe(7);
    expect(purchaserDecision(good, 7).purchaser?.id).toBe(7);
  });

  it('a clinic system\'s named purchaser orders without a choice, even among several; the same one chosen passes', () => {
    const several = { ...good, purchasers: [...good.purchasers, LIMING] };
    expect(purchaserDecision(several, undefined, '13912340008').purchaser?.id).toBe(8);
    expect(purchaserDecision(several, 8, '13912340008').purchaser?.id).toBe(8);
    expect(complianceCheck(several, undefined, undefined, '13912340008')).toEqual({ allowed: true, reasons: [] });
    // A revoked entry and a later valid one for the same phone: the valid one orders.
    const again = { ...good, purchasers: [{ ...good.purchasers[0]!, id: 3, revoked: true }, good.purchasers[0]!] };
    expect(purchaserDecision(again, undefined, '13912340007').purchaser?.id).toBe(7);
  });

  it('fixes that are done on a page have its path', () => {
    expect(FIX_PATH.renewLicence).toBe('/personal/licences');
    expect(FIX_PATH.uploadLicence).toBe('/personal/licences');
    expect(FIX_PATH.authorisePurchaser).toBe('/personal/purchasers');
  });
});

describe('reminders and masking', () => {
  it.each([
    [120, null],
    [91, null],
    [90, 90],
    [31, 90],
    [30, 30],
    [8, 30],
    [7, 7],
    [0, 7],
    [-1, null],
  ])('%i days left → step %s', (left, step) => expect(reminderStep(left)).toBe(step));

  it.each([
    ['310115198501121234', '310***********1234'],
    ['31011519850112123X', '310***********123X'],
    ['310115850112123', '310********2123'],
    ['1234567', '*******'],
  ])('%s → %s', (id, masked) => expect(maskIdCard(id)).toBe(masked));
});

describe('forms', () => {
  const renewal = { kind: 'GSP', number: 'A-SH-26-0001', issuer: '上海市药品监督管理局', valid_from: '2026-11-20', valid_until: '2031-11-19', url: '/api/upload/x.png' };
  it('a complete renewal passes; each missing part is named', () => {
    expect(renewalProblems(renewal, TODAY)).toEqual({});
    expect(renewalProblems({ ...renewal, kind: 'seal', number: ' ', issuer: '', url: '' }, TODAY)).toEqual({
      kind: '请选择要更新的证照',
      number: '请填写证照编号',
      issuer: '请填写发证机关',
      url: '请上传新证照片',
    });
  });
  it('dates: real, end not before today nor before the start', () => {
    expect(renewalProblems({ ...renewal, valid_from: '2026-02-30' }, TODAY)).toEqual({ valid_from: '请选择有效期起始日期' });
    expect(renewalProblems({ ...renewal, valid_until: '2026-11-24' }, TODAY)).toEqual({ valid_until: '有效期截止日期不能早于今天' });
    expect(renewalProblems({ ...renewal, valid_from: '2032-01-01' }, TODAY)).toEqual({ valid_until: '有效期截止日期不能早于起始日期' });
  });
  it('a purchaser needs a name, an ID number, a mobile and the letter', () => {
    const p = { name: '王芳', id_card: '310115198501121234', phone: '13812345601', valid_from: TODAY, valid_until: '2027-11-24', letter_url: '/api/upload/y.png' };
    expect(purchaserProblems(p, TODAY)).toEqual({});
    expect(Object.keys(purchaserProblems({ ...p, name: '王芳1', id_card: '123', phone: '2381234560', letter_url: '' }, TODAY)).sort()).toEqual(['id_card', 'letter_url', 'name', 'phone']);
  });
});
