import type { LoginResult, SalesmanInfo, UserInfo } from '../model/types';
import { apiGet, apiPost, type RequestOptions } from './client';
import { unwrap } from './unwrap';

export const WEB_APPID = 'yaocai-web';

export interface WebToken {
  api_token: string;
  /** ms epoch */
  expires_at: number;
}

export interface ClientInfo {
  client_id: number;
  company_id: number;
  username: string;
}

export interface Credentials {
  username: string;
  password: string;
}

/** Silent, without token or identity: it is what creates the anonymous session. */
export function getWebToken(appid: string = WEB_APPID): Promise<WebToken> {
  return unwrap(apiPost<WebToken>('/w1/GetWebToken', { appid }, { silent: true, noToken: true, noIdentity: true }));
}

/** No identity params: the session is being bound to a (possibly different) account. */
export function login(creds: Credentials, opts: RequestOptions = {}): Promise<LoginResult> {
  return unwrap(apiPost<LoginResult>('/w1/login', creds, { noIdentity: true, ...opts }));
}

export function logout(opts: RequestOptions = {}): Promise<unknown> {
  return unwrap(apiGet<unknown>('/loginOut', undefined, opts));
}

export function getClientInfo(opts: RequestOptions = {}): Promise<ClientInfo> {
  return unwrap(apiGet<ClientInfo>('/w1/clientInfo', undefined, opts));
}

export function getUserInfo(opts: RequestOptions = {}): Promise<UserInfo> {
  return unwrap(apiGet<UserInfo>('/w1/userInfo', undefined, opts));
}

export function getSalesmanInfo(opts: RequestOptions = {}): Promise<SalesmanInfo> {
  return unwrap(apiGet<SalesmanInfo>('/w1/salesmanInfo', undefined, opts));
}
