/**
 * The SSRF guard of ERP webhooks (issue 27): a push goes to a public address only (model/webhook-rules.ts).
 * - When the URL is set: the written rule (scheme, IP literal, localhost) and, when the name resolves now, every
 *   address it resolves to (a name that does not resolve yet is accepted: the delivery checks again).
 * - At every delivery: the request's own DNS lookup is the guarded one (`guardedLookup`), so the address checked is
 *   the address connected to — a name re-pointed at 127.0.0.1 after it was set (DNS rebinding) is refused. Redirects
 *   are not followed.
 * There is no switch to allow internal addresses: no test or e2e run needs a local receiver (tests inject a poster).
 */
import { lookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { internalAddress, WEBHOOK_MSG, webhookUrlProblem } from '../../model/webhook-rules';

export class InternalTargetError extends Error {
  readonly code = 'EWEBHOOKINTERNAL';
  constructor() {
    super(WEBHOOK_MSG.internal);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that fails when any address of the name is internal (the `lookup` of the delivery's request). */
export function guardedLookup(hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.length === 0 || addresses.some((a) => internalAddress(a.address))) return callback(new InternalTargetError(), []);
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

const RESOLVE_WAIT_MS = 3000;

/** Why this URL may not be a webhook (Chinese), or null: the written rule, then what the name resolves to now. */
export async function webhookTargetProblem(url: string): Promise<string | null> {
  const written = webhookUrlProblem(url);
  if (written) return written;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const resolved = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), RESOLVE_WAIT_MS);
    guardedLookup(host, { all: true }, (err) => {
      clearTimeout(timer);
      resolve(err instanceof InternalTargetError ? err.message : null);
    });
  });
  return resolved;
}

/** POSTs a webhook through the guarded lookup; answers the HTTP status (redirects are answers, not followed). */
export function postWebhook(url: string, headers: Record<string, string>, body: string, timeoutMs = 10_000): Promise<number> {
  const written = webhookUrlProblem(url);
  if (written) return Promise.reject(new Error(written));
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(target, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: guardedLookup, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
