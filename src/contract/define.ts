/**
 * One declaration per endpoint: method, path (under /api), who may call it, input and output schemas. The server
 * registers its routes from these (src/server/http/route.ts), the browser calls by them (src/api/call.ts), and the
 * OpenAPI document and the tests read the same objects.
 */
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { StaffRole } from '../model/staff';

/**
 * none: no token handling. public: token optional (visitor without). session: any valid token.
 * user: logged-in client or salesman. client: a client, or a salesman acting for one. salesman: a salesman.
 * operator: the back-office key (x-operator-key), no token.
 * staff: a back-office staff session (its own token, never a buyer's) holding one of the endpoint's `roles`.
 * partner: an ERP partner's signed request (HMAC of model/open-signature.ts), no token; the open API (/open/*).
 */
export type AuthLevel = 'none' | 'public' | 'session' | 'user' | 'client' | 'salesman' | 'operator' | 'staff' | 'partner';

export interface EndpointSpec {
  method: 'GET' | 'POST';
  /** Path under the API root, e.g. `/w1/MyShoppingtrolley`. */
  path: string;
  auth: AuthLevel;
  /**
   * With `auth: 'staff'` (and only then): the staff roles that may call it. Enforced in one place, the auth hook
   * (server/plugins/auth.ts); the access matrix checks every role against it.
   */
  roles?: readonly StaffRole[];
  /** OpenAPI tag (the area, in Chinese). */
  tag: string;
  summary: string;
  /** Path parameters (`/upload/:key`). */
  params?: TObject;
  query?: TObject;
  body?: TObject;
  /** Schema of the envelope's `data`. */
  response: TSchema;
  /**
   * Schema of `data` for a viewer who may not see prices (visitors): their answer is serialised by it, so a price
   * field a service set by mistake is never sent.
   */
  visitorResponse?: TSchema;
  /** multipart/form-data body (uploads); `body` is then not declared. */
  multipart?: boolean;
  /**
   * The answer is a file, not an envelope (downloads, pictures): the media types it may be sent as (contract/media.ts),
   * declared in the API description; `response` is then Type.Any().
   */
  file?: readonly string[];
  /** false: skip the identity-param check (login and logout must work whatever stale ids the browser sends). */
  identityCheck?: boolean;
  /**
   * A GET that changes something (the legacy paths of cancel, pay, logout…): the server then reads the caller's
   * session as it is now, never from a cache, like every POST (server/plugins/auth.ts `changesState`).
   */
  writes?: true;
}

export const endpoint = <E extends EndpointSpec>(e: E): E => e;

type StaticOr<S, D> = S extends TSchema ? Static<S> : D;
export type ParamsOf<E extends EndpointSpec> = StaticOr<E['params'], Record<string, never>>;
export type QueryOf<E extends EndpointSpec> = StaticOr<E['query'], Record<string, never>>;
export type BodyOf<E extends EndpointSpec> = StaticOr<E['body'], Record<string, never>>;
export type DataOf<E extends EndpointSpec> = Static<E['response']>;
/** What the browser passes: the query of a GET, the body of a POST. */
export type InputOf<E extends EndpointSpec> = E['method'] extends 'GET' ? QueryOf<E> : BodyOf<E>;
