/**
 * Parcels (issue 29): an order may leave in several parcels, each with its carrier, waybill, the lines and
 * quantities it carries (by batch, with 追溯码 one per pack) and its tracking events. The rules shared by the ERP's
 * callback, the back office's ship form (which checks before sending) and the buyer's views: how much of a line a
 * parcel may still carry, and the short line the order list shows.
 */

export const PARCEL_MSG = {
  overLine: (label: string, left: number, got: number) => `${label}：尚未发货 ${left}，本包裹合计 ${got}，不能超过`,
  emptyParcel: '本包裹没有任何商品',
  traceCodeTaken: (code: string) => `追溯码 ${code} 已在其他包裹中使用`,
  wholeAfterParcels: (waybill: string) => `该订单已按运单 ${waybill} 分包裹发货，请按包裹回传（parcel: true）`,
  unknownParcel: (waybill: string) => `运单 ${waybill} 不是该订单的包裹`,
  badEventTime: '物流时间格式不正确',
  emptyEvent: '请填写物流动态',
  noFont: '随货同行单暂不可用（服务器缺少中文字体），请联系客服',
  parcelNotFound: '包裹不存在',
} as const;

/** One line of a parcel as asked: its batches' quantities. */
export interface ParcelLineAsk {
  label: string;
  /** What is still to ship of the line (ordered − already in earlier parcels). */
  left: number;
  quantity: number;
}

/** Why these lines cannot be one more parcel (Chinese), or null: something in it, no line over what is left. */
export function parcelQuantityProblem(lines: readonly ParcelLineAsk[]): string | null {
  if (lines.length === 0 || lines.every((l) => l.quantity === 0)) return PARCEL_MSG.emptyParcel;
  for (const l of lines) if (l.quantity > l.left) return PARCEL_MSG.overLine(l.label, l.left, l.quantity);
  return null;
}

/** A tracking event as shown: time (China), place, text. */
export interface TrackEvent {
  at: string;
  place: string;
  text: string;
}

/** Newest first (the buyer sees where the parcel is now at the top); equal times keep their given order. */
export function newestFirst<T extends { at: string }>(events: readonly T[]): T[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.at < b.e.at ? 1 : a.e.at > b.e.at ? -1 : b.i - a.i))
    .map((x) => x.e);
}

/** The order list's short line: 「2 个包裹 · 11-28 09:30 已签收」 (the latest event of any parcel), or null without parcels. */
export function parcelSummary(parcels: readonly { events: readonly TrackEvent[] }[]): string | null {
  if (parcels.length === 0) return null;
  const latest = newestFirst(parcels.flatMap((p) => p.events))[0];
  const head = `${parcels.length} 个包裹`;
  return latest ? `${head} · ${latest.at.slice(5, 16)} ${latest.place ? `${latest.place} ` : ''}${latest.text}` : `${head} · 已出库`;
}

/** A 追溯码 as exported (CSV, .xlsx, the API and the widget event): one code a row. */
export interface TraceCodeRow {
  trace_code: string;
  product_name: string;
  standard: string;
  batch_no: string;
  expires_on: string;
  waybill: string;
}

/** The CSV of an order's 追溯码 (UTF-8 with BOM so Excel reads the Chinese; quotes doubled). */
export function traceCodesCsv(rows: readonly TraceCodeRow[]): string {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const head = ['追溯码', '商品名称', '规格', '批号', '有效期至', '运单号'];
  const body = rows.map((r) => [r.trace_code, r.product_name, r.standard, r.batch_no, r.expires_on, r.waybill].map(cell).join(','));
  return `\uFEFF${[head.join(','), ...body].join('\r\n')}\r\n`;
}
