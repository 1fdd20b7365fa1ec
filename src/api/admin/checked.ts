/**
 * The back office's forms whose body the browser checks first. Apart from quiet.ts so that the schema checker loads
 * with the form pages, not with the back office's first load (its login calls quietCall).
 */
import type { DataOf, EndpointSpec } from '../../contract/define';
import { schemaProblem, type JsonSchema } from '../../model/schema-check';
import { ApiError } from '../errors';
import { quietCall } from './quiet';

/**
 * A form's body checked against the endpoint's own body schema (model/schema-check.ts, the server's wording) before
 * it is sent: a problem rejects with that text as an ApiError and no request is made.
 */
export async function checkedCall<E extends EndpointSpec>(e: E, body: Record<string, unknown>): Promise<DataOf<E>> {
  const problem = schemaProblem(e.body as unknown as JsonSchema, body);
  if (problem) throw new ApiError(0, problem, 'business');
  return quietCall(e, body as never);
}
