/** Token, login/logout and the account views. */
import type { FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../model/messages';
import { WEB_APP_ID } from '../constants';
import { ApiError, ok } from '../errors';
import { clientInfo, login, salesmanInfo, userInfo } from '../services/accounts';
import { issueSession, unbindSession } from '../services/sessions';
import type { SessionView } from '../services/sessions';
import type { RouteDeps } from './deps';

const TAG = ['会话与账号'];
const security = [{ token: [] }];

/** The session the auth hook resolved; routes with auth above 'public' always have one. */
export function sessionOf(req: { session: SessionView | null }): SessionView {
  if (!req.session) throw new ApiError(401, SERVER_MSG.loginRequired);
  return req.session;
}

export function sessionRoutes(app: FastifyInstance, { db, limiter, limits }: RouteDeps): void {
  app.post<{ Body: { appid: string } }>(
    '/api/w1/GetWebToken',
    {
      config: { auth: 'none', rateLimit: { max: limits.tokenPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: TAG,
        summary: '获取访问令牌（匿名会话，7天有效）',
        body: {
          type: 'object',
          required: ['appid'],
          properties: { appid: { type: 'string', maxLength: 64, description: `固定为 ${WEB_APP_ID}` } },
        },
      },
    },
    async (req) => {
      if (req.body.appid !== WEB_APP_ID) throw new ApiError(400, `${SERVER_MSG.badParams}：应用标识无效`);
      return ok(await issueSession(db));
    },
  );

  app.post<{ Body: { username: string; password: string } }>(
    '/api/w1/login',
    {
      config: {
        auth: 'session',
        identityCheck: false,
        rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: TAG,
        summary: '客户或业务员登录，绑定当前令牌',
        security,
        body: {
          type: 'object',
          required: ['username', 'password'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 50 },
            password: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      return ok(await login(db, limiter, { sessionId: session.id, ...req.body, ip: req.ip }));
    },
  );

  app.get(
    '/api/loginOut',
    { config: { auth: 'session', identityCheck: false }, schema: { tags: TAG, summary: '退出登录（令牌保留为匿名）', security } },
    async (req) => {
      await unbindSession(db, sessionOf(req).id);
      return ok(null);
    },
  );

  app.get(
    '/api/w1/clientInfo',
    { config: { auth: 'client' }, schema: { tags: TAG, summary: '当前客户身份（不含密码）', security } },
    async (req) => ok(await clientInfo(db, sessionOf(req).clientId as number, sessionOf(req).companyId)),
  );

  app.get(
    '/api/w1/userInfo',
    { config: { auth: 'client' }, schema: { tags: TAG, summary: '客户资料、余额、授信与审核状态', security } },
    async (req) => ok(await userInfo(db, sessionOf(req).clientId as number, sessionOf(req).companyId)),
  );

  app.get(
    '/api/w1/salesmanInfo',
    { config: { auth: 'salesman' }, schema: { tags: TAG, summary: '当前业务员', security } },
    async (req) => ok(await salesmanInfo(db, sessionOf(req).salesmanId as number)),
  );
}
