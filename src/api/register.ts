/** Registration calls (SPEC §7 v5) and the picture upload. */
import * as register from '../contract/register';
import type { DictOption, RegisterBody, RegisterResult, UploadResult, VerifyResult } from '../contract/register';
import type { TemplateKind } from '../model/licences';
import type { RequestOptions } from './client';
import { call } from './call';

/** Referring salesmen (BD) as dictionary options. */
export function getBd(opts: RequestOptions = {}): Promise<DictOption[]> {
  return call(register.getBd, undefined, { silent: true, noIdentity: true, ...opts });
}

export function getVerify(mobile: string, opts: RequestOptions = {}): Promise<VerifyResult> {
  return call(register.getVerify, { mobile }, { noIdentity: true, ...opts });
}

export function registerCheck(
  username: string,
  opts: RequestOptions = {},
): Promise<{ username: string; available: boolean; msg?: string }> {
  return call(register.registerCheck, { username }, { silent: true, noIdentity: true, ...opts });
}

/** The register form's values (model/register-rules `RegisterInput`) fit the body as they are. */
export function saveRegister(input: RegisterBody, opts: RequestOptions = {}): Promise<RegisterResult> {
  return call(register.saveRegister, input, { noIdentity: true, ...opts });
}

/** The download link of a licence template, relative to the API base. */
export const templateDownloadPath = (type: TemplateKind) =>
  `${register.templateDownload.path}?${new URLSearchParams({ type }).toString()}`;

/** POST /api/upload (multipart, field `file`). The server decides the type by content. */
export function uploadPicture(file: Blob, name = 'picture', opts: RequestOptions = {}): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, name);
  return call(register.upload, form, { noIdentity: true, ...opts });
}
