/**
 * How the back office calls the server: every page shows a refusal inline, so its calls are `quiet` (no toast for a
 * business error; the call still rejects with the server's Chinese message). The area modules beside this file name
 * each call; src/admin imports those, never `call` or a contract declaration.
 */
import type { DataOf, EndpointSpec } from '../../contract/define';
import { schemaProblem, type JsonSchema } from '../../model/schema-check';
import { call, type CallInput } from '../call';
import { ApiError } from '../errors';

/** One quiet call of a contract endpoint. */
export function quietCall<E extends EndpointSpec>(e: E, input?: NoInfer<CallInput<E>>): Promise<DataOf<E>> {
  return call(e, input, { quiet: true });
}

/**
 * A form's body checked against the endpoint's own body schema (model/schema-check.ts, the server's wording) before
 * it is sent: a problem rejects with that text as an ApiError and no request is made.
 */
export async function checkedCall<E extends EndpointSpec>(e: E, body: Record<string, unknown>): Promise<DataOf<E>> {
  const problem = schemaProblem(e.body as unknown as JsonSchema, body);
  if (problem) throw new ApiError(0, problem, 'business');
  return quietCall(e, body as never);
}
