/**
 * One error handler for the whole API: ApiError becomes its envelope, schema validation becomes code 400 with a
 * Chinese message, other client errors a generic 400, and anything else code 500 without internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../model/messages';
import { ApiError, sendError } from '../errors';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const FIELD_LABELS: Record<string, string> = {
  appid: '应用标识',
  username: '用户名',
  password: '密码',
  keyword: '搜索关键词',
  ClassID: '分类',
  manufacturer: '生产厂家',
  drug_type: '药品类型',
  business_scope: '经营范围',
  in_stock: '仅看有货',
  near_expiry: '近效期',
  sort: '排序方式',
  list: '商品列表',
  product_id: '商品ID',
  amount: '购买数量',
  seckill_id: '秒杀活动',
  special_id: '特价活动',
  purchase_id: '团购活动',
  combination_id: '套餐',
  is_add_price: '加价购标记',
  // catalogue, content and zones (issue 4)
  coupon_id: '优惠券',
  major: '主推品种',
  productId: '商品ID',
  seckillId: '秒杀活动',
  purchaseId: '团购活动',
  messageId: '公告ID',
  brandId: '品牌ID',
};

export const PAGER_MSG = '分页参数有误：页码须为正整数，每页条数须为10、20、30、50、100之一';

function fieldOf(issue: ValidationIssue): string {
  const missing = (issue.params as { missingProperty?: string }).missingProperty;
  if (missing) return missing;
  const parts = issue.instancePath.split('/').filter((p) => p && !/^\d+$/.test(p));
  return parts[parts.length - 1] ?? '';
}

const REASONS: Record<string, string> = {
  required: '不能为空',
  type: '格式不正确',
  enum: '取值不正确',
  const: '取值不正确',
  maxLength: '过长',
  minLength: '过短',
  minimum: '超出范围',
  maximum: '超出范围',
  maxItems: '数量过多',
};

export function validationMessage(issues: ValidationIssue[]): string {
  const issue = issues[0];
  if (!issue) return SERVER_MSG.badParams;
  const field = fieldOf(issue);
  if (field === 'page' || field === 'size') return PAGER_MSG;
  const label = FIELD_LABELS[field];
  if (!label) return SERVER_MSG.badParams;
  return `${SERVER_MSG.badParams}：${label}${REASONS[issue.keyword] ?? '不正确'}`;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error.code, error.message);
    if (error.validation) return sendError(reply, 400, validationMessage(error.validation));
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, SERVER_MSG.tooManyAttempts);
    // Malformed JSON, wrong content type, body too large...: the client's fault, but fastify's text is English.
    if (status >= 400 && status < 500) return sendError(reply, 400, SERVER_MSG.badParams);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, SERVER_MSG.internal);
  });
}
