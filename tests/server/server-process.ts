import { bundleServer } from '../../scripts/server-bundle.mjs';

let bundle: Promise<string> | undefined;

/** What `node` runs to start the real server in its own process: one bundle per test process (scripts/server-bundle.mjs). */
export function serverEntry(): Promise<string> {
  bundle ??= bundleServer();
  return bundle;
}
