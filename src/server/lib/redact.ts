/**
 * Personal data never reaches the logs: ID-card and mobile numbers, passwords, tokens, SMS codes and link
 * signatures are masked in logged URLs and error messages (a failed query's text lists its parameters, e.g. the ID
 * card of a registration), and the token / authorization / operator-key headers are censored.
 */

const ID_CARD = /(?<![0-9])[1-9][0-9]{16}[0-9Xx](?![0-9A-Za-z])/g;
const MOBILE = /(?<![0-9])1[3-9][0-9]{9}(?![0-9])/g;
const SECRET_PARAM = /\b(password|old_password|confirm_password|token|api_token|sign|code|id_card|mobile|telephone|nonce)=([^&\s"']*)/gi;
/** node-postgres / drizzle "Failed query: … params: a,b,c": the parameter list goes as a whole. */
const QUERY_PARAMS = /(\bparams:\s*)[^\n]*/gi;

export function redactText(text: string): string {
  return text
    .replace(QUERY_PARAMS, '$1[已隐去]')
    .replace(SECRET_PARAM, '$1=[已隐去]')
    .replace(ID_CARD, '[身份证号已隐去]')
    .replace(MOBILE, (m) => `${m.slice(0, 3)}****${m.slice(-4)}`);
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
    }),
  },
  redact: {
    paths: ['req.headers.token', 'req.headers.authorization', 'req.headers["x-operator-key"]', 'body.password', 'body.id_card'],
    censor: '[已隐去]',
  },
};
