/** What `npm start` prints once the store serves: where, how many instances, demo mode and the demo logins. */
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PAY_PASSWORD, DEMO_STAFF } from '../demo-accounts';
import { STAFF_ROLES } from '../../model/staff';
import { isDemoMode } from '../lib/demo-mode';
import { hostDemoSignerOpen } from '../services/cis/handshake';

export async function printBanner(db: Db, port: number, instances: number): Promise<void> {
  const base = `http://localhost:${port}`;
  console.log(`\n药采 YaoCai 已启动: ${base}/\n  管理后台:   ${base}/admin\n  宿主演示页: ${base}/host-demo/\n  接口文档:   ${base}/api/docs\n`);
  console.log(
    instances > 1
      ? `服务实例：${instances} 个，共用端口 ${port} 与同一个 PostgreSQL（会话、缓存与限流经数据库通知保持一致）\n` +
          `Serving with ${instances} instances on port ${port}, one PostgreSQL database (sessions, caches and limits agree through it)`
      : `服务实例：1 个（在 PostgreSQL 上可用 YAOCAI_WORKERS=N 运行多个）\nServing with 1 instance (YAOCAI_WORKERS=N runs several on PostgreSQL)`,
  );
  if (instances > 1 && process.env.TRUST_PROXY !== '1') {
    console.log('提示：位于反向代理之后时请设置 TRUST_PROXY=1，否则按 IP 的限流会把所有访客算作代理一个地址（docs/deploy.md）');
  }
  console.log(isDemoMode() ? '演示模式：开启（接受未签名的诊所系统链接，短信验证码随响应返回）' : '演示模式：关闭（YAOCAI_DEMO_MODE=1 开启）');
  if (!isDemoMode() && (await hostDemoSignerOpen(db, false))) {
    console.log('诊所系统演示合作方 demo-cis 使用公开的演示密钥，宿主演示页可直接连接；正式上线前请在首次建库时设置 YAOCAI_CIS_DEMO_SECRET');
  }
  console.log('演示账号:');
  console.table(
    DEMO_ACCOUNTS.map((a) => ({ 用户名: a.username, 密码: a.password, 支付密码: a.role === 'client' ? DEMO_PAY_PASSWORD : '—', 类型: a.role === 'client' ? `客户 · ${a.label}` : a.label })),
  );
  console.log(`后台演示账号（${base}/admin；动态口令密钥仅供演示，用任一验证器或 oathtool --totp -b <密钥> 计算口令）:`);
  console.table(
    DEMO_STAFF.map((s) => ({ 用户名: s.username, 密码: s.password, 角色: STAFF_ROLES[s.role], 动态口令密钥: s.totpSecret ?? '（不需要）' })),
  );
}
