/**
 * Personal data never reaches the logs: ID-card and mobile numbers, passwords, tokens, SMS codes and link
 * signatures are masked in logged URLs and error messages (a failed query's text lists its parameters, e.g. the ID
 * card of a registration), and the token / authorization / operator-key headers are censored.
 */

const ID_CARD = /(?<![0-9])[1-9][0-9]{16}[0-9Xx](?![0-9A-Za-z])/g;
const MOBILE = /(?<![0-9])1[3-9][0-9]{9}(?![0-9])/g;
const SECRET_PARAM = /\b(password|pay_password|old_password|confirm_password|token|api_token|sign|code|id_card|mobile|telephone|nonce)=([^&\s"']*)/gi;
/** node-postgres / drizzle "Failed query: … params: a,b,c": the parameter list goes as a whole. */
const QUERY_PARAMS = /(\bparams:\s*)[^\n]*/gi;
/**
 * drizzle's "Failed query: <statement>\nparams: …": the statement goes too (a statement built with sql.raw or a
 * literal may hold values); the driver's own message (the cause: "duplicate key…", "relation … does not exist") and
 * its SQLSTATE stay, which is what an operator needs.
 */
const FAILED_QUERY = /(Failed query:)[\s\S]*?(?=\nparams:|$)/g;

export function redactText(text: string): string {
  return text
    .replace(FAILED_QUERY, '$1 [SQL已隐去]')
    .replace(QUERY_PARAMS, '$1[已隐去]')
    .replace(SECRET_PARAM, '$1=[已隐去]')
    .replace(ID_CARD, '[身份证号已隐去]')
    .replace(MOBILE, (m) => `${m.slice(0, 3)}****${m.slice(-4)}`);
}

/**
 * One line for an error printed outside a request (jobs, housekeeping): its type, the first code along its cause
 * chain and its redacted message, never the object (pg-boss's errors carry the database client and its settings).
 */
export function describeError(e: unknown): string {
  if (!(e instanceof Error)) return redactText(String(e)).slice(0, 300);
  let code: unknown;
  for (let x: unknown = e, depth = 0; x && typeof x === 'object' && depth < 6 && code === undefined; x = (x as { cause?: unknown }).cause, depth++) {
    code = (x as { code?: unknown }).code;
  }
  const firstLine = redactText(e.message.split('\n')[0] ?? '').slice(0, 300);
  return `${e.name}${typeof code === 'string' ? ` ${code}` : ''}: ${firstLine}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
}

interface LoggedError {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
}

/** The driver's error under drizzle's: its code and redacted message, never the object (no client, no detail). */
function causeOf(err: LoggedError): { cause: { code?: unknown; message: string } } | object {
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined;
  if (!cause || typeof cause !== 'object') return {};
  return { cause: { ...(typeof cause.code === 'string' ? { code: cause.code } : {}), message: redactText(String(cause.message ?? '')).slice(0, 300) } };
}

/** Pino options for Fastify's logger: serializers that mask, and censored header paths. */
export const LOG_REDACTION = {
  serializers: {
    req: (req: LoggedRequest) => ({ method: req.method, url: redactText(req.url ?? ''), remoteAddress: req.ip }),
    err: (err: LoggedError) => ({
      type: err.name ?? 'Error',
      message: redactText(String(err.message ?? '')),
      stack: redactText(String(err.stack ?? '')),
      ...(err.code !== undefined ? { code: err.code } : {}),
      ...(err.statusCode !== undefined ? { statusCode: err.statusCode } : {}),
      ...causeOf(err),
    }),
  },
  redact: {
    paths: [
      'req.headers.token',
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-operator-key"]',
      'res.headers["set-cookie"]',
      'body.password',
      'body.pay_password',
      'body.id_card',
      'body.mobile',
      'body.token',
    ],
    censor: '[已隐去]',
  },
};
