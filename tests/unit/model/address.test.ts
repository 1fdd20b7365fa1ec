import { describe, expect, it } from 'vitest';
import { addressText, streetOf } from '../../../src/model/address';

const SH = { province: '上海市', city: '上海市', area: '浦东新区' };

describe('streetOf', () => {
  it('drops the chosen province, city and district typed again in front', () => {
    expect(streetOf('上海市浦东新区张杨路1288号', SH)).toBe('张杨路1288号');
    expect(streetOf('浙江省杭州市西湖区文三路90号', { province: '浙江省', city: '杭州市', area: '西湖区' })).toBe('文三路90号');
    expect(streetOf('杭州市西湖区文三路90号', { province: '浙江省', city: '杭州市', area: '西湖区' })).toBe('文三路90号');
  });
  it('keeps a street as it is, and never empties the address', () => {
    expect(streetOf('张杨路1288号', SH)).toBe('张杨路1288号');
    expect(streetOf('浦东新区', SH)).toBe('浦东新区');
    expect(streetOf('北京市朝阳区建国路1号', SH)).toBe('北京市朝阳区建国路1号');
    expect(streetOf('', SH)).toBe('');
  });
});

describe('addressText', () => {
  it('writes a municipality once and a province with its city', () => {
    expect(addressText({ ...SH, detail: '张杨路1288号' })).toBe('上海市浦东新区张杨路1288号');
    expect(addressText({ province: '浙江省', city: '杭州市', area: '西湖区', detail: '文三路90号' })).toBe('浙江省杭州市西湖区文三路90号');
  });
});
