/**
 * The order actions store without React: a move is asked first and nothing is sent when the buyer declines; a
 * confirmed move tells the buyer and reloads the screen; a refusal shows the server's text and reloads nothing; buy
 * again shows the lines it could not add; the refund dialog's open/close and its success notice.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetApi, setNotifier } from '../../../src/api';
import type { BuyAgainLine } from '../../../src/contract/orders';
import { ORDER_MSG } from '../../../src/model/messages';
import { createOrderActions } from '../../../src/stores/order-actions';
import { detailOf, ordersServer } from '../../components/orders-fixtures';

let said: { text: string; kind: string }[] = [];
let asked: string[] = [];
let answer = true;

beforeEach(() => {
  said = [];
  asked = [];
  answer = true;
  setNotifier({
    error() {},
    message: (text, kind = 'info') => void said.push({ text, kind }),
    notify() {},
    confirm: async (o) => {
      asked.push(o.title);
      return answer;
    },
  });
});
afterEach(() => resetApi());

describe('order actions store', () => {
  it('asks before cancelling; declined sends nothing, confirmed cancels, says so and reloads', async () => {
    const server = ordersServer([detailOf(1, 0)]);
    let reloads = 0;
    const flow = createOrderActions(() => reloads++);
    answer = false;
    await flow.cancel(1);
    expect(asked).toEqual(['取消订单']);
    expect(server.of('/w1/clientCacelOrRecivOrder')).toHaveLength(0);
    expect(reloads).toBe(0);

    answer = true;
    await flow.cancel(1);
    expect(server.of('/w1/clientCacelOrRecivOrder')[0]?.query).toMatchObject({ id: '1', type: 'cancel' });
    expect(said).toEqual([{ text: ORDER_MSG.cancelled, kind: 'success' }]);
    expect(reloads).toBe(1);
    expect(flow.$busy.get()).toBeNull();
  });

  it('a refused receive shows the server’s text, reloads nothing and frees the button', async () => {
    ordersServer([detailOf(2, 2)], { refuse: { '/w1/clientCacelOrRecivOrder': '订单状态已变化，请刷新' } });
    let reloads = 0;
    const flow = createOrderActions(() => reloads++);
    await flow.receive(2);
    expect(asked).toEqual(['确认收货']);
    expect(said).toEqual([{ text: '订单状态已变化，请刷新', kind: 'error' }]);
    expect(reloads).toBe(0);
    expect(flow.$busy.get()).toBeNull();
  });

  it('buy again: all added is a notice; some not added keeps the lines for the dialog', async () => {
    ordersServer([detailOf(3, 3)], { buyAgain: { added: 2, lines: [] } });
    const flow = createOrderActions(() => {});
    await flow.buyAgain(3);
    expect(said).toEqual([{ text: ORDER_MSG.buyAgainAdded(2), kind: 'success' }]);
    expect(flow.$again.get()).toBeNull();

    const lines: BuyAgainLine[] = [{ product_id: 9, ty_name: '阿莫西林胶囊', product_standard: '0.25g*24粒', amount: 2, added: false, refusal: null }];
    ordersServer([detailOf(3, 3)], { buyAgain: { added: 0, lines } });
    await flow.buyAgain(3);
    expect(flow.$again.get()?.lines).toEqual(lines);
    flow.closeAgain();
    expect(flow.$again.get()).toBeNull();
  });

  it('the refund dialog opens for an order; a refund sent closes it, says so and reloads', () => {
    let reloads = 0;
    const flow = createOrderActions(() => reloads++);
    flow.openRefund(4);
    expect(flow.$refundFor.get()).toBe(4);
    flow.refunded();
    expect(flow.$refundFor.get()).toBeNull();
    expect(said).toEqual([{ text: ORDER_MSG.refundSubmitted, kind: 'success' }]);
    expect(reloads).toBe(1);
  });
});
