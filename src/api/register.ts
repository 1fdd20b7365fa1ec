/** Registration calls (SPEC §7 v5) and the picture upload. */
import type { DictOption, RegisterResult, UploadResult, VerifyResult } from '../model/account-types';
import type { RegisterInput } from '../model/register-rules';
import { apiGet, apiPost, type RequestOptions } from './client';
import { unwrap } from './unwrap';

/** Referring salesmen (BD) as dictionary options. */
export function getBd(opts: RequestOptions = {}): Promise<DictOption[]> {
  return unwrap(apiGet<DictOption[]>('/v5/getBd', undefined, { silent: true, noIdentity: true, ...opts }));
}

export function getVerify(mobile: string, opts: RequestOptions = {}): Promise<VerifyResult> {
  return unwrap(apiGet<VerifyResult>('/v5/getVerify', { mobile }, { noIdentity: true, ...opts }));
}

export function registerCheck(
  username: string,
  opts: RequestOptions = {},
): Promise<{ username: string; available: boolean; msg?: string }> {
  return unwrap(apiGet('/v5/registerCheck', { username }, { silent: true, noIdentity: true, ...opts }));
}

export function saveRegister(input: RegisterInput, opts: RequestOptions = {}): Promise<RegisterResult> {
  return unwrap(apiPost<RegisterResult>('/v5/saveRegister', input, { noIdentity: true, ...opts }));
}

/** The download link of a licence template (attorney, purchaseCom, quaQues), relative to the API base. */
export const templateDownloadPath = (type: 'attorney' | 'purchaseCom' | 'quaQues') => `/v5/templateDownload?type=${type}`;

/** POST /api/upload (multipart, field `file`). The server decides the type by content. */
export function uploadPicture(file: Blob, name = 'picture', opts: RequestOptions = {}): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, name);
  return unwrap(apiPost<UploadResult>('/upload', form, { noIdentity: true, ...opts }));
}
