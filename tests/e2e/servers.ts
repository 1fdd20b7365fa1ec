/**
 * One e2e server per Playwright worker, so tests on different workers never share a database, a cart or a demo
 * account. Worker i (its `parallelIndex`, 0 … workers − 1, kept when a worker is replaced after a failure) drives the
 * store on E2E_PORT + 10·i and that store's partner page (the host demo on a second origin) on E2E_PORT + 10·i + 1.
 * playwright.config.ts starts them (scripts/e2e-server.mjs); the tests find their own here. No Playwright import:
 * the config loads this file too.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const STEP = 10;

export const storePort = (index: number) => E2E_PORT + STEP * index;
export const storeOrigin = (index: number) => `http://127.0.0.1:${storePort(index)}`;
export const hostOrigin = (index: number) => `http://127.0.0.1:${storePort(index) + 1}`;

/** This worker's index: Playwright sets TEST_PARALLEL_INDEX in every worker process (0 outside one). */
export const WORKER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** This worker's store. */
export const STORE = storeOrigin(WORKER_INDEX);
/** This worker's clinic system: the host demo on its own origin, allowed by this store's CORS configuration. */
export const HOST = hostOrigin(WORKER_INDEX);
