/**
 * Registration (SPEC §7 v5 calls), licence picture uploads, the operator's review of new accounts, and the
 * province / city / district dictionary with the client's own area (SPEC §2.11).
 */
import { MEDIA, PICTURE_MEDIA } from './media';
import { Type, type Static } from '@sinclair/typebox';
import { CLIENT_TYPES, type ClientType } from '../model/enums';
import { UPLOAD_MAX_MB } from '../model/constants';
import { LICENCES, TEMPLATE_KINDS, type LicenceKey } from '../model/licences';
import { endpoint } from './define';
import { List, OneOf, OneOfInt, OptId, Str } from './fields';

const TAG = '注册';
const OPERATOR_TAG = '运维';
const AREA_TAG = '地区';

/** Dictionary option (SPEC §3), e.g. the referring salesmen of getBd. */
export const DictOption = Type.Object({ dictLabel: Type.String(), dictValue: Type.String() });
export type DictOption = Static<typeof DictOption>;

export const VerifyResult = Type.Object({
  /** Seconds before another code may be asked for. */
  cooldown: Type.Integer(),
  /** Only in demo mode (sandbox SMS): the code itself. */
  code: Type.Optional(Type.String()),
});
export type VerifyResult = Static<typeof VerifyResult>;

export const RegisterResult = Type.Object({
  client_id: Type.Integer(),
  username: Type.String(),
  /** 0 pending review. */
  checkStatus: Type.Integer(),
});
export type RegisterResult = Static<typeof RegisterResult>;

export const UploadResult = Type.Object({ url: Type.String() });
export type UploadResult = Static<typeof UploadResult>;

/** Licence key → upload urls; a key outside the licence list is refused. */
const LicencePictures = Type.Unsafe<Partial<Record<LicenceKey, string[]>>>({
  type: 'object',
  title: '资质图片',
  description: '资质类型 → upload 返回的 url 列表',
  propertyNames: { title: '资质类型', enum: Object.keys(LICENCES) },
  additionalProperties: List('资质图片', Str('资质图片地址', 200), 5),
});

const CLIENT_TYPE_IDS = Object.keys(CLIENT_TYPES).map(Number) as ClientType[];

export const RegisterBody = Type.Object({
  client_type: OneOfInt('客户类型', CLIENT_TYPE_IDS, {
    description: '客户类型：1单体药店 2营利性医疗机构 3非营利性医疗机构 4连锁单店 5连锁总部 6商业公司',
  }),
  username: Str('用户名', 20),
  password: Str('密码', 64),
  confirm_password: Str('确认密码', 64),
  vencus_name: Str('单位名称', 50),
  name: Str('联系人姓名', 20),
  mobile: Str('手机号码', 11),
  code: Str('短信验证码', 6, { description: '短信验证码（getVerify）' }),
  telephone: Type.Optional(Str('座机', 20, { default: '', description: '座机，可空' })),
  id_card: Str('身份证号', 18, { description: '采购人员身份证号' }),
  province: OptId('省份', { description: '省 area_id（getArea）' }),
  city: OptId('城市'),
  area: OptId('区县'),
  address: Str('详细地址', 100),
  bd_id: Type.Optional(OptId('推荐业务员', { default: 0, description: '推荐业务员（getBd 的 dictValue），0 为无' })),
  licences: LicencePictures,
  licence_info: Type.Optional(
    List(
      '证照信息',
      Type.Object({
        kind: Str('证照类型', 30, { minLength: 1 }),
        number: Str('证照编号', 60),
        issuer: Str('发证机关', 60),
        valid_from: Str('有效期起始日期', 10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
        valid_until: Str('有效期截止日期', 10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      }),
      6,
      { description: '有有效期的证照（营业执照、药品经营许可证等）的编号、发证机关、有效期，选填' },
    ),
  ),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const ReviewOutcome = Type.Object({
  username: Type.String(),
  client_id: Type.Integer(),
  checkStatus: Type.Integer(),
  note: Type.String(),
});
export type ReviewOutcome = Static<typeof ReviewOutcome>;

export const getBd = endpoint({
  method: 'GET',
  path: '/v5/getBd',
  auth: 'public',
  tag: TAG,
  summary: '推荐业务员（字典：dictLabel, dictValue）',
  response: Type.Array(DictOption),
});

export const getVerify = endpoint({
  method: 'GET',
  path: '/v5/getVerify',
  writes: true,
  auth: 'session',
  identityCheck: false,
  tag: TAG,
  summary: '发送注册短信验证码（沙箱：验证码写入服务器日志；演示模式下也在响应中返回）',
  query: Type.Object({ mobile: Str('手机号码', 11) }),
  response: VerifyResult,
});

export const registerCheck = endpoint({
  method: 'GET',
  path: '/v5/registerCheck',
  auth: 'public',
  identityCheck: false,
  tag: TAG,
  summary: '账号是否已被注册',
  query: Type.Object({ username: Str('用户名', 20) }),
  response: Type.Object({ username: Type.String(), available: Type.Boolean(), msg: Type.Optional(Type.String()) }),
});

export const saveRegister = endpoint({
  method: 'POST',
  path: '/v5/saveRegister',
  auth: 'session',
  identityCheck: false,
  tag: TAG,
  summary: '提交注册（新账号待审核，checkStatus 0）',
  body: RegisterBody,
  response: RegisterResult,
});

export const templateDownload = endpoint({
  method: 'GET',
  path: '/v5/templateDownload',
  auth: 'public',
  tag: TAG,
  summary: '下载资质模板（采购委托书、收货委托书、质量体系调查表），打印填写盖章后上传',
  query: Type.Object({ type: OneOf('模板类型', TEMPLATE_KINDS) }),
  file: [MEDIA.html],
  response: Type.Any(),
});

export const upload = endpoint({
  method: 'POST',
  path: '/upload',
  auth: 'session',
  identityCheck: false,
  tag: TAG,
  summary: `上传图片（multipart 字段 file；仅 jpeg/jpg/png/bmp，按内容识别；不超过${UPLOAD_MAX_MB}MB）`,
  multipart: true,
  response: UploadResult,
});

export const uploadedPicture = endpoint({
  method: 'GET',
  path: '/upload/:key',
  auth: 'session',
  identityCheck: false,
  tag: TAG,
  summary: '读取已上传的图片（仅上传它的会话或所属客户）',
  params: Type.Object({ key: Str('图片', 64) }),
  file: PICTURE_MEDIA,
  response: Type.Any(),
});

export const review = endpoint({
  method: 'POST',
  path: '/operator/review',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '审核注册（需 x-operator-key）',
  body: Type.Object({
    username: Str('用户名', 50),
    action: OneOf('审核操作', ['approve', 'reject'] as const),
    reason: Type.Optional(Str('驳回原因', 200)),
  }),
  response: ReviewOutcome,
});

/** Area option (SPEC §3). area_id is the GB/T 2260 code. */
export const AreaOption = Type.Object({ area_id: Type.Integer(), area_name: Type.String() });
export type AreaOption = Static<typeof AreaOption>;

export const AreaNames = Type.Object({ province: Type.String(), city: Type.String(), area: Type.String() });
export type AreaNames = Static<typeof AreaNames>;

export const getArea = endpoint({
  method: 'GET',
  path: '/w1/getArea',
  auth: 'public',
  tag: AREA_TAG,
  summary: '下级地区列表（GB/T 2260）：不传 area_id 为省份，传省为城市，传市为区县',
  query: Type.Object({ area_id: Type.Optional(OptId('上级地区', { description: '上级 area_id' })) }),
  response: Type.Array(AreaOption),
});

/** Each id may be missing: the service names the first missing one (请选择您的省份…). */
export const AreaChoice = Type.Object({
  province: Type.Optional(OptId('省份')),
  city: Type.Optional(OptId('城市')),
  area: Type.Optional(OptId('区县')),
});
export type AreaChoice = Static<typeof AreaChoice>;

export const setClientArea = endpoint({
  method: 'POST',
  path: '/w1/setClientArea',
  auth: 'client',
  tag: AREA_TAG,
  summary: '设置客户所在省市区（area_id，须为同一条省→市→区）',
  body: AreaChoice,
  response: AreaNames,
});
