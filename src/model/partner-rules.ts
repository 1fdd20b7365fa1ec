/** ERP partners of the open API (issue 27): the name rule and the Chinese texts of the credential commands. */
import { WEBHOOK_MSG } from './webhook-rules';

export const PARTNER_NAME_MAX = 40;
/** How long a rotated-away secret still signs, so the ERP can switch to the new one without a failed call. */
export const ROTATION_GRACE_MS = 60 * 60 * 1000;

export const PARTNER_MSG = {
  nameRequired: `请填写合作方名称（1-${PARTNER_NAME_MAX}个字）`,
  unknown: (keyId: string) => `接口密钥不存在：${keyId}`,
  revoked: (keyId: string) => `接口密钥已停用：${keyId}`,
  secretOnce: '密钥只显示这一次，请立即交给对方 ERP 保存',
  badWebhook: WEBHOOK_MSG.badUrl,
  cisCodeTaken: (code: string) => `诊所系统代码已存在：${code}`,
  cisUnknown: (code: string) => `诊所系统不存在：${code}`,
  cisRevoked: (code: string) => `诊所系统已停用：${code}`,
  /** What a buyer arriving by a revoked clinic system's link reads. */
  cisLinkRevoked: '该诊所系统的接入已停用，请联系客服',
  cisSecretOnce: '签名密钥只显示这一次，请立即交给诊所系统保存；轮换后旧密钥签的链接立即失效',
} as const;

/** A clinic system's code: what its links name in `partner` (lower-case letters, digits and '-'). */
export const CIS_CODE_PATTERN = '^[a-z][a-z0-9-]{1,31}$';
export const CIS_CODE_HINT = '诊所系统代码：小写字母开头，小写字母、数字或“-”，2-32 位';

/** The name as kept (trimmed), or null when it breaks the rule. */
export function partnerName(text: string): string | null {
  const name = text.trim();
  return name.length >= 1 && [...name].length <= PARTNER_NAME_MAX ? name : null;
}
