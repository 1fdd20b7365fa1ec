/**
 * Login from a clinic information system with a signed link (GET /w1/cisLogin), the demo partner's signer and the
 * operator's link command. The canonical string the signature covers is in src/model/cis-link.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CIS_ACTIONS, DEFAULT_CIS_PARTNER } from '../model/cis-link';
import { endpoint } from './define';
import { Str } from './fields';

const TAG = '诊所系统登录';

/** The link's own fields as the partner sends them (all text, as on a URL). */
const linkFields = {
  UserName: Str('药采账号', 50),
  action: Str('跳转操作', 20, { description: `跳转操作：${CIS_ACTIONS.join(' / ')}` }),
  ts: Type.Optional(Str('时间戳', 13, { description: '毫秒时间戳（10位秒亦可），5分钟内有效' })),
  nonce: Type.Optional(Str('随机串', 64, { description: '随机串，每个只能使用一次' })),
  partner: Type.Optional(Str('合作方', 32, { description: `合作方编码，缺省 ${DEFAULT_CIS_PARTNER}` })),
  keyword: Type.Optional(Str('搜索关键词', 50, { description: 'action=search 的搜索词' })),
  product_id: Type.Optional(Str('商品ID', 12, { description: 'action=product 的商品ID' })),
  bak_var: Type.Optional(Str('自定义参数', 200, { description: '合作方自定义参数，原样返回' })),
  staff_phone: Type.Optional(
    Str('操作人员手机号', 11, { description: '诊所系统当前登录人员的手机号（须为本单位登记的授权采购人员）；给出时由其下单并记入购进记录' }),
  ),
  sign: Type.Optional(
    Str('签名', 64, { description: 'hex(HMAC-SHA256(合作方密钥, 规范串))，见 src/server/README.md' }),
  ),
};

/** A link's parameters as answered by the signers. */
export const CisLinkParams = Type.Object({
  UserName: Type.Optional(Type.String()),
  action: Type.Optional(Type.String()),
  ts: Type.Optional(Type.String()),
  nonce: Type.Optional(Type.String()),
  partner: Type.Optional(Type.String()),
  keyword: Type.Optional(Type.String()),
  product_id: Type.Optional(Type.String()),
  bak_var: Type.Optional(Type.String()),
  staff_phone: Type.Optional(Type.String()),
  sign: Type.Optional(Type.String()),
});
export type CisLinkParams = Static<typeof CisLinkParams>;

export const CisLoginResult = Type.Object({
  client_id: Type.Integer(),
  company_id: Type.Integer(),
  /** Where the browser goes for the link's action. */
  url: Type.String(),
  /** Echo of the partner's bak_var parameter. */
  bak_var: Type.String(),
  /** The new token of the logged-in session (the one sent is dropped: no session fixation). */
  api_token: Type.String(),
  expires_at: Type.Integer(),
});
export type CisLoginResult = Static<typeof CisLoginResult>;

export const cisLogin = endpoint({
  method: 'GET',
  path: '/w1/cisLogin',
  writes: true,
  auth: 'session',
  // The browser may still hold another account's ids; the link decides who logs in.
  identityCheck: false,
  tag: TAG,
  summary: '诊所系统带签名链接登录：校验签名、时效与 nonce，签发新令牌，返回 client_id、company_id、url、bak_var、api_token',
  query: Type.Object(linkFields),
  response: CisLoginResult,
});

export const demoCisSign = endpoint({
  method: 'GET',
  path: '/demo/cisSign',
  auth: 'none',
  tag: TAG,
  summary: '（仅演示模式）以演示合作方身份签发链接参数，供宿主演示页调用 YaoCai.handshake',
  query: Type.Object({ UserName: linkFields.UserName, action: linkFields.action, keyword: linkFields.keyword, staff_phone: linkFields.staff_phone }),
  response: CisLinkParams,
});

export const operatorCisLink = endpoint({
  method: 'POST',
  path: '/operator/cisLink',
  auth: 'operator',
  tag: '运维',
  summary: '为客户生成诊所系统签名链接参数（需 x-operator-key），并允许该合作方登录此客户',
  body: Type.Object({
    username: Str('用户名', 50),
    action: linkFields.action,
    keyword: linkFields.keyword,
    product_id: linkFields.product_id,
    partner: linkFields.partner,
    staff_phone: linkFields.staff_phone,
  }),
  response: Type.Object({ params: CisLinkParams, fields: Type.Array(Type.String()) }),
});
