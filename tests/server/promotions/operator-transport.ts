/** The operator commands' transports for server tests: the database itself, or the operator API through inject. */
import type { BodyOf, DataOf, EndpointSpec, InputOf } from '../../../src/contract/define';
import type { Transport } from '../../../src/server/cli/order-commands';
import { operatorKey } from '../../../src/server/lib/operator-key';
import { api, type TestServer } from '../helpers';

export const directTransport = (s: TestServer): Transport => ({ kind: 'direct', db: s.db });

/** Posts like `npm run operator` does against a running server: the operator key, the envelope's msg on refusal. */
export function httpTransport(s: TestServer): Transport {
  const post = async <E extends EndpointSpec>(e: E, body: NoInfer<BodyOf<E>>): Promise<DataOf<E>> => {
    // InputOf<E> is BodyOf<E> for an operator endpoint (a POST); TypeScript cannot resolve that for a generic E.
    const r = await api(s.app, e, body as unknown as InputOf<E>, { headers: { 'x-operator-key': operatorKey() } });
    if (r.body.code !== 200) throw new Error(r.body.msg);
    return r.body.data as DataOf<E>;
  };
  return { kind: 'http', post, postFile: () => Promise.reject(new Error('no files here')) };
}
