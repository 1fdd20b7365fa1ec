/**
 * Back-office steps from the command line:
 *   npm run operator -- approve <username>
 *   npm run operator -- reject <username> <reason…>
 *   npm run operator -- cis-link <username> <action> [keyword | product_id] [--staff-phone=<phone>]
 *   npm run operator -- ship|review|…   (order-commands.ts)   seckills|seckill-create|seckill-end   (promotion-commands.ts)
 *   npm run operator -- coupons|coupon-create|coupon-end   (coupon-commands.ts)   addprices|addprice-create|addprice-end   (addprice-commands.ts)
 *   npm run operator -- prices|price-type|price-type-clear|price-agreed|price-agreed-clear   (price-commands.ts)
 *   npm run operator -- partners|partner-create|partner-rotate|partner-revoke|partner-webhook|partner-deliveries   (partner-commands.ts: ERP keys)
 *   npm run operator -- erp-template|erp-import <文件.xlsx>   (erp-import.ts: the product master from a spreadsheet)
 *
 * It talks to the running store (YAOCAI_URL, default http://localhost:$PORT or 3000) through /api/operator/* with
 * the operator key (env YAOCAI_OPERATOR_KEY or the shared .data/operator.key): the embedded database may only be
 * opened by one process. With DATABASE_URL=postgres://… or --direct (server stopped) it opens the database itself.
 */
import { CIS_ACTIONS, DEFAULT_CIS_PARTNER, type CisParams } from '../../model/cis-link';
import * as cis from '../../contract/cis';
import type { Envelope } from '../../contract/common';
import type { BodyOf, DataOf, EndpointSpec } from '../../contract/define';
import * as register from '../../contract/register';
import { createDb } from '../db/client';
import { ApiError } from '../errors';
import { API_PREFIX } from '../http/route';
import { operatorKey } from '../lib/operator-key';
import { linkPartnerClient, signedCisParams } from '../services/cis/handshake';
import { approveClient, rejectClient } from '../services/accounts/review';
import { COMPLIANCE_USAGE, parseComplianceCommand, runComplianceCommand } from './compliance-commands';
import { ORDER_USAGE, parseOrderCommand, runOrderCommand, type Transport } from './order-commands';
import { parsePromotionCommand, PROMOTION_USAGE, runPromotionCommand } from './promotion-commands';
import { parseRaffleCommand, RAFFLE_USAGE, runRaffleCommand } from './raffle-commands';
import { parsePresaleCommand, PRESALE_USAGE, runPresaleCommand } from './presale-commands';
import { parseSpecialCommand, runSpecialCommand, SPECIAL_USAGE } from './special-commands';
import { COUPON_USAGE, parseCouponCommand, runCouponCommand } from './coupon-commands';
import { ADD_PRICE_USAGE, parseAddPriceCommand, runAddPriceCommand } from './addprice-commands';
import { parsePriceCommand, PRICE_USAGE, runPriceCommand } from './price-commands';
import { PARTNER_USAGE, parsePartnerCommand, runPartnerCommand } from './partner-commands';
import { IMPORT_USAGE, parseImportCommand, runImportCommand } from './erp-import';

const USAGE = `用法：
  npm run operator -- approve <账号>              审核通过
  npm run operator -- reject <账号> <驳回原因>    审核驳回
  npm run operator -- cis-link <账号> <操作> [搜索词|商品ID] [--staff-phone=手机号]   生成诊所系统签名链接（操作：${CIS_ACTIONS.join('、')}；手机号：诊所系统当前登录的采购人员）
${ORDER_USAGE}
${COMPLIANCE_USAGE}
${PROMOTION_USAGE}
${RAFFLE_USAGE}
${PRESALE_USAGE}
${SPECIAL_USAGE}
${COUPON_USAGE}
${ADD_PRICE_USAGE}
${PRICE_USAGE}
${PARTNER_USAGE}
${IMPORT_USAGE}
选项：--direct 直接打开数据库（仅在服务未运行时使用）`;

type Command =
  | { kind: 'approve'; username: string }
  | { kind: 'reject'; username: string; reason: string }
  | { kind: 'cis-link'; username: string; action: string; arg?: string; staffPhone?: string };

export function parseArgs(argv: string[]): { command: Command; direct: boolean } | null {
  const direct = argv.includes('--direct');
  const staffPhone = argv.find((a) => a.startsWith('--staff-phone='))?.slice('--staff-phone='.length);
  const [verb, username, ...rest] = argv.filter((a) => a !== '--direct' && !a.startsWith('--staff-phone='));
  if (!username) return null;
  if (verb === 'approve') return { command: { kind: 'approve', username }, direct };
  if (verb === 'reject' && rest.length) return { command: { kind: 'reject', username, reason: rest.join(' ') }, direct };
  if (verb === 'cis-link' && rest[0]) return { command: { kind: 'cis-link', username, action: rest[0], arg: rest[1], ...(staffPhone ? { staffPhone } : {}) }, direct };
  return null;
}

const baseUrl = () => (process.env.YAOCAI_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '');

function linkFields(c: Extract<Command, { kind: 'cis-link' }>) {
  const staff = c.staffPhone ? { staff_phone: c.staffPhone } : {};
  if (c.action === 'search') return { keyword: c.arg, ...staff };
  if (c.action === 'product') return { product_id: c.arg, ...staff };
  return staff;
}

export function cisUrl(base: string, params: CisParams): string {
  const q = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
  return `${base}/cisLogin?${q.toString()}`;
}

async function post<E extends EndpointSpec>(e: E, body: NoInfer<BodyOf<E>>): Promise<DataOf<E>> {
  let res: Response;
  try {
    res = await fetch(baseUrl() + API_PREFIX + e.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': operatorKey() },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(`无法连接药采服务 ${baseUrl()}：请先 npm start，或设置 YAOCAI_URL；服务未运行时可加 --direct`);
  }
  const env = (await res.json()) as Envelope<DataOf<E>>;
  if (env.code !== 200) throw new Error(env.msg);
  return env.data;
}

/** A file answer (the GSP export) from the operator API. */
async function postFile<E extends EndpointSpec>(e: E, body: NoInfer<BodyOf<E>>): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(baseUrl() + API_PREFIX + e.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': operatorKey() },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(`无法连接药采服务 ${baseUrl()}：请先 npm start，或设置 YAOCAI_URL；服务未运行时可加 --direct`);
  }
  if (!/spreadsheetml|text\/csv/.test(res.headers.get('content-type') ?? '')) throw new Error(((await res.json()) as Envelope).msg);
  return Buffer.from(await res.arrayBuffer());
}

/** An order, compliance or promotion command over the operator API, or on the database itself. */
async function transportCommand(run: (t: Transport) => Promise<string>, useDirect: boolean): Promise<string> {
  if (!useDirect) return run({ kind: 'http', post, postFile } satisfies Transport);
  const handle = await createDb(process.env.DATABASE_URL || undefined, { seed: 'none' });
  try {
    return await run({ kind: 'direct', db: handle.db });
  } finally {
    await handle.close();
  }
}

async function overHttp(c: Command): Promise<unknown> {
  if (c.kind === 'cis-link') {
    return (await post(cis.operatorCisLink, { username: c.username, action: c.action, ...linkFields(c) })).params;
  }
  return post(register.review, { username: c.username, action: c.kind, ...(c.kind === 'reject' ? { reason: c.reason } : {}) });
}

async function direct(c: Command): Promise<unknown> {
  const handle = await createDb(process.env.DATABASE_URL || undefined, { seed: 'none' });
  try {
    if (c.kind === 'approve') return await approveClient(handle.db, c.username);
    if (c.kind === 'reject') return await rejectClient(handle.db, c.username, c.reason);
    await linkPartnerClient(handle.db, DEFAULT_CIS_PARTNER, c.username);
    return await signedCisParams(handle.db, { UserName: c.username, action: c.action, ...linkFields(c) });
  } finally {
    await handle.close();
  }
}

/** Where a command's answer and its refusal go: the terminal, or a caller that runs commands in its own process. */
export interface OperatorOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** Prints what a transport command answers (its refusal on stderr). */
async function runTransport(run: (t: Transport) => Promise<string>, argv: string[], io: OperatorOutput): Promise<number> {
  const useDirect = argv.includes('--direct') || /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
  try {
    io.log(await transportCommand(run, useDirect));
    return 0;
  } catch (e) {
    io.error(e instanceof Error ? e.message : String(e));
    return 1;
  }
}

/** Runs one command line (the arguments after `npm run operator --`); answers the exit code. */
export async function main(argv: string[], io: OperatorOutput = console): Promise<number> {
  const args = argv.filter((a) => a !== '--direct');
  const orderCmd = parseOrderCommand(args);
  const complianceCmd = orderCmd ? null : parseComplianceCommand(args);
  const promotionCmd = orderCmd || complianceCmd ? null : parsePromotionCommand(args);
  const raffleCmd = orderCmd || complianceCmd || promotionCmd ? null : parseRaffleCommand(args);
  if (raffleCmd) return runTransport((t) => runRaffleCommand(raffleCmd, t), argv, io);
  const presaleCmd = orderCmd || complianceCmd || promotionCmd ? null : parsePresaleCommand(args);
  if (presaleCmd) return runTransport((t) => runPresaleCommand(presaleCmd, t), argv, io);
  const couponCmd = parseCouponCommand(args);
  if (couponCmd) return runTransport((t) => runCouponCommand(couponCmd, t), argv, io);
  const addPriceCmd = parseAddPriceCommand(args);
  if (addPriceCmd) return runTransport((t) => runAddPriceCommand(addPriceCmd, t), argv, io);
  const priceCmd = parsePriceCommand(args);
  if (priceCmd) return runTransport((t) => runPriceCommand(priceCmd, t), argv, io);
  const partnerCmd = parsePartnerCommand(args);
  if (partnerCmd) return runTransport((t) => runPartnerCommand(partnerCmd, t), argv, io);
  const importCmd = parseImportCommand(args);
  if (importCmd) return runTransport((t) => runImportCommand(importCmd, t), argv, io);
  const specialCmd = orderCmd || complianceCmd || promotionCmd ? null : parseSpecialCommand(args);
  if (orderCmd || complianceCmd || promotionCmd || specialCmd) {
    const useDirect = argv.includes('--direct') || /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
    try {
      const run = (t: Transport) =>
        orderCmd ? runOrderCommand(orderCmd, t) : complianceCmd ? runComplianceCommand(complianceCmd, t) : promotionCmd ? runPromotionCommand(promotionCmd, t) : runSpecialCommand(specialCmd!, t);
      io.log(await transportCommand(run, useDirect));
      return 0;
    } catch (e) {
      io.error(e instanceof Error ? e.message : String(e));
      return 1;
    }
  }
  const parsed = parseArgs(argv);
  if (!parsed) {
    io.error(USAGE);
    return 2;
  }
  const { command, direct: forceDirect } = parsed;
  const useDirect = forceDirect || /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
  try {
    const result = useDirect ? await direct(command) : await overHttp(command);
    if (command.kind === 'cis-link') {
      io.log(cisUrl(baseUrl(), result as CisParams));
      io.error('（链接5分钟内有效，只能使用一次）');
    } else {
      const r = result as { username: string; checkStatus: number; note: string };
      io.log(r.checkStatus === 1 ? `已审核通过：${r.username}` : `已驳回：${r.username}（${r.note}）`);
    }
    return 0;
  } catch (e) {
    io.error(e instanceof ApiError || e instanceof Error ? e.message : String(e));
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
