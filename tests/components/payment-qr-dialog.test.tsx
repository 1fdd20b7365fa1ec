/**
 * The wallet QR dialog (SPEC §4): a 280×280 QR, the result polled every second; success closes it, says so and
 * tells the parent; closing stops the polling and clears the QR; unmounting leaves no timer behind.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { configureApi, resetApi } from '../../src/api';
import { QrPayDialog, type QrRequest } from '../../src/features/payment';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { $toasts } from '../../src/ui/overlay-store';

const REQUEST: QrRequest = { codeUrl: 'http://store.test/sandbox-pay/P1', pollCode: 'YC1', amount: '99.00', way: 'wx', sandbox: true };

function stubStatus(paidAfter: number) {
  const polls: unknown[] = [];
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (_input, init) => {
      polls.push(JSON.parse(String(init?.body)));
      const paid = polls.length >= paidAfter;
      const env = paid ? { code: 200, msg: 'ok', data: { kind: 'order', code: 'YC1', paid: 1 } } : { code: 101, msg: '等待支付结果…', data: null };
      return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
    },
  });
  return polls;
}

function Harness({ onPaid }: { onPaid: () => void }) {
  const [req, setReq] = useState<QrRequest | null>(REQUEST);
  return (
    <>
      <QrPayDialog
        request={req}
        title="微信扫码支付"
        successText="支付成功"
        onPaid={() => {
          setReq(null);
          onPaid();
        }}
        onClose={() => setReq(null)}
      />
      <Overlays />
    </>
  );
}

/** Lets the fake clock run one poll interval and the answer settle. */
async function tick(ms = 1000) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** jsdom has no modal dialog methods: the same stand-ins the other dialog tests use. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

beforeEach(() => {
  polyfillDialog();
  // Only the dialog's timers are faked: the QR encoder's own async work (setImmediate) runs for real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  installNotifier();
  $toasts.set([]);
});
afterEach(() => {
  cleanup();
  resetApi();
  vi.useRealTimers();
});

describe('QrPayDialog', () => {
  it('shows a 280×280 QR and the amount, and polls once a second with the code', async () => {
    const polls = stubStatus(99);
    render(<Harness onPaid={() => undefined} />);
    let img: HTMLImageElement | null = null;
    for (let i = 0; i < 200 && !img; i++) {
      await act(() => new Promise<void>((r) => setImmediate(r)));
      img = screen.queryByTestId('qr-image') as HTMLImageElement | null;
    }
    if (!img) throw new Error('no QR image');
    expect(img.width).toBe(280);
    expect(img.height).toBe(280);
    expect(img.src).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('qr-pay-dialog').textContent).toContain('¥99.00');
    expect(screen.getByTestId('sandbox-link').getAttribute('href')).toBe(REQUEST.codeUrl);
    expect(polls).toHaveLength(0);
    await tick();
    expect(polls).toEqual([{ order_code: 'YC1' }]);
    await tick();
    await tick();
    expect(polls).toHaveLength(3);
  });

  it('on success closes, says so and tells the parent; no poll after that', async () => {
    const polls = stubStatus(2);
    const onPaid = vi.fn();
    render(<Harness onPaid={onPaid} />);
    await tick();
    await tick();
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('qr-image')).toBeNull();
    expect($toasts.get().map((t) => t.text)).toContain('支付成功');
    await tick(5000);
    expect(polls).toHaveLength(2);
  });

  it('closing stops polling and clears the QR', async () => {
    const polls = stubStatus(99);
    render(<Harness onPaid={() => undefined} />);
    await tick();
    expect(polls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('qr-image')).toBeNull();
    await tick(5000);
    expect(polls).toHaveLength(1);
  });

  it('unmounting clears the timer', async () => {
    const polls = stubStatus(99);
    const { unmount } = render(<Harness onPaid={() => undefined} />);
    await tick();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await tick(3000);
    expect(polls).toHaveLength(1);
  });
});
