/**
 * The server's log from the environment (docs/deploy.md "Logs"): pino JSON lines, one per event.
 *   LOG_LEVEL  fatal | error | warn (default) | info (adds one line per request and its completion) | debug | trace | silent
 *   LOG_FILE   append to this file instead of standard output (rotate it with logrotate's copytruncate)
 * Personal data, secrets and SQL values are masked whatever the level (lib/redact.ts).
 */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface LoggerSettings {
  level: string;
  file?: string;
}

export function loggerFromEnv(env: { LOG_LEVEL?: string; LOG_FILE?: string }): LoggerSettings {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase() ?? '';
  const level = (LOG_LEVELS as readonly string[]).includes(wanted) ? wanted : 'warn';
  const file = env.LOG_FILE?.trim();
  return file ? { level, file } : { level };
}
