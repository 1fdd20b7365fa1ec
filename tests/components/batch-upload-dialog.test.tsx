/**
 * 批量采购 against a stubbed server: file checks before upload (type, size), the per-row report, fixing rows in
 * place (pick a candidate, correct a quantity, re-judged in the browser), adding the valid rows in one call,
 * 取消 adding nothing, and the server's refusals shown in the dialog.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BatchUploadDialog } from '../../src/features/batch-upload/BatchUploadDialog';
import { resetApi } from '../../src/api';
import { BATCH_MSG } from '../../src/model/messages';
import { $session } from '../../src/stores/session';
import { installNotifier } from '../../src/ui/notifier';
import { $toasts } from '../../src/ui/overlay-store';
import { resetCartState } from './cart-fixtures';
import { P, batchRow, quickServer, reportOf } from './quick-order-fixtures';

// Debounced search and several awaited requests: allow for a busy machine.

const REPORT = reportOf([
  batchRow({ row: 2, code: 'YC000001', quantity_text: '5', amount: 5, status: 'ok', product: P.amox }),
  batchRow({ row: 3, code: 'YC000004', quantity_text: '33', amount: 40, status: 'adjusted', reason: '已按中包装10调整为40（原数量33）', product: P.banlangen }),
  batchRow({ row: 4, name: '阿莫西林胶囊', quantity_text: '3', status: 'ambiguous', reason: '找到2个匹配的商品，请选择其中一个', candidates: [P.amox, P.amox2] }),
  batchRow({ row: 5, code: 'YC000007', quantity_text: '80', reason: '最多购买50', product: P.mask }),
  batchRow({ row: 6, name: '不存在的药', quantity_text: '1', reason: BATCH_MSG.notFound }),
  batchRow({ row: 7, name: '连花清瘟胶囊', quantity_text: '2', reason: '连花清瘟胶囊已售罄', product: P.lianhua }),
]);

let onClose: ReturnType<typeof vi.fn<() => void>>;
let onAdded: ReturnType<typeof vi.fn<(count: number) => void>>;
const open = () => render(<BatchUploadDialog open onClose={onClose} onAdded={onAdded} />);
const choose = (file: File) => fireEvent.change(screen.getByLabelText('选择采购清单文件'), { target: { files: [file] } });
const csv = (name = '采购清单.csv', text = '商品编码,采购数量\nYC000001,5\n') => new File([text], name, { type: 'text/csv' });
const row = (n: number) => screen.getAllByTestId('batch-row').find((r) => r.getAttribute('data-row') === String(n))!;
const addButton = () => screen.getByRole('button', { name: /^加入购物车/ });

beforeEach(() => {
  installNotifier();
  $toasts.set([]);
  resetCartState(null);
  $session.set({ ...$session.get(), client_id: 7, company_id: 1, salesman_id: undefined });
  onClose = vi.fn<() => void>();
  onAdded = vi.fn<(count: number) => void>();
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('batch upload', () => {
  it('refuses a wrong file type or a file too big before uploading, and states the limits', async () => {
    const server = quickServer();
    open();
    expect(screen.getByTestId('batch-limit').textContent).toBe('每次最多500行，文件不超过2MB，支持 .xlsx 和 .csv');
    expect(screen.getByTestId('batch-template').getAttribute('href')).toBe('http://store.test/api/w1/cartUploadTemplate');
    choose(new File(['x'], '清单.pdf'));
    expect(screen.getByTestId('batch-error').textContent).toBe(BATCH_MSG.badType);
    choose(new File(['x'], '清单.xls'));
    expect(screen.getByTestId('batch-error').textContent).toBe(BATCH_MSG.oldExcel);
    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], '清单.xlsx'));
    expect(screen.getByTestId('batch-error').textContent).toBe(BATCH_MSG.fileTooLarge(2));
    expect(server.sent).toHaveLength(0);
  });

  it('uploads, reports every row, lets the buyer fix rows, and adds the valid ones in one call', async () => {
    const server = quickServer({ report: () => REPORT });
    open();
    choose(csv());
    await screen.findByTestId('batch-report');
    expect(server.of('/w1/cartUpload')[0]!.fileName).toBe('采购清单.csv');
    expect(server.of('/w1/cartUpload')[0]!.file).toContain('YC000001,5');
    expect(screen.getByTestId('batch-summary').textContent).toBe('共6行，可加入2行，需处理4行');
    expect(within(row(3)).getByText('已按中包装10调整为40（原数量33）')).toBeTruthy();
    expect(within(row(6)).getByTestId('batch-reason').textContent).toBe('未找到该商品');
    expect(within(row(7)).getByTestId('batch-reason').textContent).toBe('连花清瘟胶囊已售罄');
    expect(addButton().textContent).toBe('加入购物车（2行）');

    // An ambiguous row: pick a candidate; the file's quantity is judged for it.
    fireEvent.click(within(row(4)).getByRole('radio', { name: /0\.5g\*36粒/ }));
    expect(row(4).getAttribute('data-status')).toBe('fixed');
    expect((within(row(4)).getByLabelText('第4行 数量') as HTMLInputElement).value).toBe('3');

    // A rejected quantity: a wrong fix says why, a right one makes the row valid.
    const maskQty = within(row(5)).getByLabelText('第5行 数量');
    fireEvent.change(maskQty, { target: { value: '60' } });
    fireEvent.blur(maskQty);
    expect(within(row(5)).getByTestId('batch-reason').textContent).toBe('最多购买50');
    fireEvent.change(maskQty, { target: { value: '50' } });
    fireEvent.keyDown(maskQty, { key: 'Enter' });
    expect(row(5).getAttribute('data-status')).toBe('fixed');
    expect(screen.getByTestId('batch-summary').textContent).toBe('共6行，可加入4行，需处理2行');

    // A valid row made wrong stops counting.
    const amoxQty = within(row(2)).getByLabelText('第2行 数量');
    fireEvent.change(amoxQty, { target: { value: '0' } });
    fireEvent.blur(amoxQty);
    expect(within(row(2)).getByTestId('batch-reason').textContent).toBe('请输入正确的购买数量');
    fireEvent.change(amoxQty, { target: { value: '5' } });
    fireEvent.blur(amoxQty);

    fireEvent.click(addButton());
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(4));
    expect(server.of('/w1/adds')).toHaveLength(1);
    expect(server.of('/w1/adds')[0]!.body.list).toEqual([
      { product_id: 1, amount: 5 },
      { product_id: 4, amount: 40 },
      { product_id: 11, amount: 3 },
      { product_id: 7, amount: 50 },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect($toasts.get().map((t) => t.text)).toContain('已加入4行到购物车，2行未加入');
  });

  it('rows naming the same product add up, and a sum over the limit is stopped before the server', async () => {
    const server = quickServer({
      report: () =>
        reportOf([
          batchRow({ row: 2, quantity_text: '30', amount: 30, status: 'ok', product: P.mask }),
          batchRow({ row: 3, quantity_text: '30', amount: 30, status: 'ok', product: P.mask }),
        ]),
    });
    open();
    choose(csv());
    await screen.findByTestId('batch-report');
    fireEvent.click(addButton());
    expect(screen.getByTestId('batch-error').textContent).toBe('医用外科口罩：合计60，最多购买50');
    expect(server.of('/w1/adds')).toHaveLength(0);
  });

  it('取消 adds nothing', async () => {
    const server = quickServer({ report: () => REPORT });
    open();
    choose(csv());
    await screen.findByTestId('batch-report');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
    expect(server.of('/w1/adds')).toHaveLength(0);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a file, or of the add, in the dialog", async () => {
    const tooMany = BATCH_MSG.tooManyRows(500, 612);
    const server = quickServer({ refuse: { '/w1/cartUpload': tooMany } });
    open();
    fireEvent.drop(screen.getByTestId('batch-drop'), { dataTransfer: { files: [csv('big.csv')] } });
    expect((await screen.findByTestId('batch-error')).textContent).toBe(tooMany);
    expect($toasts.get()).toHaveLength(0);
    expect(server.of('/w1/cartUpload')).toHaveLength(1);

    cleanup();
    quickServer({ report: () => REPORT, refuse: { '/w1/adds': '板蓝根颗粒：购物车中已有990，合计超过最多购买1000' } });
    open();
    choose(csv());
    await screen.findByTestId('batch-report');
    fireEvent.click(addButton());
    expect((await screen.findByTestId('batch-error')).textContent).toBe('板蓝根颗粒：购物车中已有990，合计超过最多购买1000');
    expect(onClose).not.toHaveBeenCalled();
  });
});
