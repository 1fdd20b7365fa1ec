/**
 * The salesman console's calls (src/contract/salesman.ts): account, figures, customers, acting, credit, orders,
 * reports. Not re-exported by `api/index.ts`: the console imports this module and the acting store loads it on
 * first use, so the salesman contract stays out of the site's first load.
 */
import * as s from '../contract/salesman';
import type { InputOf } from '../contract/define';
import type { RequestOptions } from './client';
import { call } from './call';
import { downloadFile } from './download';

type In<E extends Parameters<typeof call>[0]> = InputOf<E>;

export const getSalesmanBase = (opts: RequestOptions = {}) => call(s.salesmanBase, undefined, opts);
export const saveSalesmanPhone = (phone: string) => call(s.saveSalesmanBase, { phone }, { quiet: true });
/** POST (the spec's GET would put passwords in the address bar); answers how many other logins were ended. */
export const saveSalesmanPass = (input: In<typeof s.saveSalesmanPassPost>) => call(s.saveSalesmanPassPost, input, { quiet: true });
export const signOutOtherSessions = () => call(s.salesmanSignOutOthers);

export const getSalesmanIndex = (opts: RequestOptions = {}) => call(s.salesmanIndex, undefined, opts);
export const getSalesmanCustomers = (input: In<typeof s.salesmanCustomers>, opts: RequestOptions = {}) => call(s.salesmanCustomers, input, opts);
export const getRegionClients = (input: In<typeof s.clientRegion>, opts: RequestOptions = {}) => call(s.clientRegion, input, opts);

/** Start acting for one of his customers: the token now buys for it. */
export const actForCustomer = (customerId: number) => call(s.actForCustomer, { customer_id: customerId });
export const stopActingFor = () => call(s.stopActing);

export const getSalesmanCredit = (input: In<typeof s.salesmanCredit>, opts: RequestOptions = {}) => call(s.salesmanCredit, input, opts);
export const getCustomerCreditBills = (customerId: number, opts: RequestOptions = {}) => call(s.customerCreditBills, { customer_id: customerId }, opts);

export const getCustomerOrders = (input: In<typeof s.customerOrders>, opts: RequestOptions = {}) => call(s.customerOrders, input, opts);
export const getCustomerOrderDetail = (id: number, opts: RequestOptions = {}) => call(s.customerOrderDetail, { id }, opts);

export const getSalesReport = (input: In<typeof s.salesReport>, opts: RequestOptions = {}) => call(s.salesReport, input, opts);
export const getSalesByCustomer = (input: In<typeof s.salesReportByCustomer>, opts: RequestOptions = {}) => call(s.salesReportByCustomer, input, opts);
export const getSalesByProduct = (input: In<typeof s.salesReportByProduct>, opts: RequestOptions = {}) => call(s.salesReportByProduct, input, opts);
export const downloadSalesReport = (input: In<typeof s.salesReport>) =>
  downloadFile(s.salesReportExport.path, input, `销售报表_${input.start}_${input.end}.xlsx`);

export const getClientTop = (input: In<typeof s.clientTop>, opts: RequestOptions = {}) => call(s.clientTop, input, opts);
export const getProductTop = (input: In<typeof s.productTop>, opts: RequestOptions = {}) => call(s.productTop, input, opts);
