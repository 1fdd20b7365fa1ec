/** Token, login/logout, who is logged in, and the company choice (SPEC §7 session calls). */
import * as session from '../contract/session';
import type { ClientInfo, Credentials, LoginResult, SalesmanInfo, UserInfo, WebToken } from '../contract/session';
import { WEB_APP_ID } from '../model/constants';
import type { RequestOptions } from './client';
import { call } from './call';

export type { ClientInfo, Credentials, WebToken };

/** Silent, without token or identity: it is what creates the anonymous session. */
export function getWebToken(appid: string = WEB_APP_ID): Promise<WebToken> {
  return call(session.getWebToken, { appid }, { silent: true, noToken: true, noIdentity: true });
}

/** No identity params: the session is being bound to a (possibly different) account. */
export function login(creds: Credentials, opts: RequestOptions = {}): Promise<LoginResult> {
  return call(session.login, creds, { noIdentity: true, ...opts });
}

export function logout(opts: RequestOptions = {}): Promise<null> {
  return call(session.logout, undefined, opts);
}

export function getClientInfo(opts: RequestOptions = {}): Promise<ClientInfo> {
  return call(session.clientInfo, undefined, opts);
}

export function getUserInfo(opts: RequestOptions = {}): Promise<UserInfo> {
  return call(session.userInfo, undefined, opts);
}

export function getSalesmanInfo(opts: RequestOptions = {}): Promise<SalesmanInfo> {
  return call(session.salesmanInfo, undefined, opts);
}

/** company_id is the company to switch to (the caller's value wins over the stored identity). */
export function selectCompany(companyId: number, opts: RequestOptions = {}): Promise<{ client_id: number; company_id: number }> {
  return call(session.selectCompany, { company_id: companyId }, opts);
}
