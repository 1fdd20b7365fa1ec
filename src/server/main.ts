/**
 * Process entry: `tsx src/server/main.ts`. PORT (default 3000), HOST (default localhost), DATABASE_URL (default
 * PGlite in .data/pglite; postgres://... for PostgreSQL). Migrates, seeds an empty database, serves the API and
 * the built site, then prints where everything is and the demo logins.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { createDb } from './db/client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { isDemoMode } from './lib/demo-mode';
import { redactText } from './lib/redact';
import { hostDemoSignerOpen } from './services/cis';
import { purgeExpiredSessions } from './services/sessions';
import { purgeCounters } from './services/rate-counters';
import { partnerOriginsFromEnv } from './plugins/security';
import { startOrderSweeper, sweepIntervalSeconds } from './jobs/order-sweeper';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
const databaseUrl = process.env.DATABASE_URL || `file://${path.join(root, '.data/pglite')}`;

const database = await createDb(databaseUrl);
const purge = () =>
  Promise.all([purgeExpiredSessions(database.db), purgeCounters(database.db)]).catch((err) =>
    console.error('会话清理失败', err instanceof Error ? redactText(err.message) : err),
  );
await purge();
// purge catches its own failure: nothing to wait for between two runs.
setInterval(() => void purge(), 6 * 60 * 60 * 1000).unref();
const app = buildApp({
  db: database.db,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  trustProxy: process.env.TRUST_PROXY === '1',
  // Partner sites (clinic systems) that embed the widgets or frame the store: CORS and CSP frame-ancestors.
  partnerOrigins: partnerOriginsFromEnv(),
  // The e2e server fails any answer that does not match its contract (see http/response-check.ts).
  checkResponses: process.env.YAOCAI_CHECK_RESPONSES === '1',
  staticRoots: {
    site: path.join(root, 'dist/site'),
    widgets: path.join(root, 'dist/widgets'),
    hostDemo: path.join(root, 'host-demo'),
  },
});
// Unpaid orders past their deadline are cancelled, shipped ones received on time; the deadlines are in the table.
const sweeper = await startOrderSweeper({ db: database.db, databaseUrl, intervalSeconds: sweepIntervalSeconds() });
app.addHook('onClose', () => sweeper.stop());
await app.listen({ port, host });

const base = `http://localhost:${port}`;
console.log(`\n药采 YaoCai 已启动: ${base}/\n  宿主演示页: ${base}/host-demo/\n  接口文档:   ${base}/api/docs\n`);
console.log(isDemoMode() ? '演示模式：开启（接受未签名的诊所系统链接，短信验证码随响应返回）' : '演示模式：关闭（YAOCAI_DEMO_MODE=1 开启）');
if (!isDemoMode() && (await hostDemoSignerOpen(database.db, false))) {
  console.log('诊所系统演示合作方 demo-cis 使用公开的演示密钥，宿主演示页可直接连接；正式上线前请在首次建库时设置 YAOCAI_CIS_DEMO_SECRET');
}
console.log('演示账号:');
console.table(DEMO_ACCOUNTS.map((a) => ({ 用户名: a.username, 密码: a.password, 类型: a.role === 'client' ? `客户 · ${a.label}` : a.label })));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
