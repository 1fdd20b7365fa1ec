import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../src/model/contrast';
import { BAND_COLOURS, clip, nameLines, packBand, packForm, packLabel, packMark } from '../../../src/model/pack-shot';
import { STOCK_TIGHT_UNITS, stockLevel, stockText } from '../../../src/model/stock-display';

describe('pack shot', () => {
  it('marks Rx, class A OTC red, class B OTC green, devices, pieces and disinfectants', () => {
    expect(packMark({ businessScope: 0, drugType: 0 })).toMatchObject({ text: 'Rx', label: '处方药' });
    expect(packMark({ businessScope: 1, drugType: 0 })).toMatchObject({ text: 'OTC', colour: '#b91c1c', shape: 'ellipse' });
    expect(packMark({ businessScope: 2, drugType: 0 })).toMatchObject({ text: 'OTC', colour: '#15803d' });
    expect(packMark({ businessScope: 2, drugType: 2 })?.text).toBe('械');
    expect(packMark({ businessScope: 2, drugType: 3 })?.text).toBe('饮片');
    expect(packMark({ businessScope: 2, drugType: 6 })?.text).toBe('消');
    expect(packMark({})).toBeNull();
  });

  it('bands by top-level category, white text readable on every band', () => {
    expect(packBand({ categoryIndex: 0 })).toBe(BAND_COLOURS[0]);
    expect(packBand({ categoryIndex: BAND_COLOURS.length + 1 })).toBe(BAND_COLOURS[1]);
    expect(packBand({ categoryIndex: -1, drugType: 2 })).toBe(packBand({ drugType: 2 }));
    for (const c of BAND_COLOURS) expect(contrastRatio(c, '#ffffff'), c).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the form the name and spec tell: capsules, tablets, granules, ointment, liquids, ampoules, devices', () => {
    const form = (name: string, spec = '', drugType = 0) => packForm({ name, spec, drugType });
    expect(form('阿莫西林胶囊', '0.25g*24粒')).toBe('capsules');
    expect(form('酒石酸美托洛尔片', '25mg*20片')).toBe('blister');
    expect(form('维生素C片', '0.1g*100片')).toBe('bottle');
    expect(form('板蓝根颗粒', '10g*20袋')).toBe('sachet');
    expect(form('金银花', '500g', 3)).toBe('sachet');
    expect(form('红霉素软膏', '10g')).toBe('tube');
    expect(form('复方甘草口服溶液', '100ml')).toBe('bottle');
    expect(form('注射用头孢曲松钠', '1g')).toBe('ampoule');
    expect(form('电子血压计', 'U80EH', 2)).toBe('box');
    expect(form('医用外科口罩', '10只')).toBe('box');
  });

  it('colours a pack by its maker: the same maker always alike, makers told apart, readable white text', () => {
    const makers = ['石药集团欧意药业有限公司', '华润双鹤药业股份有限公司', '广州白云山和记黄埔中药有限公司', '以岭药业股份有限公司', '扬子江药业集团有限公司'];
    const bands = makers.map((m) => packBand({ manufacturer: m, categoryIndex: 0 }));
    expect(new Set(bands).size).toBeGreaterThanOrEqual(4);
    expect(packBand({ manufacturer: makers[0], categoryIndex: 3 })).toBe(bands[0]);
    for (const b of bands) expect(BAND_COLOURS).toContain(b);
  });

  it('splits a long name over two balanced lines and ends a longer one with an ellipsis', () => {
    expect(nameLines('阿莫西林胶囊', 7)).toEqual(['阿莫西林胶囊']);
    expect(nameLines('酒石酸美托洛尔片', 7)).toEqual(['酒石酸美', '托洛尔片']);
    expect(nameLines('富马酸替诺福韦二吡呋酯片', 7)).toEqual(['富马酸替诺福', '韦二吡呋酯片']);
    expect(nameLines('注射用阿莫西林钠克拉维酸钾注射液', 7)).toEqual(['注射用阿莫西林', '钠克拉维酸钾…']);
  });

  it('clips spec and maker to the space on the box', () => {
    expect(clip('0.25g*24粒', 15)).toBe('0.25g*24粒');
    expect(clip('7.5cm*7.5cm*8层*10片', 13)).toBe('7.5cm*7.5cm*…');
  });

  it('names the picture with what is printed on it', () => {
    expect(packLabel({ name: '阿莫西林胶囊', spec: '0.25g*24粒', manufacturer: '石药集团欧意药业有限公司', businessScope: 0, drugType: 0 })).toBe(
      '阿莫西林胶囊，0.25g*24粒，石药集团欧意药业有限公司，处方药',
    );
  });
});

describe('stock display', () => {
  it('levels: none at 0, tight below the threshold or a few middle packs, plenty above', () => {
    expect(stockLevel(0)).toBe('none');
    expect(stockLevel(STOCK_TIGHT_UNITS - 1)).toBe('tight');
    expect(stockLevel(STOCK_TIGHT_UNITS)).toBe('plenty');
    expect(stockLevel(120, 50)).toBe('tight');
    expect(stockLevel(5000, 10)).toBe('plenty');
  });

  it('says the level, or the count when the distributor shows counts', () => {
    expect(stockText({ stock: 5000 })).toBe('库存：充足');
    expect(stockText({ stock: 20 })).toBe('库存：紧张');
    expect(stockText({ stock: 0 }, 'count')).toBe('库存：缺货');
    expect(stockText({ stock: 128, product_dw: '盒' }, 'count')).toBe('库存：128盒');
  });
});
