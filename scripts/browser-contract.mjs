/**
 * The contract in the browser bundles: what the browser needs of src/contract is each endpoint's method and path
 * (api/call.ts) and a few plain constants, not the TypeBox schemas with their Chinese titles that the server
 * validates and serialises with (TypeBox alone is ~41 kB minified). For a browser build each contract module is
 * replaced by its evaluated exports: endpoints reduced to their routing fields, schemas to empty objects, plain
 * values as they are. Types still come from the real modules (tsc reads the sources), and the server, vitest and
 * the OpenAPI document use the real modules unchanged. A back-office endpoint (/admin/…) keeps its body schema as
 * plain JSON: the back office's forms check what they send against it first (src/model/schema-check.ts), in the
 * server's own words; only the back office's bundle imports those modules.
 */
import { register, tsImport } from 'tsx/esm/api';

export const CONTRACT_MODULE = /[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/;

/** The fields of an endpoint the browser reads (src/api/call.ts, download links, uploads). */
const ROUTING = ['method', 'path', 'auth', 'multipart', 'file'];

const isSchema = (v) => typeof v === 'object' && v !== null && Symbol.for('TypeBox.Kind') in v;
const isEndpoint = (v) => typeof v === 'object' && v !== null && typeof v.method === 'string' && typeof v.path === 'string' && 'response' in v;

function emit(value, where) {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') {
      return `(() => { throw new Error(${JSON.stringify(`${where}: a schema builder, not available in the browser`)}); })`;
    }
    return JSON.stringify(value);
  }
  if (value instanceof RegExp) return value.toString();
  if (isSchema(value)) return '{}';
  if (isEndpoint(value)) {
    const kept = Object.fromEntries(ROUTING.filter((k) => value[k] !== undefined).map((k) => [k, value[k]]));
    if (value.path.startsWith('/admin/') && value.body) kept.body = JSON.parse(JSON.stringify(value.body));
    return JSON.stringify(kept);
  }
  if (Array.isArray(value)) return `[${value.map((v, i) => emit(v, `${where}[${i}]`)).join(',')}]`;
  return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${emit(v, `${where}.${k}`)}`).join(',')}}`;
}

/**
 * One tsx namespace for a whole build: the contract modules and what they import (the model, TypeBox) are loaded once
 * and shared, as in any program. `tsImport` gives each call a namespace of its own, which loads the whole graph again:
 * the 42 modules took 26 s that way against 2 s shared (measured side by side). A dev server asks for `fresh`, so an
 * edited module is read again.
 */
let shared;
const sharedImport = (file) => (shared ??= register({ namespace: 'yaocai-browser-contract' })).import(file, import.meta.url);

/** The browser's version of the contract module at `file` (an absolute path); `fresh`: not from this process's cache. */
export async function browserContractSource(file, { fresh = false } = {}) {
  const mod = await (fresh ? tsImport(file, import.meta.url) : sharedImport(file));
  return Object.entries(mod)
    .map(([name, value]) => `export const ${name} = ${emit(value, name)};`)
    .join('\n');
}

/** Vite (rollup) plugin: serve the browser's version of every contract module. */
export function browserContractPlugin() {
  let fresh = false;
  return {
    name: 'yaocai-browser-contract',
    enforce: 'pre',
    configResolved(config) {
      fresh = config.command === 'serve';
    },
    async load(id) {
      const file = id.split('?')[0];
      return CONTRACT_MODULE.test(file) ? browserContractSource(file, { fresh }) : null;
    },
  };
}

/** The same for esbuild (tsup's widget bundle). */
export function browserContractEsbuildPlugin() {
  return {
    name: 'yaocai-browser-contract',
    setup(build) {
      build.onLoad({ filter: CONTRACT_MODULE }, async (args) => ({ contents: await browserContractSource(args.path), loader: 'js' }));
    },
  };
}
