import { describe, expect, it } from 'vitest';
import { bannerBackground } from '../../../src/model/banner-themes';
import { helpNav, isBuiltInHelp } from '../../../src/model/help-pages';

describe('the help centre side list (helpNav)', () => {
  it('lists the built-in topics by group when nothing is saved', () => {
    const nav = helpNav([]);
    expect(nav.map((g) => g.title)).toEqual(['新手指南', '售后服务', '支付方式', '关于我们']);
    expect(nav.flatMap((g) => g.items).every((i) => i.state === 'built-in')).toBe(true);
    expect(nav.flatMap((g) => g.items)).toHaveLength(9);
  });

  it('marks a replaced topic with its saved title in place, adds pages after the built-ins by sort, keeps an unknown group last', () => {
    const nav = helpNav([
      { name: 'contact', title: '联系客服', group: '售后服务', sort: 0 },
      { name: 'invoice', title: '发票', group: '关于我们', sort: 2 },
      { name: 'agreement', title: '协议', group: '关于我们', sort: 1 },
      { name: 'old', title: '旧页面', group: '已删除的分组', sort: 0 },
    ]);
    const about = nav.find((g) => g.title === '关于我们')!;
    expect(about.items.map((i) => [i.name, i.title, i.state])).toEqual([
      ['qualification', '资质证书', 'built-in'],
      ['contact', '联系客服', 'edited'],
      ['agreement', '协议', 'added'],
      ['invoice', '发票', 'added'],
    ]);
    expect(nav.at(-1)).toEqual({ title: '已删除的分组', items: [{ name: 'old', title: '旧页面', state: 'added' }] });
    expect(isBuiltInHelp('contact')).toBe(true);
    expect(isBuiltInHelp('invoice')).toBe(false);
  });
});

describe('a banner slide background (bannerBackground)', () => {
  it('draws the theme, with the uploaded picture over it', () => {
    expect(bannerBackground('red')).toBe('linear-gradient(120deg,#c81e1e,#f05252)');
    expect(bannerBackground('nope')).toBe(bannerBackground('green'));
    expect(bannerBackground('red', '/api/contentPicture/abc_1.png')).toBe('url("/api/contentPicture/abc_1.png") center/cover,linear-gradient(120deg,#c81e1e,#f05252)');
  });
});
