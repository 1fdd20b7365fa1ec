/** The entry (default src/server/main.ts) bundled into .tmp/server-bundle/; resolves to the bundle's path. */
export function bundleServer(entry?: string): Promise<string>;
