/** How a parcel looks to the buyer and staff (issue 29): in the order detail, the back office and the exports. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Str } from './fields';

export const TrackEventView = Type.Object({
  at: Type.String({ description: 'yyyy-MM-dd HH:mm:ss（北京时间）' }),
  place: Type.String(),
  text: Type.String(),
});

export const ParcelView = Type.Object({
  id: Type.Integer(),
  carrier: Type.String(),
  waybill: Type.String(),
  shipped_at: Type.String({ description: '出库时间 yyyy-MM-dd HH:mm:ss' }),
  events: Type.Array(TrackEventView, { description: '物流动态，最新在前' }),
  lines: Type.Array(
    Type.Object({
      line_id: Type.Integer(),
      name: Type.String({ description: '通用名 规格' }),
      quantity: Type.Integer(),
      batches: Type.Array(
        Type.Object({ batch_no: Type.String(), produced_on: Nullable(Type.String()), expires_on: Type.String(), quantity: Type.Integer(), trace_count: Type.Integer() }),
      ),
    }),
  ),
});
export type ParcelView = Static<typeof ParcelView>;

export const TraceCodeRowView = Type.Object({
  trace_code: Type.String(),
  product_name: Type.String(),
  standard: Type.String(),
  batch_no: Type.String(),
  expires_on: Type.String(),
  waybill: Type.String(),
});

/** A tracking event as entered: time (optional, now), place, text. */
export const TrackEventInput = Type.Object(
  {
  at: Type.Optional(Str('时间', 19, { pattern: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$' })),
  place: Type.Optional(Str('地点', 50)),
  text: Str('物流动态', 100, { minLength: 1 }),
  },
  { title: '物流动态' },
);
export type TrackEventInput = Static<typeof TrackEventInput>;
