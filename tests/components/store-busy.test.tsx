/**
 * Issue 34: while the store cannot reach its database it answers 503 with the busy text. Through the real browser
 * client: a page shows that text with 重试 (one toast for the burst, not one per call) and loads once the store is
 * back; the silent public header tries again by itself after its delays.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApi, isRetryable, ApiError, resetApi, setNotifier } from '../../src/api';
import { AnnouncementListPage } from '../../src/features/content/AnnouncementListPage';
import { $publicHeader, HEADER_RETRY_DELAYS_MS, loadPublicHeader } from '../../src/stores/public-header';

const BUSY = '服务器繁忙，请稍后再试';
let busy = true;
let calls: string[] = [];
const toasts: string[] = [];

function store(data: Record<string, unknown>) {
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input) => {
      const path = new URL(String(input)).pathname.replace(/^\/api/, '');
      calls.push(path);
      const [status, env] = busy ? [503, { code: 503, msg: BUSY, data: null }] : [200, { code: 200, msg: 'ok', data: data[path] }];
      return new Response(JSON.stringify(env), { status, headers: { 'content-type': 'application/json', 'retry-after': '5' } });
    },
  });
}

beforeEach(() => {
  resetApi();
  busy = true;
  calls = [];
  toasts.length = 0;
  const push = (msg: string) => void toasts.push(msg);
  setNotifier({ error: push, message: push, notify: push, confirm: async () => false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a busy store', () => {
  it('is a retryable error, unlike a refusal', () => {
    expect(isRetryable(new ApiError(503, BUSY, 'busy'))).toBe(true);
    expect(isRetryable(new ApiError(0, 'x', 'network'))).toBe(true);
    expect(isRetryable(new ApiError(400, 'x', 'business'))).toBe(false);
    expect(isRetryable(new ApiError(0, 'x', 'network', undefined, true))).toBe(false);
  });

  it('shows the busy text with 重试 on a page, and the page loads once the store is back', async () => {
    store({ '/w1/announcementList': { list: [{ message_id: 3, title: '春节发货安排', created_at: '2026-11-20 10:00:00', summary: '…' }], total: 1, page: 1, size: 20 } });
    const location = memoryLocation({ path: '/announcementList' });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AnnouncementListPage />
      </Router>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(BUSY);
    expect(toasts).toEqual([BUSY]);
    busy = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('春节发货安排')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the public header tries again by itself and appears when the store is back', async () => {
    vi.useFakeTimers();
    $publicHeader.set(null);
    const header = { classList: [], hotKeywords: [] };
    store({ '/w1/publicHeader': header });
    await loadPublicHeader();
    expect($publicHeader.get()).toBeNull();
    expect(toasts).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HEADER_RETRY_DELAYS_MS[0]!);
    });
    expect(calls.filter((c) => c === '/w1/publicHeader')).toHaveLength(2);
    busy = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HEADER_RETRY_DELAYS_MS[1]!);
    });
    expect($publicHeader.get()).toEqual(header);
    await vi.advanceTimersByTimeAsync(HEADER_RETRY_DELAYS_MS[2]!);
    expect(calls.filter((c) => c === '/w1/publicHeader')).toHaveLength(3);
  });
});
