import { useEffect, useState } from 'react';
import type { OrderDetail } from '../../contract/orders';
import type { ParcelView } from '../../contract/parcel-view';
import { errorText } from '../../api';
import { MSG } from '../../model/messages';
import { emit } from '../../stores/events';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { downloadDeliveryNote, downloadTraceCodes, getTraceCodes } from '../../api/orders';

/** Runs a download, saying why in a toast when it is refused; `busy` keeps its button from being pressed twice. */
function useDownload() {
  const [busy, setBusy] = useState('');
  const run = async (key: string, f: () => Promise<void>) => {
    setBusy(key);
    try {
      await f();
    } catch (e) {
      toast(errorText(e, MSG.httpDefault), 'error');
    } finally {
      setBusy('');
    }
  };
  return { busy, run };
}

function Parcel({ order, p, index, download }: { order: OrderDetail; p: ParcelView; index: number; download: ReturnType<typeof useDownload> }) {
  const key = `note-${p.id}`;
  return (
    <li className="parcel" data-testid="parcel" aria-label={`包裹 ${index + 1}：${p.carrier} ${p.waybill}`}>
      <div className="parcel-head">
        <strong>包裹 {index + 1}</strong>
        <span>
          {p.carrier} 运单号 {p.waybill}
        </span>
        <span className="muted">出库 {p.shipped_at}</span>
        <Button size="sm" disabled={download.busy === key} onClick={() => void download.run(key, () => downloadDeliveryNote(order.id, p.id, order.order_code, p.waybill))}>
          随货同行单（PDF）
        </Button>
      </div>
      <ul className="parcel-lines">
        {p.lines.map((l) => (
          <li key={l.line_id}>
            {l.name} × {l.quantity}（{l.batches.map((b) => `批号 ${b.batch_no} 有效期至 ${b.expires_on}${b.trace_count ? ` 追溯码 ${b.trace_count} 个` : ''}`).join('；')}）
          </li>
        ))}
      </ul>
      {p.events.length === 0 ? (
        <p className="muted">暂无物流动态</p>
      ) : (
        <ol className="track" aria-label="物流动态（最新在前）">
          {p.events.map((e) => (
            <li key={`${e.at}-${e.text}`}>
              <time>{e.at}</time>
              {e.place && <span>{e.place} </span>}
              {e.text}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/**
 * 物流与包裹 of the order detail (issue 29): each parcel with carrier, waybill, what it carries and its tracking
 * events newest first, its 电子随货同行单; the order's 追溯码 as CSV or .xlsx. When the parcels carry 追溯码 they are
 * also handed to the page as `yc:trace-codes` (a clinic system embedding <yc-order-list> takes them as data).
 */
export function ParcelList({ order }: { order: OrderDetail }) {
  const css = useCss();
  const download = useDownload();
  const parcels = order.parcels ?? [];
  const codes = parcels.reduce((a, p) => a + p.lines.reduce((b, l) => b + l.batches.reduce((c, x) => c + x.trace_count, 0), 0), 0);
  useEffect(() => {
    if (codes === 0) return;
    let live = true;
    getTraceCodes(order.id, { quiet: true })
      .then((r) => live && emit('yc:trace-codes', { order_id: order.id, order_code: r.order_code, codes: r.codes }))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [order.id, codes]);
  if (parcels.length === 0) return null;
  const cls = css`
    ul.parcels { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
    .parcel { border: 1px solid ${t.border}; border-radius: 6px; padding: 10px 12px; display: grid; gap: 6px; font-size: 13px; }
    .parcel-head { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
    .parcel-lines { margin: 0; padding-left: 18px; }
    .muted { color: ${t.muted}; margin: 0; }
    ol.track { list-style: none; margin: 0; padding: 0 0 0 12px; border-left: 2px solid ${t.border}; display: grid; gap: 4px; }
    ol.track li:first-child { color: ${t.primary}; }
    ol.track time { color: ${t.muted}; margin-right: 8px; }
    .codes { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: 8px; }
  `;
  return (
    <section className={cls} aria-labelledby={`parcels-${order.id}`} data-testid="parcels">
      <h2 id={`parcels-${order.id}`}>物流与包裹（{parcels.length} 个包裹）</h2>
      <ul className="parcels">
        {parcels.map((p, i) => (
          <Parcel key={p.id} order={order} p={p} index={i} download={download} />
        ))}
      </ul>
      {codes > 0 && (
        <div className="codes">
          <span>追溯码 {codes} 个：</span>
          <Button size="sm" disabled={download.busy === 'csv'} onClick={() => void download.run('csv', () => downloadTraceCodes(order.id, order.order_code, 'csv'))}>
            下载追溯码（CSV）
          </Button>
          <Button size="sm" disabled={download.busy === 'xlsx'} onClick={() => void download.run('xlsx', () => downloadTraceCodes(order.id, order.order_code, 'xlsx'))}>
            下载追溯码（Excel）
          </Button>
        </div>
      )}
    </section>
  );
}
