/**
 * The `test` every e2e spec uses: Playwright's, with `baseURL` set to this worker's own server (tests/e2e/servers.ts),
 * so `page.goto('/login')`, the `request` fixture and every context a test opens go to it. The config sets no
 * `baseURL`: a spec that took `test` from @playwright/test would fail at its first relative URL.
 */
import { test as base } from '@playwright/test';
import { STORE } from './servers';

export { expect } from '@playwright/test';
export type * from '@playwright/test';

// A fixed option value rather than a fixture function: `use` would read as a React hook to the linter.
export const test = base.extend({ baseURL: STORE });
