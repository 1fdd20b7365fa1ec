/**
 * ESLint (flat config), run by `npm run lint` and by `npm test` (scripts/test.mjs) with --max-warnings=0.
 *
 * - @eslint/js + typescript-eslint recommended: the syntactic rules, everywhere.
 * - Type-aware rules (through the TypeScript project service, i.e. tsconfig.json) on the server, the HTTP client and
 *   the stores: a promise nobody awaits or catches is a write, a stock movement or a payment whose failure nobody
 *   sees.
 * - react-hooks: the two classic rules (rules-of-hooks, exhaustive-deps) on the React code.
 * - jsx-a11y recommended on the JSX.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Where the type-aware rules run. They make the lint ~3x slower than the syntactic rules alone, so only where they pay
 * most: the server (money, stock, payments), the HTTP client and the stores. Measured on this 2-core machine under
 * the other suites' load (CPU seconds): syntactic only 25 s, these three folders typed 58 s, tests typed too 75 s,
 * everything typed 78 s. Vitest already fails an un-awaited async assertion in tests. Any folder added here must be
 * in tsconfig.json's "include" (the project service parses only files of that program).
 */
const TYPED = ['src/{server,api,stores}/**/*.ts'];
const JSX = ['**/*.tsx', '**/*.jsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '.tmp/**',
      // drizzle-kit's output (SQL and its JSON snapshots; nothing to lint, listed in case it ever writes code).
      'src/server/db/migrations/**',
      // At the top level only the tools' config files are ours to lint (not a scratch script left there).
      '*.{ts,mts,cts,tsx,js,mjs,cjs,jsx}',
      '!*.config.{ts,js}',
      '!.size-limit.js',
      '!.dependency-cruiser.cjs',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // The code base's convention for a binding kept on purpose: a leading underscore (`const { id: _id, ...rest }`
      // drops a field, `(_req, reply) =>` keeps a position).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The ideographic space (U+3000) is ordinary Chinese typography in page text and in HTML templates; it stays
      // an error in code and comments.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      // goober's glob`…` is a tagged template run for its effect (global styles).
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
      // `interface WindowEventMap extends YaoCaiDomEvents {}` is how a global DOM interface is augmented (a type alias
      // cannot merge); an empty interface extending nothing, or two, is still an error.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },

  // --- Type-aware rules on TypeScript (tsconfig.json through the project service) ---
  {
    files: TYPED,
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A promise-returning function as a JSX event handler (onClick={save}) is the React idiom: React ignores the
      // return value, and the handlers catch their own errors (no JSX in TYPED today; kept for when it widens).
      // Everywhere else (a promise where a void callback, a condition or a spread is expected) it is an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },

  // --- The server's start ---
  {
    // These load on first use (src/server/lib/lazy-require.ts): a value import would put them back into every
    // server start, about 2 s of CPU for each instance, test process and e2e server. A type import is free.
    files: ['src/server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['jsdom', 'exceljs', 'pdfkit', 'alipay-sdk', 'wechatpay-axios-plugin'].map((name) => ({
            name,
            message: 'Load it with lazyRequire (src/server/lib/lazy-require.ts); import only its types here.',
            allowTypeImports: true,
          })),
        },
      ],
    },
  },

  // --- The browser's one way to call the server ---
  {
    // Features, the site, the building blocks, the back office and the widgets call the server only through the named
    // functions of an area module (src/api/<area>.ts: listOrders, payFromAccount, ...). dependency-cruiser's
    // `browser-calls-through-api-areas` forbids importing api/call.ts, api/client.ts or a src/contract value by file;
    // this rule adds what it cannot see: the generic callers re-exported by api/index.ts (and downloadFile, which
    // takes a path). Type imports stay free: a component may name a contract type.
    files: ['src/{features,site,ui,admin}/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api', '**/api/index', '**/api/download'],
              importNames: ['call', 'apiGet', 'apiPost', 'downloadFile'],
              message: 'Call the server through a named function of src/api/<area>.ts (add one there), not the generic caller.',
            },
            {
              group: ['**/api/call', '**/api/client', '**/contract/*'],
              allowTypeImports: true,
              message: 'Call the server through a named function of src/api/<area>.ts; only types may come from here.',
            },
          ],
        },
      ],
    },
  },

  // --- Environments ---
  {
    files: ['src/**', 'widgets/**', 'tests/components/**', 'tests/unit/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/server/**', 'tests/server/**', 'bench/**', 'scripts/**', '*.{js,mjs,cjs,ts,mts}', 'tests/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['tests/e2e/**'],
    // Playwright's page.evaluate callbacks run in the browser.
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['host-demo/**/*.js'],
    // Classic <script> files of the demo host page (no modules, no bundler).
    // YaoCai is the global the widget bundle defines.
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, YaoCai: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },

  // --- React ---
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The plugin's other recommended rules (v7: purity, refs, set-state-in-effect, immutability, ...) are the React
      // Compiler's diagnostics; this code base does not use the compiler, and satisfying them means rewriting working
      // components, so only the two classic rules are on.
    },
  },
  {
    files: JSX,
    ...jsxA11y.flatConfigs.recommended,
  },

  // --- Tests and benches ---
  {
    files: ['tests/**', 'bench/**'],
    rules: {
      // Fake servers and answer readers take request and answer bodies of any shape; the assertion that follows is
      // the check. Source code keeps the rule.
      '@typescript-eslint/no-explicit-any': 'off',
      // Expected CLI output is written as printed, columns separated by two spaces (` {2}` would hide the layout).
      'no-regex-spaces': 'off',
    },
  },
);
