/**
 * Compliance (GSP): the buyer's standing (src/model/compliance.ts reasons), licence validity and renewals, the
 * authorised purchasers, the purchase records and their export; the operator's renewal review and records export.
 * The site's own licences (footer) are in site.ts, so the first load does not carry this module.
 */
import { MEDIA } from './media';
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './define';
import { STAFF_ACCESS } from '../model/staff';
import { Day, Id, Nullable, OneOf, PageOf, PagerQuery, Str, Yuan } from './fields';
import { Refusal } from './refusal';

const TAG = '资质合规';
const OPERATOR_TAG = '运维';

const Stamp = (title: string) => Str(title, 19, { pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });
const UploadUrl = (title: string) => Str(title, 200, { minLength: 1 });
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const Reason = Type.Object({
  ...Refusal.properties,
  severity: Type.Unsafe<'block' | 'warn'>(Type.String({ enum: ['block', 'warn'], description: 'block 不能下单，warn 仅提醒' })),
});
export type Reason = Static<typeof Reason>;

export const PurchaserOption = Type.Object({ id: Type.Integer(), name: Type.String(), valid_until: Type.String() });
export type PurchaserOption = Static<typeof PurchaserOption>;

export const Reminder = Type.Object({
  kind: Type.String(),
  name: Type.String(),
  valid_until: Type.String(),
  days_left: Type.Integer(),
  /** 90, 30 or 7: the reminder step reached; 0 once expired. */
  step: Type.Integer(),
});
export type Reminder = Static<typeof Reminder>;

export const ComplianceStatus = Type.Object({
  /** Blocking reasons first; empty = may order. */
  reasons: Type.Array(Reason),
  allowed: Type.Boolean(),
  purchasers: Type.Array(PurchaserOption),
  /** The purchaser submit uses when none is chosen (the only valid one), else null. */
  default_purchaser_id: Nullable(Type.Integer()),
  /** The session came from a clinic system's link naming who is logged in there: that person orders, no choice. */
  named_by_clinic_system: Type.Boolean(),
  reminders: Type.Array(Reminder),
  today: Type.String(),
});
export type ComplianceStatus = Static<typeof ComplianceStatus>;

export const LICENCE_STATES = ['ok', 'expiring', 'expired', 'missing', 'noExpiry'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];

export const Renewal = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  number: Type.String(),
  issuer: Type.String(),
  valid_from: Type.String(),
  valid_until: Type.String(),
  /** 0 awaiting review, 1 approved, 2 rejected. */
  status: Type.Integer(),
  status_text: Type.String(),
  note: Type.String(),
  created_at: Type.String(),
  url: Type.String(),
});
export type Renewal = Static<typeof Renewal>;

export const LicenceRow = Type.Object({
  kind: Type.String(),
  name: Type.String(),
  need: Type.Unsafe<'required' | 'optional'>(Type.String({ enum: ['required', 'optional'] })),
  /** Whether the licence has a validity period (renewals only for these). */
  expires: Type.Boolean(),
  number: Type.String(),
  issuer: Type.String(),
  valid_from: Type.String(),
  valid_until: Type.String(),
  days_left: Nullable(Type.Integer()),
  state: Type.Unsafe<LicenceState>(Type.String({ enum: [...LICENCE_STATES] })),
  state_text: Type.String(),
  url: Type.String(),
  /** The latest renewal uploaded for it (awaiting review, or the last decision). */
  renewal: Nullable(Renewal),
});
export type LicenceRow = Static<typeof LicenceRow>;

export const RenewalInput = Type.Object({
  kind: Str('证照类型', 30, { minLength: 1 }),
  number: Str('证照编号', 60),
  issuer: Str('发证机关', 60),
  valid_from: Day('有效期起始日期'),
  valid_until: Day('有效期截止日期'),
  url: UploadUrl('新证照片'),
});

export const Purchaser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Masked: first 3 and last 4 characters. */
  id_card: Type.String(),
  phone: Type.String(),
  valid_from: Type.String(),
  valid_until: Type.String(),
  state: Type.Unsafe<'valid' | 'expired' | 'notYet' | 'revoked'>(Type.String({ enum: ['valid', 'expired', 'notYet', 'revoked'] })),
  state_text: Type.String(),
  letter_url: Type.String(),
});
export type Purchaser = Static<typeof Purchaser>;

export const PurchaserInput = Type.Object({
  name: Str('姓名', 20),
  id_card: Str('身份证号', 18),
  phone: Str('手机号码', 11),
  valid_from: Day('授权起始日期'),
  valid_until: Day('授权截止日期'),
  letter_url: UploadUrl('授权委托书'),
});

export const PurchaseRecord = Type.Object({
  order_code: Type.String(),
  created_at: Type.String(),
  ty_name: Type.String(),
  product_standard: Type.String(),
  dosage_form: Type.String(),
  manufacturer: Type.String(),
  approval_number: Type.String(),
  batch_no: Type.String(),
  expiry_date: Type.String(),
  amount: Type.Integer(),
  product_dw: Type.String(),
  price: Yuan(),
  line_total: Yuan(),
  subtotal: Yuan(),
  discount_share: Yuan(),
  purchaser: Type.String(),
});
export type PurchaseRecord = Static<typeof PurchaseRecord>;

const RecordsQuery = {
  created_at_start: Type.Optional(Stamp('开始时间')),
  created_at_end: Type.Optional(Stamp('结束时间')),
  keyword: Type.Optional(Str('关键词', 50)),
};

export const complianceStatus = endpoint({
  method: 'GET',
  path: '/w1/complianceStatus',
  auth: 'client',
  tag: TAG,
  summary: '下单资质检查：账号、证照有效期、采购人员授权（原因代码、说明、处理办法），证照到期提醒',
  query: Type.Object({ purchaser_id: Type.Optional(Id('采购人员ID')) }),
  response: ComplianceStatus,
});

export const myLicences = endpoint({
  method: 'GET',
  path: '/w1/myLicences',
  auth: 'client',
  tag: TAG,
  summary: '我的资质：证照编号、发证机关、有效期、剩余天数、换证审核状态',
  response: Type.Array(LicenceRow),
});

export const renewLicence = endpoint({
  method: 'POST',
  path: '/w1/renewLicence',
  auth: 'client',
  tag: TAG,
  summary: '上传新证（换证），由运营审核',
  body: RenewalInput,
  response: Renewal,
});

export const myPurchasers = endpoint({
  method: 'GET',
  path: '/w1/myPurchasers',
  auth: 'client',
  tag: TAG,
  summary: '授权采购人员（身份证号脱敏）',
  response: Type.Array(Purchaser),
});

export const addPurchaser = endpoint({
  method: 'POST',
  path: '/w1/addPurchaser',
  auth: 'client',
  tag: TAG,
  summary: '登记授权采购人员（姓名、身份证号、手机、授权委托书、有效期）',
  body: PurchaserInput,
  response: Purchaser,
});

export const revokePurchaser = endpoint({
  method: 'POST',
  path: '/w1/revokePurchaser',
  auth: 'client',
  tag: TAG,
  summary: '撤销采购人员授权（记录保留）',
  body: Type.Object({ id: Id('采购人员ID') }),
  response: Purchaser,
});

export const purchaseRecords = endpoint({
  method: 'GET',
  path: '/w1/purchaseRecords',
  auth: 'client',
  tag: TAG,
  summary: '我的购进记录（每一行：通用名、规格、剂型、厂家、批准文号、批号、有效期、数量、价格、金额、采购人员、日期）',
  query: Type.Object({ ...PagerQuery, ...RecordsQuery }),
  response: PageOf(PurchaseRecord),
});

export const purchaseRecordsExport = endpoint({
  method: 'GET',
  path: '/w1/purchaseRecordsExport',
  auth: 'client',
  tag: TAG,
  summary: '导出我的购进记录（.xlsx 或 CSV）',
  query: Type.Object({ ...RecordsQuery, format: Type.Optional(OneOf('文件格式', EXPORT_FORMATS)) }),
  file: [MEDIA.xlsx, MEDIA.csv],
  response: Type.Any(),
});

export const OperatorRenewal = Type.Object({ ...Renewal.properties, username: Type.String(), clinic_name: Type.String(), name: Type.String() });
export type OperatorRenewal = Static<typeof OperatorRenewal>;

export const operatorRenewals = endpoint({
  method: 'POST',
  path: '/operator/licenceRenewals',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '待审核的换证申请',
  body: Type.Object({}),
  response: Type.Array(OperatorRenewal),
});

export const operatorReviewRenewal = endpoint({
  method: 'POST',
  path: '/operator/reviewLicence',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '审核换证申请：通过则写入证照有效期',
  body: Type.Object({
    id: Id('换证申请ID'),
    action: OneOf('审核操作', ['approve', 'reject'] as const),
    reason: Type.Optional(Str('驳回原因', 200)),
  }),
  response: OperatorRenewal,
});

export const operatorPurchaseRecords = endpoint({
  method: 'POST',
  path: '/operator/purchaseRecords',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '全部客户的购进（销售）记录导出（.xlsx 或 CSV，按下单日期，可按账号筛选）',
  body: Type.Object({
    from: Day('开始日期'),
    to: Day('结束日期'),
    username: Type.Optional(Str('客户账号', 50)),
    format: Type.Optional(OneOf('文件格式', EXPORT_FORMATS)),
  }),
  file: [MEDIA.xlsx, MEDIA.csv],
  response: Type.Any(),
});

export const operatorSetLicence = endpoint({
  method: 'POST',
  path: '/operator/setLicence',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '登记或更正客户证照的有效期（按纸质证照）',
  body: Type.Object({
    username: Str('客户账号', 50, { minLength: 1 }),
    kind: Str('证照类型', 30, { minLength: 1 }),
    valid_until: Day('有效期截止日期'),
  }),
  response: Type.Object({ username: Type.String(), kind: Type.String(), name: Type.String(), valid_until: Type.String() }),
});

// The back office's GSP records page (issue 28, 质量管理): the same exports, audited with the staff member.
const RecordsPeriod = { from: Day('开始日期'), to: Day('结束日期'), format: Type.Optional(OneOf('文件格式', EXPORT_FORMATS)) };

export const adminGspRecords = endpoint({
  method: 'GET',
  path: '/admin/gspRecords',
  auth: 'staff',
  roles: STAFF_ACCESS.quality,
  tag: '后台质量管理',
  summary: 'GSP 药品销售记录导出（CSV 或 .xlsx，按发货日期：批号、有效期、购货单位、采购人员），写入操作日志',
  query: Type.Object(RecordsPeriod),
  file: [MEDIA.csv, MEDIA.xlsx],
  response: Type.Any(),
});

export const adminPurchaseRecords = endpoint({
  method: 'GET',
  path: '/admin/purchaseRecords',
  auth: 'staff',
  roles: STAFF_ACCESS.quality,
  tag: '后台质量管理',
  summary: '全部客户的购进（销售）记录导出（CSV 或 .xlsx，按下单日期，可按账号筛选），写入操作日志',
  query: Type.Object({ ...RecordsPeriod, username: Type.Optional(Str('客户账号', 50)) }),
  file: [MEDIA.csv, MEDIA.xlsx],
  response: Type.Any(),
});
