/**
 * Which server test files also run on real PostgreSQL (ARCHITECTURE.md "Testing").
 *
 * The `server` vitest project runs every server test file on embedded PGlite. PGlite runs one query at a time in
 * the test's own thread, so it hides races, lock waits and deadlocks; it is also not node-postgres (int8 as
 * strings, one connection per transaction). The `server-pg` project runs the files below again on the run's
 * PostgreSQL cluster. The rule: a file goes on both engines when what it proves can differ between them —
 * concurrency, locking, transactions, SQL semantics, migrations, jobs, several instances. Everything else runs once.
 *
 * tests/unit/server-test-engines.test.ts checks that a file touching stock, money, coupons, sessions or locks is
 * named here, on both engines or on one with the reason, so none drops to one engine silently. Paths are relative
 * to tests/server.
 */

/** On PGlite and on PostgreSQL: what each proves that one engine could not. */
export const BOTH_ENGINES: Record<string, string> = {
  'cart/concurrency.test.ts': 'two tabs changing one cart at once: upserts and row locks under real concurrency',
  'checkout/checkout.test.ts': "submit's one transaction: stock, coupon, balance and order rows together or not at all",
  'checkout/concurrency.test.ts': '200 buyers racing for the last stock: never oversold, never negative',
  'db/independent-reads.test.ts': "each driver's transaction connection answers one query at a time",
  'db/money.test.ts': 'int8 fen read back exactly by both drivers; CHECK constraints',
  'orders/race.test.ts': 'the sweeper racing payments and cancels; pg-boss with two sweepers on one queue (PostgreSQL part)',
  'orders/returns.test.ts': 'returns by line: two requests for one line at once under the order lock; a return racing the whole-order refund (payments locked, money out never above money in)',
  'orders/order-actions.test.ts': 'cancel, receive and refund move stock, coupons and money in one transaction',
  'payments/concurrency.test.ts': 'concurrent balance payments and duplicate notifications: money moves once',
  'payments/notify.test.ts': 'payment notifications are idempotent under the row lock',
  'payments/order-pay.test.ts': 'balance and credit payments: ledger and balance in one transaction',
  'wallet/wallet.test.ts': 'balance, credit lines and refunds to the balance: ledger sums and constraints',
  'promotions/seckill.test.ts': 'seckill stock under a crowd of buyers',
  'promotions/group.test.ts': 'group purchase quota and its success under concurrent joins',
  'promotions/presale.test.ts': 'pre-sale deposits and quota under concurrent orders',
  'promotions/coupon-center.test.ts': 'coupon claims racing for the last coupons and per-client limits',
  'promotions/special-combination.test.ts': 'special-price and combination stock under concurrent orders',
  'promotions/market.test.ts': 'market limits counted across concurrent orders',
  'raffle/raffle.test.ts': 'prize draws racing for the last prizes',
  'catalog/search.test.ts': "SQL semantics of search: pg_trgm thresholds per connection, ranking, pinyin",
  'speed/db-lane.test.ts': "the query lane's behaviour differs per engine (one PGlite queue, a pool on PostgreSQL)",
  'session/session.test.ts': 'sessions: login, logout and token rotation in transactions',
  'trust/sessions.test.ts': 'session expiry, password change and logout everywhere',
  'trust/login-lockout.test.ts': 'the lockout counts concurrent wrong passwords exactly',
  'trust/sms-usernames.test.ts': 'SMS limits and unique usernames under concurrent registrations',
  'trust/crash-safety.test.ts': "SIGKILL under load: PGlite's WAL and PostgreSQL's recovery keep every invariant",
  'salesman/acting.test.ts': "acting for a customer: the session's client switch and what writes see",
  'salesman/reports.test.ts': 'report sums are SQL aggregates: sum() of int8 comes back as a string from node-postgres',
  'compliance/clinic-system-purchaser.test.ts': "the clinic system's purchaser kept on the session and checked at submit",
  'alerts/arrival-race.test.ts': 'back-in-stock alerts: stock updates racing write the outbox in their transaction; deliveries racing tell each subscriber exactly once; licence expiry runs racing tell each licence once (a unique key)',
  'open/stock-race.test.ts': 'an ERP stock report locks the products and counts what open orders hold while a crowd of checkouts takes stock: never negative, never oversold',
  'ops/backup-drill.test.ts': "each engine's own backup: PGlite's online dump through the operator API; pg_dump / pg_restore over a database where pg-boss's queue partitions live (pg_restore --clean could not drop them)",
  'ops/health.test.ts': 'the database stopped and started under a live pool (refused, cut and hanging connections): PGlite has no connection to lose',
  'prices/prices.test.ts': "the effective price is SQL: a China-day parameter against date columns, coalesce of int4 subqueries read back as numbers by node-postgres; the charged price written in submit's transaction",
};

/** On PostgreSQL only: nothing to prove on PGlite. */
export const POSTGRES_ONLY: Record<string, string> = {
  'trust/statement-timeout.test.ts': 'PGlite has no statement timer (its in-flight caps are tested in expensive-limits)',
  'scale/sessions.test.ts': 'two server instances on one database: PGlite is one process, only PostgreSQL is shared by several',
  'scale/notices.test.ts': 'LISTEN/NOTIFY between two server instances and an operator command on the database: PGlite has one process and no listener',
  'scale/workers.test.ts': 'YAOCAI_WORKERS=2 serving one port needs PostgreSQL (it is refused on PGlite, which this file also checks)',
  'scale/limits.test.ts': 'limits shared by two server instances: on PGlite (one process) they stay in memory',
};

/**
 * Touching stock, money, coupons, sessions or locks, yet on one engine: each proves rules decided in code before
 * or around a single statement, which both engines run the same way; the races on the same tables are proved by
 * the files of BOTH_ENGINES.
 */
export const ONE_ENGINE: Record<string, string> = {
  'db/resident-pglite.test.ts': "the test harness's reuse of an embedded instance between files (tests/server/resident-pglite.ts); PostgreSQL files copy a template database each",
  'alerts/alerts.test.ts': 'message centre, subscriptions, substitutes and reorder suggestions: rules decided in code; the stock races and told-once delivery are alerts/arrival-race on both engines',
  'accounts/cis.test.ts': 'clinic-system sign-in: signature and account rules; sessions proved in session/',
  'accounts/personal.test.ts': 'personal-centre pages read and edit one account; coupons listed, not spent',
  'accounts/register.test.ts': 'registration validation; concurrent unique usernames proved in trust/sms-usernames',
  'back-office/catalogue.test.ts': "the back office's shelf and price pages call the operator's price services one request at a time; the prices' SQL runs on both engines in prices/prices.test.ts",
  'back-office/offers.test.ts': "promotion forms call the CLI's promotion services one request at a time; coupon and stock races are proved on both engines in promotions/ and orders/",
  'back-office/salesmen.test.ts': 'salesman accounts and client moves decided in code, one request at a time; sessions ended on every instance proved in scale/sessions on PostgreSQL',
  'back-office/customers.test.ts': 'freeze, password reset and credit line decided in code, one request at a time; sessions ended on every instance proved in scale/sessions on PostgreSQL',
  'back-office/orders-desk.test.ts': "the desk calls the operator's order and money services (review, ship, transfer, refund), whose races run on both engines in orders/race and payments/",
  'back-office/staff-admin.test.ts': 'staff accounts created, disabled and reset one request at a time; rules decided in code',
  'back-office/staff.test.ts': 'staff sign-in, roles and the review: one request at a time, rules decided in code; the failure counter is the buyers\' (raced in trust/login-lockout)',
  'cart/additional.test.ts': 'add-on lines: quantity rules in code; concurrency in cart/concurrency',
  'cart/cart-lines.test.ts': 'cart line rules (stock caps, steps) decided in code',
  'cart/cart.test.ts': 'cart endpoints one request at a time; concurrency in cart/concurrency',
  'compliance/licences.test.ts': 'licence renewals and their review: one-row changes, decided in code',
  'catalog/catalogue.test.ts': 'listings and detail read; search semantics on both engines in catalog/search',
  'catalog/demo-catalogue.test.ts': 'the demo seed: same rows on both engines',
  'contract/response-check.test.ts': 'responses checked against the contract, engine-blind',
  'member/articles.test.ts': "paid articles: one purchase per client decided by a unique key, the payment path is payments/'s",
  'orders/cli.test.ts': 'operator commands parse and call the same services as orders/operator',
  'orders/sweeper.test.ts': 'one sweep at a time with a fake now; its races and pg-boss are proved in orders/race',
  'orders/my-orders.test.ts': 'order lists and filters: reads',
  'orders/operator.test.ts': 'operator moves call the services whose transactions orders/order-actions and wallet/ prove on both',
  'payments/adapters.test.ts': 'Alipay and WeChat Pay signing and parsing: no database',
  'promotions/activity-names.test.ts': 'activity names on order lines: reads',
  'promotions/add-price.test.ts': 'add-on price rules in code; submit transaction in checkout/checkout',
  'promotions/addprice-cli.test.ts': 'operator commands: argument parsing and audit rows',
  'prices/price-cli.test.ts': 'operator price commands: argument parsing, audit rows and refusals; the prices they set are read on both engines in prices/prices',
  'promotions/cli.test.ts': 'operator commands: argument parsing and audit rows',
  'promotions/coupon-cli.test.ts': 'operator commands: argument parsing and audit rows; claims raced in coupon-center',
  'promotions/presale-cli.test.ts': 'operator commands: argument parsing and audit rows',
  'promotions/special-cli.test.ts': 'operator commands: argument parsing and audit rows',
  'raffle/cli.test.ts': 'operator commands: argument parsing and audit rows',
  'salesman/account.test.ts': "the salesman's own account pages: reads and one-row edits",
  'salesman/customers.test.ts': "the salesman's customer lists: reads",
  'speed/caches.test.ts': 'in-process caches and their invalidation: engine-blind',
  'speed/query-priority.test.ts': "PGlite's foreground/background query order; PostgreSQL has a pool instead",
  'speed/wire.test.ts': 'compression and caching headers: engine-blind',
  'trust/access-matrix.test.ts': 'who may call what: decided before any SQL',
  'trust/expensive-limits.test.ts': 'the limits as PGlite keeps them (in memory); their PostgreSQL store is proved across two instances in scale/limits',
  'trust/fuzz-1.test.ts': 'generated hostile input refused by validation before any SQL',
  'trust/fuzz-2.test.ts': 'generated hostile input refused by validation before any SQL',
  'trust/uploads.test.ts': 'upload checks on the file itself before any SQL',
  'zones/zones.test.ts': 'zone listings: reads',
  'contract/hostile-input.test.ts': 'every declared input field refused by validation before any SQL',
  'open/bulk.test.ts': "the open API's bulk upserts one call at a time: per-row rules decided in code; the stock report racing checkouts is open/stock-race on both engines",
  'open/webhooks.test.ts': "the webhook job with a fake partner endpoint and a fake clock: claims, retries and the log are single statements; pg-boss scheduling is jobs/periodic.ts, proved for the sweeper in orders/race",
  'open/orders.test.ts': "the order feed, the shipment and refund callbacks one call at a time: the ship and refund moves are the operator's services, whose transactions orders/order-actions proves on both engines",
  'open/signature.test.ts': 'signatures and credentials decided in code; a replayed nonce is refused by a primary key, the same on both engines',
};

/** The files the `server-pg` project runs. */
export const POSTGRES_FILES = [...Object.keys(BOTH_ENGINES), ...Object.keys(POSTGRES_ONLY)].map((f) => `tests/server/${f}`);
export const PGLITE_EXCLUDED = Object.keys(POSTGRES_ONLY).map((f) => `tests/server/${f}`);

/** What makes a file "touch stock, money, coupons, sessions or locks" for the check below. */
export const SENSITIVE = /stock|fen\b|_fen|balance|coupon|refund|sessions?\b|\block|for update|transaction\(|Promise\.all(Settled)?\(/i;

/**
 * Why a server test file's engines are wrong, or nothing: a sensitive file must be classified; a file that says
 * it runs on both engines (onBothEngines) or on PostgreSQL (onPostgres) must be one the `server-pg` project runs.
 */
export function engineProblem(file: string, text: string): string | null {
  const listed = [BOTH_ENGINES, POSTGRES_ONLY, ONE_ENGINE].filter((list) => file in list).length;
  if (listed > 1) return `${file} is in more than one list of tests/server/engines.ts`;
  const onPg = file in BOTH_ENGINES || file in POSTGRES_ONLY;
  if (/onBothEngines\(|onPostgres\(\)/.test(text) && !onPg) {
    return `${file} has a PostgreSQL part but is not in BOTH_ENGINES or POSTGRES_ONLY of tests/server/engines.ts, so it would never run there`;
  }
  if (listed === 0 && SENSITIVE.test(text)) {
    return `${file} touches stock, money, coupons, sessions or locks: put it in BOTH_ENGINES, or in ONE_ENGINE with why one engine proves it (tests/server/engines.ts)`;
  }
  return null;
}
