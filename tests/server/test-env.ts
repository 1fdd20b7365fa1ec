/**
 * The environment every server test file gets from vitest.config.ts, so no file has to set it itself (a file that
 * changes process.env must run in a process of its own: tests/server/isolation.ts).
 */
export const OPERATOR_KEY = 'test-operator-key';

export const SERVER_TEST_ENV: Record<string, string> = { YAOCAI_OPERATOR_KEY: OPERATOR_KEY };
