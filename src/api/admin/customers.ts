/** 客户: the customer list, one customer, freeze / unfreeze, a new password, the credit limit, the monthly credit statement. */
import * as cust from '../../contract/admin-customers';
import type { InputOf } from '../../contract/define';
import { downloadFile } from '../download';
import { quietCall } from './quiet';

export const listCustomers = (query: InputOf<typeof cust.adminCustomers>) => quietCall(cust.adminCustomers, query);

export const getCustomer = (clientId: number) => quietCall(cust.adminCustomer, { client_id: clientId });

export const freezeCustomer = (input: InputOf<typeof cust.adminCustomerFreeze>) => quietCall(cust.adminCustomerFreeze, input);

/** A new random password for the customer, answered once. */
export const resetCustomerPassword = (clientId: number) => quietCall(cust.adminCustomerPassword, { client_id: clientId });

export const setCreditLimit = (clientId: number, creditLimit: string) => quietCall(cust.adminCreditLimit, { client_id: clientId, credit_limit: creditLimit });

/** One month (YYYY-MM) of the customer's credit line. */
export const getCreditStatement = (clientId: number, month: string) => quietCall(cust.adminCreditStatement, { client_id: clientId, month });

export const exportCreditStatement = (clientId: number, month: string) =>
  downloadFile(cust.adminCreditStatementExport.path, { client_id: clientId, month }, `对账单_${month}.csv`);
