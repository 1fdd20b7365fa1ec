/**
 * The logger of whatever is running: inside a request its own pino child (every line carries `reqId`), outside one
 * (start-up, jobs) the app's logger, and with logging off or before any app exists a redacted console. Services call
 * `log()` instead of console, so a line a service writes during a request names that request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { describeError } from './redact';

export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const requestLog = new AsyncLocalStorage<FastifyBaseLogger>();
let appLog: FastifyBaseLogger | undefined;

/** Plain console with errors summarised (no objects, no SQL values), when no pino logger is there. */
const consoleLog: Log = {
  info: (obj, msg) => console.info(line(obj, msg)),
  warn: (obj, msg) => console.warn(line(obj, msg)),
  error: (obj, msg) => console.error(line(obj, msg)),
};

function line(obj: object, msg?: string): string {
  const fields = Object.entries(obj).map(([k, v]) => `${k}=${v instanceof Error ? describeError(v) : typeof v === 'string' ? v : JSON.stringify(v)}`);
  return [msg, ...fields].filter(Boolean).join(' ');
}

export function log(): Log {
  return requestLog.getStore() ?? appLog ?? consoleLog;
}

/** Every request runs its hooks and handler with its own logger as `log()`. */
export function registerRequestLog(app: FastifyInstance, logging: boolean): void {
  if (!logging) return;
  appLog = app.log;
  app.addHook('onRequest', (req, _reply, done) => {
    requestLog.run(req.log, done);
  });
  app.addHook('onClose', async () => {
    if (appLog === app.log) appLog = undefined;
  });
}
