/**
 * The widgets' 消息 N pill (<yc-cart>, <yc-order-list>): hidden for a visitor and at 0; every pill on the page shows
 * the header's one count from one request; a read answer sets it at once; the page coming back into view (the
 * buyer read them in the store's tab) loads it again; the link is the store's message centre.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { configureApi, resetApi } from '../../src/api';
import { UnreadMessagesPill } from '../../widgets/UnreadPill';
import { messagesMarked, resetPersonalAlerts, $unreadMessages } from '../../src/stores/messages';
import { $session } from '../../src/stores/session';

let unread = 0;
let asked = 0;
beforeEach(() => {
  asked = 0;
  resetPersonalAlerts();
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input) => {
      const path = new URL(String(input)).pathname;
      if (path !== '/api/w1/unreadMessages') throw new Error(`unexpected ${path}`);
      asked += 1;
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { unread } }), { headers: { 'content-type': 'application/json' } });
    },
  });
});
afterEach(() => {
  cleanup();
  resetApi();
  $session.set({ ...$session.get(), token: undefined, client_id: undefined, company_id: undefined });
});

let logins = 0;
/** A new login each time (a new token): its count is loaded afresh. */
const asClient = () => $session.set({ ...$session.get(), token: `t${++logins}`, client_id: 7, company_id: 1, salesman_id: undefined });
const pills = () => screen.queryAllByTestId('widget-unread');

describe('消息 N in the widgets', () => {
  it('shows nothing and asks nothing for a visitor', async () => {
    unread = 4;
    render(<UnreadMessagesPill />);
    await new Promise((r) => setTimeout(r, 20));
    expect(pills()).toHaveLength(0);
    expect(asked).toBe(0);
  });

  it('two pills, one request; a read answer hides them; back into view loads the count again', async () => {
    asClient();
    unread = 3;
    render(
      <>
        <UnreadMessagesPill />
        <UnreadMessagesPill />
      </>,
    );
    await waitFor(() => expect(pills()).toHaveLength(2));
    expect(asked).toBe(1);
    for (const p of pills()) {
      expect(p.textContent).toBe('消息 3');
      expect(p.getAttribute('href')).toBe('/announcementList?tab=mine');
    }
    // The name read is the visible text and more (axe's label-content-name-mismatch), not another label.
    expect(screen.getAllByRole('link', { name: '消息 3条未读' })).toHaveLength(2);
    // The buyer read everything (the message centre's answer carries the count): hidden at 0, no request.
    act(() => messagesMarked(0));
    expect(pills()).toHaveLength(0);
    expect(asked).toBe(1);
    // New messages arrived meanwhile; the host page comes back into view.
    unread = 120;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(pills()).toHaveLength(2));
    expect(pills()[0]!.textContent).toBe('消息 99+');
    expect(asked).toBe(2);
    expect($unreadMessages.get()).toBe(120);
  });

  it('a pill mounting later reuses the count already loaded for this client', async () => {
    asClient();
    unread = 2;
    const first = render(<UnreadMessagesPill />);
    await waitFor(() => expect(pills()).toHaveLength(1));
    first.unmount();
    render(<UnreadMessagesPill />);
    expect(pills()).toHaveLength(1);
    expect(asked).toBe(1);
  });
});
