import { describe, expect, it } from 'vitest';
import { DOCUMENT_MSG, documentFieldsOf, documentFileName, documentShapeError, leafletParagraphs } from '../../../src/model/documents';

describe('资料下载 rules', () => {
  it('a licence names no product, a registration document a product, a report a product and a batch', () => {
    expect(documentShapeError('licence', false, '')).toBeNull();
    expect(documentShapeError('licence', true, '')).toBe(DOCUMENT_MSG.licenceNoProduct);
    expect(documentShapeError('registration', false, '')).toBe(DOCUMENT_MSG.productNeeded);
    expect(documentShapeError('registration', true, 'B1')).toBe(DOCUMENT_MSG.batchOnlyInspection);
    expect(documentShapeError('inspection', true, '')).toBe(DOCUMENT_MSG.batchNeeded);
    expect(documentShapeError('inspection', true, 'B1')).toBeNull();
  });

  it('reads a form’s fields, refusing an unknown kind, an empty title or a batch with odd characters', () => {
    expect(documentFieldsOf({ kind: 'inspection', title: ' 报告 ', product_code: 'P1', batch_no: 'B-1' })).toEqual({ kind: 'inspection', title: '报告', product_code: 'P1', batch_no: 'B-1' });
    expect(documentFieldsOf({ kind: 'licence', title: '营业执照', product_code: '', batch_no: '' })).toEqual({ kind: 'licence', title: '营业执照' });
    expect(documentFieldsOf({ kind: 'x', title: 'a' })).toBeNull();
    expect(documentFieldsOf({ kind: 'licence', title: '  ' })).toBeNull();
    expect(documentFieldsOf({ kind: 'inspection', title: 'a', batch_no: 'B<1>' })).toBeNull();
  });

  it('names the file by kind, product, batch and title with the type’s extension', () => {
    expect(documentFileName({ kind: 'inspection', title: '检验报告', ty_name: '布洛芬缓释胶囊', batch_no: 'B1', mime: 'application/pdf' })).toBe('药检报告_布洛芬缓释胶囊_B1_检验报告.pdf');
    expect(documentFileName({ kind: 'registration', title: 'a/b', mime: 'image/png' })).toBe('注册证_批件_a_b.png');
  });

  it('turns a 说明书 into trimmed paragraphs without control or direction characters; empty gives none', () => {
    expect(leafletParagraphs('【适应症】止痛\r\n\r\n  【用法】口服\u202e\u0007 ')).toEqual(['【适应症】止痛', '【用法】口服']);
    expect(leafletParagraphs('<b>x</b>')).toEqual(['<b>x</b>']);
    expect(leafletParagraphs(' \n\t\n')).toEqual([]);
  });
});
