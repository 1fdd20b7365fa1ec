/**
 * 业务员与片区: the salesmen (with the companies to pick from), a new one, a client moved to one, one's territories,
 * disable / enable. The bodies are the forms' as typed (a field may be missing): each is checked against the
 * endpoint's body schema first, which refuses with the server's Chinese message and sends nothing.
 */
import * as sm from '../../contract/admin-salesmen';
import { checkedCall } from './checked';
import { quietCall } from './quiet';

type Body = Record<string, unknown>;

export const listSalesmen = () => quietCall(sm.adminSalesmen, {});

export const createSalesman = (body: Body) => checkedCall(sm.adminSalesmanCreate, body);

export const assignClient = (body: Body) => checkedCall(sm.adminSalesmanAssign, body);

export const setSalesmanRegions = (body: Body) => checkedCall(sm.adminSalesmanRegions, body);

export const setSalesmanActive = (body: Body) => checkedCall(sm.adminSalesmanActive, body);
