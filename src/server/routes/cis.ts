/** Login from a clinic information system (signed link), the demo partner's signer and the operator's link command. */
import type { FastifyInstance } from 'fastify';
import { CIS_ACTIONS, CIS_SIGNED_FIELDS, cisParamsOf, type CisParams } from '../../model/cis-link';
import { ApiError, ok } from '../errors';
import { isDemoMode } from '../lib/demo-mode';
import { cisLogin, DEFAULT_CIS_PARTNER, linkPartnerClient, signedCisParams } from '../services/cis';
import type { RouteDeps } from './deps';
import { requireOperator } from './register';
import { sessionOf } from './session';

const TAG = ['诊所系统登录'];

const linkQuery = {
  type: 'object',
  required: ['UserName', 'action'],
  properties: {
    UserName: { type: 'string', maxLength: 50, description: '药采账号' },
    action: { type: 'string', maxLength: 20, description: `跳转操作：${CIS_ACTIONS.join(' / ')}` },
    ts: { type: 'string', maxLength: 13, description: '毫秒时间戳（10位秒亦可），5分钟内有效' },
    nonce: { type: 'string', maxLength: 64, description: '随机串，每个只能使用一次' },
    partner: { type: 'string', maxLength: 32, description: `合作方编码，缺省 ${DEFAULT_CIS_PARTNER}` },
    keyword: { type: 'string', maxLength: 50, description: 'action=search 的搜索词' },
    product_id: { type: 'string', maxLength: 12, description: 'action=product 的商品ID' },
    bak_var: { type: 'string', maxLength: 200, description: '合作方自定义参数，原样返回' },
    sign: { type: 'string', maxLength: 64, description: 'hex(HMAC-SHA256(合作方密钥, 规范串))，见 src/server/README.md' },
  },
} as const;

/** Only the link's own fields (the browser adds `t` and may add identity params). */
const linkParams = (query: Record<string, unknown>): CisParams =>
  cisParamsOf(new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])));

export function cisRoutes(app: FastifyInstance, { db, limits }: RouteDeps): void {
  app.get<{ Querystring: Record<string, string> }>(
    '/api/w1/cisLogin',
    {
      // identityCheck off: the browser may still hold another account's ids; the link decides who logs in.
      config: { auth: 'session', identityCheck: false, rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: TAG,
        summary: '诊所系统带签名链接登录：校验签名、时效与 nonce，绑定当前令牌，返回 client_id、company_id、url、bak_var',
        security: [{ token: [] }],
        querystring: linkQuery,
      },
    },
    async (req) => ok(await cisLogin(db, sessionOf(req).id, linkParams(req.query), { demoMode: isDemoMode() })),
  );

  // Stand-in for a partner's own backend, which holds the secret and signs its links. Demo mode only.
  app.get<{ Querystring: { UserName: string; action: string; keyword?: string } }>(
    '/api/demo/cisSign',
    {
      config: { auth: 'none' },
      schema: {
        tags: TAG,
        summary: '（仅演示模式）以演示合作方身份签发链接参数，供宿主演示页调用 YaoCai.handshake',
        querystring: {
          type: 'object',
          required: ['UserName', 'action'],
          properties: { UserName: { type: 'string', maxLength: 50 }, action: { type: 'string', maxLength: 20 }, keyword: { type: 'string', maxLength: 50 } },
        },
      },
    },
    async (req) => {
      if (!isDemoMode()) throw new ApiError(404, '接口不存在');
      return ok(await signedCisParams(db, req.query));
    },
  );

  app.post<{ Body: { username: string; action: string; keyword?: string; product_id?: string; partner?: string } }>(
    '/api/operator/cisLink',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['运维'],
        summary: '为客户生成诊所系统签名链接参数（需 x-operator-key），并允许该合作方登录此客户',
        body: {
          type: 'object',
          required: ['username', 'action'],
          properties: {
            username: { type: 'string', maxLength: 50 },
            action: { type: 'string', maxLength: 20 },
            keyword: { type: 'string', maxLength: 50 },
            product_id: { type: 'string', maxLength: 12 },
            partner: { type: 'string', maxLength: 32 },
          },
        },
      },
    },
    async (req) => {
      requireOperator(req);
      const { username, action, keyword, product_id, partner = DEFAULT_CIS_PARTNER } = req.body;
      await linkPartnerClient(db, partner, username);
      const params = await signedCisParams(db, { UserName: username, action, keyword, product_id }, partner);
      return ok({ params, fields: CIS_SIGNED_FIELDS });
    },
  );
}
