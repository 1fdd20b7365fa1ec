/**
 * The server settings a test changes, put back after each test (pass or fail). For the settings the server reads
 * per use (src/server/lib/order-settings.ts, demo-mode.ts, site-licences.ts, the sweeper's interval), never cached
 * at import: a file that changes them only through this helper leaves the process as it found it, so it shares its
 * process with the next file (tests/server/isolation.ts) instead of paying a process, its imports and PGlite's
 * compilation of its own.
 */
import { afterAll, afterEach } from 'vitest';

export type PerUseSetting =
  | 'YAOCAI_DEMO_MODE'
  | 'YAOCAI_DELIVERY_FEE_FEN'
  | 'YAOCAI_MIN_ORDER_FEN'
  | 'YAOCAI_NEVER_ONLINE_CODES'
  | 'YAOCAI_DRUG_TRADING_LICENCE'
  | 'YAOCAI_SWEEP_SECONDS'
  | 'YAOCAI_CREDIT_GRACE_DAYS';

type Saved = Map<PerUseSetting, string | undefined>;

function put(saved: Saved, name: PerUseSetting, value: string | undefined): void {
  if (!saved.has(name)) saved.set(name, process.env[name]);
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

function restore(saved: Saved): void {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  saved.clear();
}

/**
 * Call once at the top of a file. `set` lasts until the end of the test it is called in (a `beforeEach` counts as
 * its test's); `setUntilEnd` (from a `beforeAll`) until the file's last test.
 */
export function scopedEnv() {
  const forTest: Saved = new Map();
  const forFile: Saved = new Map();
  afterEach(() => restore(forTest));
  afterAll(() => {
    restore(forTest);
    restore(forFile);
  });
  return {
    set: (name: PerUseSetting, value: string | undefined) => put(forTest, name, value),
    setUntilEnd: (name: PerUseSetting, value: string | undefined) => put(forFile, name, value),
  };
}
