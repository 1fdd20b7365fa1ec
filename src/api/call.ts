/**
 * Calls an endpoint by its contract declaration: no path literals in the browser, typed input and answer.
 * GET sends the input as the query, POST as the JSON body (a multipart endpoint takes FormData); the envelope rules
 * of client.ts apply.
 */
import type { DataOf, EndpointSpec, InputOf } from '../contract/define';
import { apiGet, apiPost, type RequestOptions } from './client';

/** What the browser passes: FormData for a multipart upload, else the query or JSON body. */
export type CallInput<E extends EndpointSpec> = E['multipart'] extends true ? FormData : InputOf<E>;

export async function call<E extends EndpointSpec>(
  e: E,
  input?: NoInfer<CallInput<E>>,
  opts: RequestOptions = {},
): Promise<DataOf<E>> {
  const params = input as Record<string, unknown> | undefined;
  const answer = e.method === 'GET' ? await apiGet<DataOf<E>>(e.path, params, opts) : await apiPost<DataOf<E>>(e.path, params, opts);
  return answer.data;
}
