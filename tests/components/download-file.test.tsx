/**
 * downloadFile (src/api/download.ts): a file answer is saved under the given name, an invoice answered as OFD under
 * .ofd (the order list asks for `发票_….pdf` without knowing the type), and a refusal rejects with its Chinese text.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/api';
import { downloadFile } from '../../src/api/download';

function answer(body: BodyInit, type: string, status = 200) {
  configureApi({ fetch: async () => new Response(body, { status, headers: { 'content-type': type } }) });
}

/** The names of the links downloadFile clicked. */
function savedNames(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('downloadFile', () => {
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
  afterEach(() => vi.restoreAllMocks());

  it('saves a PDF under the name given and an OFD answer under .ofd', async () => {
    const names = savedNames();
    answer('%PDF-1.4', 'application/pdf');
    await downloadFile('/w1/orderInvoiceFile', { id: 1 }, '发票_A1.pdf');
    answer('PK', 'application/ofd');
    await downloadFile('/w1/orderInvoiceFile', { id: 1 }, '发票_A1.pdf');
    expect(names).toEqual(['发票_A1.pdf', '发票_A1.ofd']);
  });

  it('rejects a refusal with its message and saves nothing', async () => {
    const names = savedNames();
    answer(JSON.stringify({ code: 404, msg: '订单不存在', data: null }), 'application/json', 404);
    await expect(downloadFile('/w1/orderInvoiceFile', { id: 9 }, '发票_X.pdf')).rejects.toThrow('订单不存在');
    expect(names).toEqual([]);
  });
});
