import { describe, expect, it } from 'vitest';
import {
  canRequestInvoice,
  detailsRefusalFor,
  INVOICE_MSG,
  invoiceDetailsProblems,
  invoiceNoProblem,
  taxNoProblem,
  USCC_ALPHABET,
  usccCheckChar,
  type InvoiceDetailsInput,
} from '../../../src/model/invoice-rules';

/** Published examples of unified social credit codes (GB 32100-2015). */
const VALID = ['91350100M000100Y43', '91440300708461136T'];

const special: InvoiceDetailsInput = {
  kind: 'special',
  title: '北京康宁大药房有限公司',
  tax_no: '91350100M000100Y43',
  bank: '中国工商银行北京西城支行',
  account: '0200 0015 0902 1234 567',
  address: '北京市西城区西直门南大街2号',
  phone: '010-66001234',
};

describe('invoice rules: 税号 (GB 32100-2015)', () => {
  it('the alphabet has 31 symbols and none of I O Z S V', () => {
    expect(USCC_ALPHABET).toHaveLength(31);
    for (const c of 'IOZSV') expect(USCC_ALPHABET).not.toContain(c);
  });

  it('accepts real codes and computes their check character', () => {
    for (const code of VALID) {
      expect(taxNoProblem(code)).toBeNull();
      expect(usccCheckChar(code.slice(0, 17))).toBe(code[17]);
    }
    expect(taxNoProblem(' 91350100m000100y43 ')).toBeNull();
  });

  it('refuses a wrong length, a forbidden letter and every wrong check character', () => {
    expect(taxNoProblem('91350100M000100Y4')).toBe(INVOICE_MSG.taxNoLength);
    expect(taxNoProblem('91350100M000100Y431')).toBe(INVOICE_MSG.taxNoLength);
    expect(taxNoProblem('91350100O000100Y43')).toBe(INVOICE_MSG.taxNoChars);
    const body = '91350100M000100Y4';
    for (const c of USCC_ALPHABET) if (c !== '3') expect(taxNoProblem(body + c)).toBe(INVOICE_MSG.taxNoCheck);
    // One changed character of the body is caught by the check character.
    expect(taxNoProblem('91350100M000200Y43')).toBe(INVOICE_MSG.taxNoCheck);
  });
});

describe('invoice rules: details', () => {
  it('a complete 专票 passes (spaces in the account are allowed)', () => {
    expect(invoiceDetailsProblems(special)).toEqual({});
  });

  it('专票 needs bank, account, address and phone; 普票 only title and tax number', () => {
    const bare = { ...special, bank: '', account: '', address: '', phone: '' };
    expect(invoiceDetailsProblems(bare)).toEqual({
      bank: INVOICE_MSG.bankMissing,
      account: INVOICE_MSG.accountMissing,
      address: INVOICE_MSG.addressMissing,
      phone: INVOICE_MSG.phoneMissing,
    });
    expect(invoiceDetailsProblems({ ...bare, kind: 'normal' })).toEqual({});
    expect(invoiceDetailsProblems({ ...bare, kind: 'normal', title: ' ', tax_no: '123' })).toEqual({
      title: INVOICE_MSG.titleMissing,
      tax_no: INVOICE_MSG.taxNoLength,
    });
  });

  it('checks the account and phone when given', () => {
    expect(invoiceDetailsProblems({ ...special, account: '12ab', phone: '12345' })).toEqual({
      account: INVOICE_MSG.accountBad,
      phone: INVOICE_MSG.phoneBad,
    });
    expect(invoiceDetailsProblems({ ...special, phone: '13800138000' })).toEqual({});
  });

  it('saved 普票 details cannot back a 专票; nothing saved backs nothing', () => {
    const normal = { ...special, kind: 'normal' as const, bank: '', account: '', address: '', phone: '' };
    expect(detailsRefusalFor('special', normal)).toBe(INVOICE_MSG.specialDetailsMissing);
    expect(detailsRefusalFor('normal', normal)).toBeNull();
    expect(detailsRefusalFor('special', special)).toBeNull();
    expect(detailsRefusalFor('normal', null)).toBe(INVOICE_MSG.detailsMissing);
  });
});

describe('invoice rules: requests and numbers', () => {
  it('only a paid or finished order without an invoice may ask for one', () => {
    for (const s of [1, 2, 3, 11]) expect(canRequestInvoice(s, 0)).toBe(true);
    for (const s of [0, 4, 7, 8, 9, 10, 12, 13, 14, 15, 16]) expect(canRequestInvoice(s, 0)).toBe(false);
    expect(canRequestInvoice(3, 1)).toBe(false);
    expect(canRequestInvoice(3, 2)).toBe(false);
  });

  it('invoice numbers are 8 to 20 digits or letters', () => {
    expect(invoiceNoProblem('12345678')).toBeNull();
    expect(invoiceNoProblem('24112000000012345678')).toBeNull();
    expect(invoiceNoProblem('1234567')).toBe(INVOICE_MSG.invoiceNoBad);
    expect(invoiceNoProblem('1234-5678')).toBe(INVOICE_MSG.invoiceNoBad);
  });
});
