/**
 * The operator's ERP partner commands (issue 27), parsed and run for src/server/cli/operator.ts:
 *   partners                      list the keys (never their secrets)
 *   partner-create <名称…>        a new key id and secret (the secret is printed this once)
 *   partner-rotate <密钥ID>       a new secret; the previous one still signs for an hour
 *   partner-revoke <密钥ID>       refuse every request signed with the key from now on
 *   partner-webhook <密钥ID> <url|off>   push order changes to the URL (or stop)
 *   partner-deliveries <密钥ID>   the last pushes and their outcome
 * Over the running server (operator API) or, with a database handle, directly; both through services/open/partners.
 */
import * as partners from '../../contract/partners';
import type { PartnerCredentials, PartnerRow, WebhookDelivery } from '../../contract/partners';
import { PARTNER_MSG } from '../../model/partner-rules';
import { createPartner, listPartners, revokePartner, rotatePartnerSecret } from '../services/open/partners';
import { deliveryLog, setPartnerWebhook } from '../services/open/webhooks';
import type { Transport } from './order-commands';

export const PARTNER_USAGE = `  npm run operator -- partners                       ERP 合作方接口密钥列表
  npm run operator -- partner-create <合作方名称>      新建接口密钥（签名密钥只显示这一次）
  npm run operator -- partner-rotate <密钥ID>         轮换签名密钥（旧密钥一小时内仍可用）
  npm run operator -- partner-revoke <密钥ID>         停用接口密钥
  npm run operator -- partner-webhook <密钥ID> <网址|off>   设置或停止订单变化推送
  npm run operator -- partner-deliveries <密钥ID>     最近的推送记录`;

export type PartnerCommand =
  | { kind: 'partners' }
  | { kind: 'partner-create'; name: string }
  | { kind: 'partner-rotate'; keyId: string }
  | { kind: 'partner-revoke'; keyId: string }
  | { kind: 'partner-webhook'; keyId: string; url: string }
  | { kind: 'partner-deliveries'; keyId: string };

export function parsePartnerCommand(args: string[]): PartnerCommand | null {
  const [verb, ...rest] = args;
  if (verb === 'partners' && rest.length === 0) return { kind: 'partners' };
  if (verb === 'partner-create' && rest.length > 0) return { kind: 'partner-create', name: rest.join(' ') };
  if ((verb === 'partner-rotate' || verb === 'partner-revoke' || verb === 'partner-deliveries') && rest.length === 1) return { kind: verb, keyId: rest[0]! };
  if (verb === 'partner-webhook' && rest.length === 2) return { kind: verb, keyId: rest[0]!, url: rest[1] === 'off' ? '' : rest[1]! };
  return null;
}

const rowText = (p: PartnerRow) => `${p.key_id}  ${p.name}  ${p.state}  创建于 ${p.created_at}  最近调用 ${p.last_used_at ?? '无'}`;
const deliveryText = (d: WebhookDelivery) =>
  `${d.created_at}  ${d.order_code}  ${d.state}  尝试${d.attempts}次${d.last_status !== null ? `  HTTP ${d.last_status}` : ''}${d.last_error ? `  ${d.last_error}` : ''}${d.next_attempt_at ? `  下次 ${d.next_attempt_at}` : ''}`;
const credentialsText = (c: PartnerCredentials) => `合作方：${c.name}\n密钥ID：${c.key_id}\n签名密钥：${c.secret}\n（${PARTNER_MSG.secretOnce}）`;

/** Runs the command and answers what to print (a refusal throws with its Chinese message). */
export async function runPartnerCommand(c: PartnerCommand, t: Transport): Promise<string> {
  if (c.kind === 'partners') {
    const list = t.kind === 'http' ? await t.post(partners.operatorPartners, {}) : await listPartners(t.db);
    return list.length ? list.map(rowText).join('\n') : '还没有 ERP 合作方';
  }
  if (c.kind === 'partner-create') {
    const made = t.kind === 'http' ? await t.post(partners.operatorPartnerCreate, { name: c.name }) : await createPartner(t.db, c.name);
    return `已创建接口密钥：\n${credentialsText(made)}`;
  }
  if (c.kind === 'partner-rotate') {
    const made = t.kind === 'http' ? await t.post(partners.operatorPartnerRotate, { key_id: c.keyId }) : await rotatePartnerSecret(t.db, c.keyId);
    return `已轮换签名密钥（旧密钥一小时内仍可签名）：\n${credentialsText(made)}`;
  }
  if (c.kind === 'partner-webhook') {
    if (t.kind === 'http') await t.post(partners.operatorPartnerWebhook, { key_id: c.keyId, url: c.url });
    else await setPartnerWebhook(t.db, c.keyId, c.url || null);
    return c.url ? `已设置推送地址：${c.url}` : '已停止推送';
  }
  if (c.kind === 'partner-deliveries') {
    const log = t.kind === 'http' ? await t.post(partners.operatorPartnerDeliveries, { key_id: c.keyId }) : await deliveryLog(t.db, c.keyId);
    return log.length ? log.map(deliveryText).join('\n') : '还没有推送记录';
  }
  const row = t.kind === 'http' ? await t.post(partners.operatorPartnerRevoke, { key_id: c.keyId }) : await revokePartner(t.db, c.keyId);
  return `已停用：${rowText(row)}`;
}
