/**
 * The layering of ARCHITECTURE.md ("Layering"), checked by `npm run check:layers` and by `npm test`:
 *
 *   model ← contract ← api ← stores ← ui ← features ← site, widgets
 *   model ← contract ← api ← stores ← ui ← admin (the back office: no feature, site, widget or server code)
 *   model ← contract ← server
 *
 * A layer imports only the layers to its left (and libraries). api, stores and ui form one tier of the issue's
 * diagram, ordered inside it: stores call the HTTP client, and ui binds the client's notices to its toasts
 * (ui/notifier.ts) and keeps the overlay state on the stores' page-wide singleton (stores/shared.ts); the HTTP
 * client and the stores never import a component. A feature reaches another feature only through its index.ts, and
 * so do the site and the widgets. Tests are not cruised: they may import anything.
 *
 * Paths are relative to the cruise's base directory (the repo root; tests/unit/layering.test.ts cruises a fixture
 * tree with the same rules).
 */
const OURS = '^(src|widgets)/';

/** A rule that lets files under `from` import only our files under `allowed` (plus any library). */
function only(name, comment, from, allowed) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: from },
    to: { path: OURS, pathNot: allowed },
  };
}

/** Database schema areas import only areas below them: accounts ← catalogue ← content / cart ← promotions ← orders ← payments; audit. */
const SCHEMA = '^src/server/db/schema/';
const schemaBelow = (area, lower) => ({
  name: `schema-${area}-imports-below`,
  comment: `db/schema/${area}.ts may import only ${lower.length ? lower.join(', ') : 'no other area'} (and columns.ts).`,
  severity: 'error',
  from: { path: `${SCHEMA}${area}\\.ts$` },
  to: { path: SCHEMA, pathNot: `${SCHEMA}(columns|${[area, ...lower].join('|')})\\.ts$` },
});

const FEATURE_INTERNALS = {
  path: '^src/features/[^/]+/',
  pathNot: '^src/features/[^/]+/(index|screens)\\.ts$',
};

module.exports = {
  forbidden: [
    only('model-imports-nothing-of-ours', 'src/model holds pure rules shared by browser and server: libraries only.', '^src/model/', ['^src/model/']),
    only('contract-imports-model-only', 'src/contract declares the endpoints on top of src/model.', '^src/contract/', ['^src/(model|contract)/']),
    only('api-imports-model-contract', 'The HTTP client knows the contract, never stores, components or screens.', '^src/api/', ['^src/(model|contract|api)/']),
    only('stores-import-below-ui', 'Stores use the HTTP client; they never import components or screens.', '^src/stores/', ['^src/(model|contract|api|stores)/']),
    only('ui-imports-below-features', 'Building blocks: no feature, screen or widget.', '^src/ui/', ['^src/(model|contract|api|stores|ui)/']),
    {
      name: 'features-stay-out-of-site-server-widgets',
      comment: 'Features are used by the site and the widgets, so they cannot import either (nor the server, nor the back office).',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^(src/(site|server|admin)/|widgets/)' },
    },
    {
      name: 'feature-through-its-index',
      comment: "A feature uses another feature only through src/features/<x>/index.ts, never its internals.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: FEATURE_INTERNALS.path, pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'site-widgets-use-feature-indexes',
      comment: 'The site and the widgets compose features through their index.ts (and screens.ts, the lazy screens the site import()s).',
      severity: 'error',
      from: { path: '^(src/site|widgets)/' },
      to: FEATURE_INTERNALS,
    },
    only('site-not-server-widgets', 'The site is one of the two front ends: no server code, no widget code.', '^src/site/', ['^src/(model|contract|api|stores|ui|features|site)/']),
    only('widgets-not-server-site', 'The widgets are the other front end: no server code, no site code.', '^widgets/', ['^src/(model|contract|api|stores|ui|features)/', '^widgets/']),
    only(
      'admin-not-features-site-server-widgets',
      "The back office (/admin) is its own front end on the shared building blocks: no buyer feature, site, widget or server code, so neither bundle pulls in the other's.",
      '^src/admin/',
      ['^src/(model|contract|api|stores|ui|admin)/'],
    ),
    {
      name: 'browser-calls-through-api-areas',
      comment:
        'The one way the browser calls the server: the named functions of an area module (src/api/<area>.ts). Features, ' +
        'the site, the building blocks, the back office and the widgets never import the generic caller (api/call.ts), ' +
        'the HTTP client (api/client.ts) or an endpoint declaration (src/contract) as a value; naming a contract type is fine ' +
        '(type-only imports are not matched). No exceptions: the places that configure the client (stores/boot.ts, ' +
        'widgets/boot.ts, widgets/host-api.ts, admin/main.tsx; ui/notifier.ts sets the notices) use configureApi / ' +
        'setNotifier from api/config.ts and api/notify.ts, which this rule leaves open.',
      severity: 'error',
      from: { path: '^(src/(features|site|ui|admin)|widgets)/' },
      to: { path: ['^src/api/(call|client)\\.ts$', '^src/contract/'], dependencyTypesNot: ['type-only'] },
    },
    only('server-imports-model-contract', 'The server shares rules and the contract with the browser, nothing else.', '^src/server/', ['^src/(model|contract|server)/']),
    schemaBelow('columns', []),
    schemaBelow('accounts', []),
    schemaBelow('catalogue', ['accounts']),
    schemaBelow('content', ['accounts', 'catalogue']),
    schemaBelow('cart', ['accounts', 'catalogue']),
    schemaBelow('promotions', ['accounts', 'catalogue', 'cart']),
    schemaBelow('orders', ['accounts', 'catalogue', 'cart', 'promotions']),
    schemaBelow('member', ['accounts']),
    schemaBelow('payments', ['accounts', 'catalogue', 'cart', 'promotions', 'orders', 'member']),
    schemaBelow('audit', ['accounts']),
    schemaBelow('staff', []),
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere in src/ and widgets/.',
      severity: 'error',
      from: { path: OURS },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: a layer may not even name another layer's types.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
