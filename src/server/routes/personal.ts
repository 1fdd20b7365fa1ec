/** Personal centre calls (SPEC §7 account section) and selectCompany. */
import type { FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../model/messages';
import type { CouponKind, PasswordChange, UserBaseInput } from '../../model/account-types';
import { ApiError, ok } from '../errors';
import { claimCoupon, myCoupons } from '../services/coupons';
import { selectCompany } from '../services/companies';
import { changePassword, clientCredit, saveUserBase, userBase } from '../services/personal';
import type { RouteDeps } from './deps';
import { sessionOf } from './session';

const TAG = ['个人中心'];
const security = [{ token: [] }];
const str = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** The client the session buys as (a salesman acting for one included). */
const clientOf = (req: Parameters<typeof sessionOf>[0]) => sessionOf(req).clientId as number;

export function personalRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/api/w1/UserBase', { config: { auth: 'client' }, schema: { tags: TAG, summary: '基本信息', security } }, async (req) =>
    ok(await userBase(db, clientOf(req))),
  );

  app.post<{ Body: UserBaseInput }>(
    '/api/w1/saveUserBase',
    {
      config: { auth: 'client' },
      schema: {
        tags: TAG,
        summary: '保存基本信息（联系人、手机、座机、身份证、地址）',
        security,
        body: {
          type: 'object',
          required: ['name', 'mobile', 'id_card', 'address'],
          properties: { name: str(20), mobile: str(11), telephone: { ...str(20), default: '' }, id_card: str(18), address: str(100) },
        },
      },
    },
    async (req) => ok(await saveUserBase(db, clientOf(req), req.body)),
  );

  app.post<{ Body: PasswordChange }>(
    '/api/w1/updateClientPassupdateClientPass',
    {
      config: { auth: 'client', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: TAG,
        summary: '修改登录密码（路径与规格一致）',
        security,
        body: {
          type: 'object',
          required: ['old_password', 'password', 'confirm_password'],
          properties: { old_password: str(64), password: str(64), confirm_password: str(64) },
        },
      },
    },
    async (req) => {
      const s = sessionOf(req);
      // Only the client itself, never a salesman acting for it.
      if (s.salesmanId !== null) throw new ApiError(403, SERVER_MSG.identityMismatch);
      await changePassword(db, clientOf(req), req.body);
      return ok(null);
    },
  );

  app.get<{ Querystring: { kind?: CouponKind } }>(
    '/api/w1/myCoupons',
    {
      config: { auth: 'client' },
      schema: {
        tags: TAG,
        summary: '我的优惠券（kind：0可领取 1可使用 2已使用 3已过期；不传为全部）',
        security,
        querystring: { type: 'object', properties: { kind: { type: 'integer', enum: [0, 1, 2, 3] } } },
      },
    },
    async (req) => ok(await myCoupons(db, clientOf(req), req.query.kind)),
  );

  app.post<{ Body: { coupon_id: number } }>(
    '/api/w1/receiveCoupon',
    {
      config: { auth: 'client' },
      schema: {
        tags: TAG,
        summary: '领取优惠券',
        security,
        body: { type: 'object', required: ['coupon_id'], properties: { coupon_id: { type: 'integer', minimum: 1 } } },
      },
    },
    async (req) => ok(await claimCoupon(db, clientOf(req), req.body.coupon_id)),
  );

  app.get('/api/w1/clientCredit', { config: { auth: 'client' }, schema: { tags: TAG, summary: '授信额度', security } }, async (req) =>
    ok(await clientCredit(db, clientOf(req))),
  );

  app.post<{ Body: { company_id: number; client_id?: number } }>(
    '/api/w1/selectCompany',
    {
      // company_id here is the company to switch TO, so the usual identity check (body == session) cannot apply.
      config: { auth: 'client', identityCheck: false },
      schema: {
        tags: ['会话与账号'],
        summary: '多公司客户选择采购公司（重新绑定当前令牌）',
        security,
        body: {
          type: 'object',
          required: ['company_id'],
          properties: { company_id: { type: 'integer', minimum: 1 }, client_id: { type: 'integer' } },
        },
      },
    },
    async (req) => {
      const s = sessionOf(req);
      if (s.salesmanId !== null) throw new ApiError(403, SERVER_MSG.identityMismatch);
      if (req.body.client_id !== undefined && req.body.client_id !== s.clientId) throw new ApiError(403, SERVER_MSG.identityMismatch);
      return ok(await selectCompany(db, s.id, s.clientId as number, req.body.company_id));
    },
  );
}
