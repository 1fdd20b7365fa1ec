/**
 * Playwright's global setup: waits until every e2e server answers (playwright.config.ts starts one per worker
 * without waiting for it to be ready, so that they seed side by side), so no test meets a server still seeding.
 */
import type { FullConfig } from '@playwright/test';
import { storeOrigin } from './servers';

const TIMEOUT_MS = 300_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

export default async function waitForServers(config: FullConfig) {
  const servers = Number(process.env.YC_E2E_SERVERS);
  if (!(config.workers <= servers)) {
    throw new Error(`${config.workers} workers but ${servers} e2e servers: give the worker count as --workers or E2E_WORKERS`);
  }
  const deadline = Date.now() + TIMEOUT_MS;
  await Promise.all(
    Array.from({ length: servers }, async (_, i) => {
      const url = `${storeOrigin(i)}/api/w1/publicHeader`;
      while (!(await answers(url))) {
        if (Date.now() > deadline) throw new Error(`e2e server ${i} (${url}) did not answer within ${TIMEOUT_MS / 1000} s: see the [store ${i}] lines above`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }),
  );
}
