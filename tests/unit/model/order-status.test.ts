/**
 * The order state machine (src/model/order-status.ts): every allowed move for each of its actors, every other
 * (from, to, actor) of the full matrix refused with a Chinese reason, final states never left, tabs and the
 * client's buttons derived from the same table.
 */
import { describe, expect, it } from 'vitest';
import {
  FINAL_STATUSES,
  ORDER_STATUS,
  ORDER_STATUS_TEXT,
  ORDER_TABS,
  TRANSITIONS,
  clientActions,
  findTransition,
  receiptRefusal,
  transitionRefusal,
  type OrderActor,
  type OrderStatus,
} from '../../../src/model/order-status';

const STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];
const ACTORS: OrderActor[] = ['client', 'operator', 'system', 'provider'];
const S = ORDER_STATUS;

describe('order state machine', () => {
  it('has a Chinese text for every SPEC §4 status code', () => {
    expect(STATUSES.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    for (const s of STATUSES) expect(ORDER_STATUS_TEXT[s]).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('lists each move once, between known statuses, with at least one actor and a label', () => {
    const keys = TRANSITIONS.map((t) => `${t.from}>${t.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of TRANSITIONS) {
      expect(STATUSES).toContain(t.from);
      expect(STATUSES).toContain(t.to);
      expect(t.from).not.toBe(t.to);
      expect(t.by.length).toBeGreaterThan(0);
      expect(t.label).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  // The full matrix: 15 × 15 × 4 = 900 cases, each either in the table for that actor or refused.
  const matrix = STATUSES.flatMap((from) => STATUSES.flatMap((to) => ACTORS.map((actor) => ({ from, to, actor }))));
  it.each(matrix)('$from → $to by $actor: allowed exactly when the table says so', ({ from, to, actor }) => {
    const t = findTransition(from, to);
    const allowed = Boolean(t && t.by.includes(actor));
    const refusal = transitionRefusal(from, to, actor);
    if (allowed) expect(refusal).toBeNull();
    else {
      expect(refusal).toContain(ORDER_STATUS_TEXT[from]);
      expect(refusal).toMatch(t ? /无权/ : /不能进行此操作/);
    }
  });

  it('never leaves a final status', () => {
    for (const from of FINAL_STATUSES) {
      for (const to of STATUSES) for (const actor of ACTORS) expect(transitionRefusal(from, to, actor)).not.toBeNull();
    }
    expect(FINAL_STATUSES).toEqual(expect.arrayContaining([S.cancelled, S.refunded]));
  });

  it('keeps the back-office moves away from clients and the client moves away from providers', () => {
    expect(transitionRefusal(S.paid, S.shipped, 'client')).toMatch(/无权/);
    expect(transitionRefusal(S.pendingReview, S.approved, 'client')).toMatch(/无权/);
    expect(transitionRefusal(S.refundPending, S.refundApproved, 'client')).toMatch(/无权/);
    expect(transitionRefusal(S.pendingPayment, S.cancelled, 'provider')).toMatch(/无权/);
    expect(transitionRefusal(S.pendingPayment, S.systemCancelled, 'client')).toMatch(/无权/);
    expect(transitionRefusal(S.shipped, S.received, 'system')).toBeNull();
    expect(transitionRefusal(S.refundRejected, S.received, 'client')).toBeNull();
  });

  it('reaches every status from pending payment, and every non-final status can move on', () => {
    const seen = new Set<number>([S.pendingPayment]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of TRANSITIONS) {
        if (seen.has(t.from) && !seen.has(t.to)) {
          seen.add(t.to);
          grew = true;
        }
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([...STATUSES].sort((a, b) => a - b));
    const moving = new Set(TRANSITIONS.map((t) => t.from));
    for (const s of STATUSES) if (!FINAL_STATUSES.includes(s) && s !== S.received) expect(moving.has(s), String(s)).toBe(true);
  });
});

describe('order tabs', () => {
  it('are the SPEC §4 tabs 0–4, tab 0 all, the others disjoint', () => {
    expect(ORDER_TABS.map((t) => t.tab)).toEqual([0, 1, 2, 3, 4]);
    expect(ORDER_TABS[0].statuses).toBeNull();
    const listed = ORDER_TABS.flatMap((t) => (t.statuses ? [...t.statuses] : []));
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('client actions', () => {
  it('follow the table: pay only when pending, cancel/receive/refund exactly when the client may make the move', () => {
    for (const s of STATUSES) {
      const a = clientActions(s, false, true);
      expect(a.pay).toBe(s === S.pendingPayment);
      expect(a.cancel).toBe(findTransition(s, S.cancelled)?.by.includes('client') ?? false);
      expect(a.confirmReceipt).toBe(findTransition(s, S.received)?.by.includes('client') ?? false);
      expect(a.refund).toBe(findTransition(s, S.refundPending)?.by.includes('client') ?? false);
      expect(a.comment).toBe(s === S.received);
    }
  });
  it('a refund refused before shipping waits for the goods: no receipt until shipped, the operator may ship it', () => {
    expect(clientActions(S.refundRejected, false, false).confirmReceipt).toBe(false);
    expect(clientActions(S.refundRejected, false, true).confirmReceipt).toBe(true);
    expect(receiptRefusal(S.refundRejected, false)).toBe('订单尚未发货，不能确认收货');
    expect(receiptRefusal(S.refundRejected, true)).toBeNull();
    expect(transitionRefusal(S.refundRejected, S.shipped, 'operator')).toBeNull();
    expect(transitionRefusal(S.refundRejected, S.shipped, 'client')).not.toBeNull();
  });
  it('offer the comment once', () => {
    expect(clientActions(S.received, true).comment).toBe(false);
  });
});
