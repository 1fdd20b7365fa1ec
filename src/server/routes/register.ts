/** Registration (SPEC §7 v5 calls) and the operator's review of new accounts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MSG } from '../../model/messages';
import { LICENCES } from '../../model/licences';
import type { RegisterInput } from '../../model/register-rules';
import { validateMobile } from '../../model/validators';
import { ApiError, ok } from '../errors';
import { isDemoMode } from '../lib/demo-mode';
import { isOperatorKey } from '../lib/operator-key';
import { licenceTemplate, TEMPLATE_KINDS, type TemplateKind } from '../services/licence-templates';
import { bdOptions, isUsernameTaken, saveRegistration } from '../services/register';
import { approveClient, rejectClient } from '../services/review';
import { sandboxSms, type SmsSender } from '../services/sms';
import { VERIFY_COOLDOWN_S, sendVerifyCode } from '../services/verify-codes';
import type { RouteDeps } from './deps';
import { sessionOf } from './session';

const TAG = ['注册'];
const security = [{ token: [] }];

const registerBody = {
  type: 'object',
  required: ['client_type', 'username', 'password', 'confirm_password', 'vencus_name', 'name', 'mobile', 'code', 'id_card', 'province', 'city', 'area', 'address', 'licences'],
  properties: {
    client_type: { type: 'integer', minimum: 1, maximum: 6, description: '客户类型：1单体药店 2营利性医疗机构 3非营利性医疗机构 4连锁单店 5连锁总部 6商业公司' },
    username: { type: 'string', maxLength: 20 },
    password: { type: 'string', maxLength: 64 },
    confirm_password: { type: 'string', maxLength: 64 },
    vencus_name: { type: 'string', maxLength: 50, description: '单位名称' },
    name: { type: 'string', maxLength: 20, description: '联系人姓名' },
    mobile: { type: 'string', maxLength: 11 },
    code: { type: 'string', maxLength: 6, description: '短信验证码（getVerify）' },
    telephone: { type: 'string', maxLength: 20, default: '', description: '座机，可空' },
    id_card: { type: 'string', maxLength: 18, description: '采购人员身份证号' },
    province: { type: 'integer', minimum: 0, description: '省 area_id（getArea）' },
    city: { type: 'integer', minimum: 0 },
    area: { type: 'integer', minimum: 0 },
    address: { type: 'string', maxLength: 100 },
    bd_id: { type: 'integer', minimum: 0, default: 0, description: '推荐业务员（getBd 的 dictValue），0 为无' },
    licences: {
      type: 'object',
      description: '资质图片：资质类型 → upload 返回的 url 列表',
      propertyNames: { enum: Object.keys(LICENCES) },
      additionalProperties: { type: 'array', maxItems: 5, items: { type: 'string', maxLength: 200 } },
    },
  },
} as const;

export function registerRoutes(app: FastifyInstance, { db, limits }: RouteDeps, sms: SmsSender = sandboxSms): void {
  // Per-ip flood guards share the login allowance (per minute); the per-mobile cooldown is the real SMS limit.
  const perMinute = { max: limits.loginPerMinute, timeWindow: 60_000 };
  app.get(
    '/api/v5/getBd',
    { config: { auth: 'public' }, schema: { tags: TAG, summary: '推荐业务员（字典：dictLabel, dictValue）' } },
    async () => ok(await bdOptions(db)),
  );

  app.get<{ Querystring: { mobile: string } }>(
    '/api/v5/getVerify',
    {
      config: { auth: 'session', identityCheck: false, rateLimit: perMinute },
      schema: {
        tags: TAG,
        summary: '发送注册短信验证码（沙箱：验证码写入服务器日志；演示模式下也在响应中返回）',
        security,
        querystring: { type: 'object', required: ['mobile'], properties: { mobile: { type: 'string', maxLength: 11 } } },
      },
    },
    async (req) => {
      const problem = validateMobile(req.query.mobile);
      if (problem) throw new ApiError(400, problem);
      const code = await sendVerifyCode(db, sms, req.query.mobile.trim());
      return ok({ cooldown: VERIFY_COOLDOWN_S, ...(isDemoMode() ? { code } : {}) });
    },
  );

  app.get<{ Querystring: { username: string } }>(
    '/api/v5/registerCheck',
    {
      config: { auth: 'public', identityCheck: false, rateLimit: perMinute },
      schema: {
        tags: TAG,
        summary: '账号是否已被注册',
        querystring: { type: 'object', required: ['username'], properties: { username: { type: 'string', maxLength: 20 } } },
      },
    },
    async (req) => {
      const available = !(await isUsernameTaken(db, req.query.username));
      return ok({ username: req.query.username.trim(), available, ...(available ? {} : { msg: ACCOUNT_MSG.usernameTaken }) });
    },
  );

  app.post<{ Body: RegisterInput }>(
    '/api/v5/saveRegister',
    {
      config: { auth: 'session', identityCheck: false, rateLimit: perMinute },
      schema: { tags: TAG, summary: '提交注册（新账号待审核，checkStatus 0）', security, body: registerBody },
    },
    async (req) => ok(await saveRegistration(db, sessionOf(req).id, req.body)),
  );

  app.get<{ Querystring: { type: TemplateKind } }>(
    '/api/v5/templateDownload',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAG,
        summary: '下载资质模板（采购委托书、收货委托书、质量体系调查表），打印填写盖章后上传',
        querystring: { type: 'object', required: ['type'], properties: { type: { type: 'string', enum: [...TEMPLATE_KINDS] } } },
      },
    },
    async (req, reply) => {
      const { filename, html } = licenceTemplate(req.query.type);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="template.html"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .send(html);
    },
  );

  // Operator API (npm run operator): the back office's review of registrations.
  app.post<{ Body: { username: string; action: 'approve' | 'reject'; reason?: string } }>(
    '/api/operator/review',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['运维'],
        summary: '审核注册（需 x-operator-key）',
        body: {
          type: 'object',
          required: ['username', 'action'],
          properties: {
            username: { type: 'string', maxLength: 50 },
            action: { type: 'string', enum: ['approve', 'reject'] },
            reason: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (req) => {
      requireOperator(req);
      const { username, action, reason = '' } = req.body;
      return ok(action === 'approve' ? await approveClient(db, username) : await rejectClient(db, username, reason));
    },
  );
}

export function requireOperator(req: FastifyRequest): void {
  const header = req.headers['x-operator-key'];
  if (!isOperatorKey(Array.isArray(header) ? header[0] : header)) throw new ApiError(403, ACCOUNT_MSG.operatorDenied);
}
