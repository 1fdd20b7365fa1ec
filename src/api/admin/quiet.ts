/**
 * How the back office calls the server: every page shows a refusal inline, so its calls are `quiet` (no toast for a
 * business error; the call still rejects with the server's Chinese message). The area modules beside this file name
 * each call; src/admin imports those, never `call` or a contract declaration.
 */
import type { DataOf, EndpointSpec } from '../../contract/define';
import { call, type CallInput } from '../call';

/** One quiet call of a contract endpoint. */
export function quietCall<E extends EndpointSpec>(e: E, input?: NoInfer<CallInput<E>>): Promise<DataOf<E>> {
  return call(e, input, { quiet: true });
}
