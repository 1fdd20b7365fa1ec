/**
 * The quick-order grid against a stubbed store server: keyboard-only entry (type, ↓, Enter, quantity, Enter, next
 * row), step-strict quantities with the rule's message, Ctrl+Delete, pasted spreadsheet rows matched by the batch
 * matcher with problems per row, drafts kept over a reload, 全部加入购物车 with refused lines reported, 立即下单.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { QuickOrderPanel } from '../../src/features/quick-order';
import { resetApi } from '../../src/api';
import { MSG } from '../../src/model/messages';
import { LOCAL_KEYS } from '../../src/stores/persistence';
import { resetFastLines } from '../../src/stores/quick-order';
import { $session } from '../../src/stores/session';
import { HostEnvContext, type HostEnv } from '../../src/ui/host-env';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { $toasts } from '../../src/ui/overlay-store';
import { resetCartState } from './cart-fixtures';
import { P, batchRow, fastLine, quickServer, reportOf } from './quick-order-fixtures';

// Debounced search and several awaited requests: allow for a busy machine.

let env: HostEnv;

function open() {
  const location = memoryLocation({ path: '/quickOrder', record: true });
  return render(
    <HostEnvContext.Provider value={env}>
      <Router hook={location.hook}>
        <QuickOrderPanel />
        <Overlays />
      </Router>
    </HostEnvContext.Provider>,
  );
}

const product = (row: number) => screen.getByRole('combobox', { name: `第${row}行 商品` });
const qty = (row: number) => screen.getByRole('textbox', { name: `第${row}行 数量` });
const focused = (el: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(el));
const confirm = async (answer: '确定' | '取消') => {
  const dialog = await screen.findByTestId('confirm-dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: answer }));
};
const toasts = () => $toasts.get().map((t) => t.text);

beforeEach(() => {
  installNotifier();
  $toasts.set([]);
  localStorage.clear();
  resetFastLines();
  resetCartState(null);
  $session.set({ ...$session.get(), client_id: 7, company_id: 1, salesman_id: undefined });
  env = { kind: 'site', navigate: vi.fn(), requireLogin: vi.fn() };
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('quick-order grid', () => {
  it('is filled by keyboard only: type, ↓, Enter picks, quantity, Enter goes to the next row', async () => {
    const server = quickServer({ search: (k) => (k === 'amxl' ? [P.amox, P.lianhua] : []) });
    open();
    const first = await screen.findByRole('combobox', { name: '第1行 商品' });
    first.focus();
    fireEvent.change(first, { target: { value: 'amxl' } });
    const options = await screen.findAllByRole('option');
    expect(server.of('/w1/productSearch')[0]!.query).toMatchObject({ keyword: 'amxl', size: '10' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(options.map((o) => o.getAttribute('aria-disabled'))).toEqual(['false', 'true']);
    expect(options[1]!.textContent).toContain('待补货');

    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(first.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(first, { key: 'Enter' });
    await waitFor(() => expect(server.of('/w1/addFast')[0]?.body).toMatchObject({ product_id: 1, amount: 1 }));
    await focused(qty(1));
    expect((product(1) as HTMLInputElement).value).toBe('阿莫西林胶囊');

    fireEvent.change(qty(1), { target: { value: '20' } });
    fireEvent.keyDown(qty(1), { key: 'Enter' });
    await waitFor(() => expect(server.of('/w1/addFast')[1]?.body).toMatchObject({ product_id: 1, amount: 20 }));
    await focused(product(2));
    expect(screen.getByTestId('qo-lines').textContent).toBe('1');
    expect(screen.getByTestId('qo-pieces').textContent).toBe('20');
    expect(screen.getByTestId('qo-total').textContent).toBe('¥170.00');
  });

  it('an ↓ pressed the moment the options arrive stays on the first option (the new list does not undo it)', async () => {
    quickServer({ search: (k) => (k === 'amxl' ? [P.amox, P.lianhua] : []) });
    open();
    const first = await screen.findByRole('combobox', { name: '第1行 商品' });
    first.focus();
    // Press while React is still finishing the commit that showed the list (before its effects have run).
    const pressed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="option"]')) return;
        observer.disconnect();
        fireEvent.keyDown(first, { key: 'ArrowDown' });
        resolve();
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    fireEvent.change(first, { target: { value: 'amxl' } });
    await pressed;
    const options = await screen.findAllByRole('option');
    await new Promise((r) => setTimeout(r, 50));
    expect(first.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('an Enter typed before the options arrive picks the first buyable one', async () => {
    const server = quickServer({ search: () => [P.lianhua, P.banlangen] });
    open();
    const first = await screen.findByRole('combobox', { name: '第1行 商品' });
    first.focus();
    fireEvent.change(first, { target: { value: 'bl' } });
    fireEvent.keyDown(first, { key: 'Enter' });
    await waitFor(() => expect(server.of('/w1/addFast')[0]?.body).toMatchObject({ product_id: 4, amount: 10 }));
  });

  it('corrects a quantity off the pack or below the minimum in the box itself, with why; a non-quantity shows the rule and its fix', async () => {
    const server = quickServer({ lines: [fastLine(P.banlangen, 20)] });
    open();
    const input = await screen.findByRole('textbox', { name: '第1行 数量' });
    fireEvent.change(input, { target: { value: '33' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((input as HTMLInputElement).value).toBe('40');
    expect(screen.getByTestId('qo-qty-note').textContent).toMatch(/^须按中包装10.*的倍数购买，已调整为40$/);
    await waitFor(() => expect(server.of('/w1/addFast')[0]?.body).toMatchObject({ product_id: 4, amount: 40 }));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(input, { target: { value: '3' } });
    expect(screen.queryByTestId('qo-qty-note')).toBeNull();
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('10');
    expect(screen.getByTestId('qo-qty-note').textContent).toMatch(/^最小起订量10.*，已调整为10$/);
    await waitFor(() => expect(server.of('/w1/addFast')[1]?.body).toMatchObject({ product_id: 4, amount: 10 }));
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect((input as HTMLInputElement).value).toBe('20');

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toContain('请输入正确的购买数量');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '改为10' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.of('/w1/addFast')).toHaveLength(2);
  });

  it('Ctrl+Delete and 删除 remove a row; the focus goes to the next row', async () => {
    const server = quickServer({ lines: [fastLine(P.amox, 2), fastLine(P.banlangen, 10)] });
    open();
    const first = await screen.findByRole('combobox', { name: '第1行 商品' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Delete', ctrlKey: true });
    await waitFor(() => expect(server.of('/w1/delFastProduct')[0]?.body).toMatchObject({ product_id: 1 }));
    await waitFor(() => expect((product(1) as HTMLInputElement).value).toBe('板蓝根颗粒'));
    await focused(product(1));
    fireEvent.click(screen.getByRole('button', { name: '删除第1行' }));
    await waitFor(() => expect(server.of('/w1/delFastProduct')[1]?.body).toMatchObject({ product_id: 4 }));
    expect(await screen.findByText(/清单是空的/)).toBeTruthy();
  });

  it('reads pasted spreadsheet rows with the batch matcher: matched rows listed, problems per row, a candidate picked', async () => {
    const server = quickServer({
      report: () =>
        reportOf([
          batchRow({ row: 2, code: 'YC000004', quantity_text: '33', amount: 40, status: 'adjusted', reason: '已按中包装10调整为40（原数量33）', product: P.banlangen }),
          batchRow({ row: 3, name: '阿莫西林胶囊', quantity_text: '2', status: 'ambiguous', reason: '找到2个匹配的商品，请选择其中一个', candidates: [P.amox, P.amox2] }),
          batchRow({ row: 4, name: '不存在的药', quantity_text: '1', reason: '未找到该商品' }),
        ]),
    });
    open();
    const first = await screen.findByRole('combobox', { name: '第1行 商品' });
    fireEvent.paste(first, { clipboardData: { getData: () => '商品编码\t数量\nYC000004\t33\n阿莫西林胶囊\t2\n不存在的药\t1\n' } });
    await waitFor(() => expect(server.of('/w1/cartUpload')).toHaveLength(1));
    const csv = server.of('/w1/cartUpload')[0]!.file!;
    expect(csv.replace(/^\ufeff/, '').split('\r\n')).toEqual(['商品编码,商品名称,采购数量', 'YC000004,,33', ',阿莫西林胶囊,2', ',不存在的药,1']);
    // Every matched row in one request.
    await waitFor(() => expect(server.of('/w1/addFastList')[0]?.body).toMatchObject({ list: [{ product_id: 4, amount: 40 }] }));
    expect(await screen.findByText('已按中包装10调整为40（原数量33）')).toBeTruthy();
    const problems = await screen.findAllByTestId('qo-problem');
    expect(problems.map((p) => p.textContent)).toEqual(['找到2个匹配的商品，请选择其中一个', '未找到该商品']);
    expect((product(2) as HTMLInputElement).value).toBe('阿莫西林胶囊');
    expect((qty(2) as HTMLInputElement).value).toBe('2');
    expect(toasts()).toContain('已识别并加入1种商品，2行需要处理');

    const choices = screen.getByRole('group', { name: '第2行 候选商品' });
    fireEvent.click(within(choices).getByRole('button', { name: /0\.5g\*36粒/ }));
    await waitFor(() => expect(server.of('/w1/addFast')[0]?.body).toMatchObject({ product_id: 11, amount: 2 }));
    await waitFor(() => expect(screen.getAllByTestId('qo-problem')).toHaveLength(1));
    expect(screen.getByTestId('qo-lines').textContent).toBe('2');
  });

  it('a pasted product already listed adds up, within its limit; over it, the row stays with why', async () => {
    const server = quickServer({
      lines: [fastLine(P.banlangen, 20), fastLine(P.mask, 40)],
      report: () =>
        reportOf([
          batchRow({ row: 2, code: 'YC000004', quantity_text: '10', amount: 10, status: 'ok', product: P.banlangen }),
          batchRow({ row: 3, code: 'YC000007', quantity_text: '20', amount: 20, status: 'ok', product: P.mask }),
        ]),
    });
    open();
    const last = await screen.findByRole('combobox', { name: '第3行 商品' });
    fireEvent.paste(last, { clipboardData: { getData: () => 'YC000004\t10\nYC000007\t20' } });
    await waitFor(() => expect(server.of('/w1/addFastList')[0]?.body).toMatchObject({ list: [{ product_id: 4, amount: 30 }] }));
    expect(await screen.findByText('已与清单中的20合并为30')).toBeTruthy();
    expect((await screen.findByTestId('qo-problem')).textContent).toBe('清单中已有40，合计60：最多购买50');
    expect(server.of('/w1/addFastList')).toHaveLength(1);
    expect(server.of('/w1/addFast')).toHaveLength(0);
  });

  it('keeps unmatched rows over a reload (local storage, per client)', async () => {
    quickServer();
    const view = open();
    const first = await screen.findByRole('combobox', { name: '第1行 商品' });
    fireEvent.change(first, { target: { value: '某种药' } });
    view.unmount();
    open();
    expect(((await screen.findByRole('combobox', { name: '第1行 商品' })) as HTMLInputElement).value).toBe('某种药');
    $session.set({ ...$session.get(), client_id: 8 });
    await waitFor(() => expect((product(1) as HTMLInputElement).value).toBe(''));
  });

  it('全部加入购物车 adds the lines that may be bought in one call, after the near-expiry question, and lists the others', async () => {
    const server = quickServer({ lines: [fastLine(P.amox, 2), fastLine(P.lianhua, 10), fastLine(P.ibu, 1)] });
    open();
    expect(await screen.findByTestId('qo-refusal')).toBeTruthy();
    expect(screen.getByTestId('qo-refusal').textContent).toBe('已售罄');
    // Sold-out lines are left out of the total.
    expect(screen.getByTestId('qo-total').textContent).toBe('¥29.00');
    fireEvent.click(screen.getByRole('button', { name: '全部加入购物车' }));
    await confirm('确定');
    await waitFor(() => expect(server.of('/w1/addShoppingtrolley')).toHaveLength(1));
    expect(server.of('/w1/addShoppingtrolley')[0]!.body.list).toEqual([
      { product_id: 1, amount: 2 },
      { product_id: 2, amount: 1 },
    ]);
    const outcome = await screen.findByTestId('qo-outcome');
    expect(outcome.textContent).toContain('已加入2种商品，1种未加入');
    expect(outcome.textContent).toContain('连花清瘟胶囊已售罄');
    expect(await screen.findByTestId('added-tip')).toBeTruthy();
  });

  it('立即下单 asks about the lines that cannot go, then buy now: fastCheck, the list kept, quick checkout', async () => {
    const server = quickServer({ lines: [fastLine(P.amox, 2), fastLine(P.scopeless, 1)] });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '立即下单' }));
    await confirm('取消');
    expect(server.of('/w1/fastCheck')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '立即下单' }));
    await confirm('确定');
    await waitFor(() => expect(env.navigate).toHaveBeenCalledWith('/submitOrder?isQuick=1'));
    expect(server.of('/w1/fastCheck')[0]!.body.list).toEqual([{ product_id: 1, amount: 2 }]);
    const kept = JSON.parse(localStorage.getItem(LOCAL_KEYS.quickOrderList)!);
    expect(kept).toMatchObject([{ product_id: 1, amount: 2 }]);
  });

  it('a visitor is asked to log in', async () => {
    $session.set({ ...$session.get(), client_id: undefined, company_id: undefined });
    open();
    expect(screen.getByText(MSG.loginFirst)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MSG.goLogin }));
    expect(env.requireLogin).toHaveBeenCalled();
    await act(async () => undefined);
  });
});
