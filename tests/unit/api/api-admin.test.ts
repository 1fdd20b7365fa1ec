/** The back office's calls (src/api/admin): quiet refusals, a body the schema refuses is never sent, method, path and body. */
import { describe, expect, it } from 'vitest';
import * as api from '../../../src/api';
import { groupCalls } from '../../../src/api/admin/offers';
import { decideRefund, listOrders } from '../../../src/api/admin/orders';
import { createSalesman, setSalesmanActive } from '../../../src/api/admin/salesmen';
import { getMe } from '../../../src/api/admin/session';
import { adminSalesmanCreate } from '../../../src/contract/admin-salesmen';
import { schemaProblem, type JsonSchema } from '../../../src/model/schema-check';
import { envelope, sendJson, withApiServer } from './api-harness';

const h = withApiServer({ getToken: () => 'staff-token' });

const answer = (data: unknown) => h.server.reply((_r, res) => sendJson(res, 200, envelope(200, '', data)));
const last = () => h.server.requests.at(-1);

describe('back-office calls', () => {
  it('name the endpoint: GET with the query, POST with the body, the staff token, and answer the data', async () => {
    answer({ list: [], total: 0 });
    await expect(listOrders({ status: 2, page: 1, size: 20 })).resolves.toEqual({ list: [], total: 0 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/orders' });
    expect(last()?.query.get('status')).toBe('2');
    expect(last()?.headers.token).toBe('staff-token');
    await decideRefund({ order_code: 'YC1', action: 'approve', way: 'offline' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/admin/refund', body: { order_code: 'YC1', action: 'approve', way: 'offline' } });
    await groupCalls.end(5);
    expect(last()).toMatchObject({ method: 'POST', path: '/api/admin/offers/groupEnd', body: { id: 5 } });
  });

  it('are quiet: a refusal rejects with the server message and shows no toast (the page shows it inline)', async () => {
    h.server.replyEnvelope(400, '该订单不能退款');
    await expect(decideRefund({ order_code: 'YC1', action: 'reject' })).rejects.toMatchObject({ message: '该订单不能退款', kind: 'business' });
    expect(h.notifier.notices).toEqual([]);
  });

  it('who is signed in is silent: an expired token asks nothing', async () => {
    h.server.replyEnvelope(401, '');
    await expect(getMe()).rejects.toBeInstanceOf(api.ApiError);
    expect(h.notifier.notices).toEqual([]);
  });

  it('a form body the endpoint schema refuses rejects with the server wording and sends nothing', async () => {
    const body = { username: 'sm_new', company_id: 1 };
    const problem = schemaProblem(adminSalesmanCreate.body as unknown as JsonSchema, body);
    expect(problem).toBeTruthy();
    await expect(createSalesman(body)).rejects.toMatchObject({ message: problem });
    await expect(setSalesmanActive({ active: false })).rejects.toBeInstanceOf(api.ApiError);
    expect(h.server.requests).toEqual([]);
    answer({ salesman_id: 3, active: false });
    await setSalesmanActive({ salesman_id: 3, active: false });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/admin/salesmanActive', body: { salesman_id: 3, active: false } });
  });
});
