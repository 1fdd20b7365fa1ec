/**
 * The unit files that run in a process of their own (vitest.config.ts `unit-own`): they mock modules, stub globals
 * or environment variables, or fake timers. Every other unit file shares a process (`isolate: false`).
 * tests/unit/server/test-isolation.test.ts refuses an unlisted file that does one of these.
 */
export const UNIT_OWN_PROCESS = ['tests/unit/server/test-isolation.test.ts', 'tests/unit/server/cache-bounds.test.ts'];

/** What makes a unit file change its process for the files after it. */
export const CHANGES_THE_PROCESS = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|process\.env\.\w+\s*=[^=]/;
