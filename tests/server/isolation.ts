/**
 * Which server test files run in a process of their own (ARCHITECTURE.md "Testing").
 *
 * The server projects run their files two at a time in processes that stay alive from file to file (vitest
 * `isolate: false`): the server's modules are loaded and PGlite's WebAssembly compiled once per process instead of
 * once per file, which halves the server suites' time. That is safe for a file that only calls the server it
 * builds on its own database. A file that changes what the whole process sees (environment variables, module
 * mocks, fake clocks, spies, a module registry reset), or imports a helper that does, could leak that into the next
 * file of its process, or find a module already loaded with another file's settings: it runs isolated, in the
 * `-own` projects. tests/unit/server/test-isolation.test.ts checks that every such file is listed here. A server
 * setting changed through scoped-env.ts (read per use by the server, put back after each test) does not count: that
 * helper leaves the process as it found it.
 * Paths are relative to tests/server.
 */
import path from 'node:path';

export const OWN_PROCESS: Record<string, string> = {
  'catalog/visitor-prices.test.ts': 'mocks the product view module to prove the response check',
  'scale/limits.test.ts': 'loads each server instance with its own modules (vi.resetModules)',
  'scale/notices.test.ts': 'loads each server instance with its own modules (vi.resetModules)',
  'scale/sessions.test.ts': 'loads each server instance with its own modules (vi.resetModules)',
  'speed/caches.test.ts': 'fakes the clock past the session lifetime',
  'trust/statement-timeout.test.ts': 'sets DB_STATEMENT_TIMEOUT_MS before the database client is loaded',
};

/** What a file (or a helper it imports) does that reaches past its own server and database. */
export const PROCESS_WIDE =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|setSystemTime|resetModules|spyOn)\b|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env/;

/** The one helper allowed to set the environment: it puts back what it set (see its comment). */
const SCOPED_ENV = 'scoped-env.ts';

/** Local modules a file imports, as paths relative to tests/server. */
function localImports(file: string, text: string): string[] {
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)) + '.ts');
}

/**
 * Why `file`'s isolation is wrong, or nothing. `read` answers a file's text under tests/server (undefined when it
 * is not there, e.g. a module of src/): a file changing the process, directly or through its helpers, must be in
 * OWN_PROCESS.
 */
export function isolationProblem(file: string, read: (f: string) => string | undefined): string | null {
  const seen = new Set<string>();
  const reaches = (f: string): string | null => {
    if (seen.has(f) || f === SCOPED_ENV) return null;
    seen.add(f);
    const text = read(f);
    if (text === undefined) return null;
    if (PROCESS_WIDE.test(text)) return f;
    for (const dep of localImports(f, text)) {
      const hit = reaches(dep);
      if (hit) return hit;
    }
    return null;
  };
  const culprit = reaches(file);
  if (culprit && !(file in OWN_PROCESS)) {
    return `${file} changes the whole process (${culprit === file ? 'itself' : `through ${culprit}`}): put it in OWN_PROCESS of tests/server/isolation.ts`;
  }
  return null;
}

export const OWN_PROCESS_FILES = Object.keys(OWN_PROCESS).map((f) => `tests/server/${f}`);
