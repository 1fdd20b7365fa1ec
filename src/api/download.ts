/**
 * A GET answered with a file (.xlsx, CSV, an invoice PDF/OFD or a delivery note; a document: `accept` the types it may be): fetched with the token header and the identity params (a plain link could
 * not send the header) and saved through an object URL. A refusal arrives as the usual envelope and rejects with
 * its Chinese message.
 */
import { MSG } from '../model/messages';
import { identityParams } from './client';
import { getApiConfig } from './config';
import { ApiError } from './errors';

/** The envelope a file request was refused with, as the error to throw. */
async function refusalOf(res: Response): Promise<ApiError> {
  const env = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
  return new ApiError(env?.code ?? res.status, env?.msg || MSG.httpStatus(res.status), 'business');
}

export async function downloadFile(path: string, params: Record<string, unknown>, filename: string, accept: RegExp = /spreadsheetml|text\/csv|application\/(pdf|ofd)/): Promise<void> {
  const cfg = getApiConfig();
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...identityParams(cfg.getIdentity()), ...params })) if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
  const token = cfg.getToken();
  let res: Response;
  try {
    res = await cfg.fetch(`${cfg.baseURL}${path}?${query.toString()}`, { headers: token ? { token } : {} });
  } catch {
    throw new ApiError(0, MSG.networkError, 'network');
  }
  const type = res.headers.get('content-type') ?? '';
  if (!accept.test(type)) throw await refusalOf(res);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  // An invoice is a PDF or an OFD, which the order list does not know: the file is named by what came back.
  a.download = /application\/ofd/.test(type) ? filename.replace(/\.pdf$/i, '.ofd') : filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A picture behind a token (the back office's licence pictures): fetched with the token header, answered as an
 * object URL the caller revokes when done. A refusal rejects with its Chinese message.
 */
export async function pictureUrl(path: string, signal?: AbortSignal): Promise<string> {
  const cfg = getApiConfig();
  const token = cfg.getToken();
  let res: Response;
  try {
    res = await cfg.fetch(`${cfg.baseURL}${path}`, { headers: token ? { token } : {}, ...(signal ? { signal } : {}) });
  } catch {
    throw new ApiError(0, MSG.networkError, 'network');
  }
  if (!(res.headers.get('content-type') ?? '').startsWith('image/')) throw await refusalOf(res);
  return URL.createObjectURL(await res.blob());
}
