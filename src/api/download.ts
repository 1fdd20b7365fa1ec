/**
 * A GET answered with a file (.xlsx or CSV): fetched with the token header and the identity params (a plain link could
 * not send the header) and saved through an object URL. A refusal arrives as the usual envelope and rejects with
 * its Chinese message.
 */
import { MSG } from '../model/messages';
import { identityParams } from './client';
import { getApiConfig } from './config';
import { ApiError } from './errors';

export async function downloadFile(path: string, params: Record<string, unknown>, filename: string): Promise<void> {
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
  if (!/spreadsheetml|text\/csv/.test(res.headers.get('content-type') ?? '')) {
    const env = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError(env?.code ?? res.status, env?.msg || MSG.httpStatus(res.status), 'business');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
