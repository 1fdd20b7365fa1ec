import { Fragment } from 'react';
import { useStore } from '@nanostores/react';
import type { OrderDetail } from '../../contract/orders';
import { errorText } from '../../api';
import { MSG } from '../../model/messages';
import { LINE_TEXT } from '../../model/order-money';
import { $viewerKey } from '../../stores/viewer';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { ActivityNote } from '../../ui/ActivityNote';
import { loadable } from '../../ui/loadable';
import { BuyAgainDialog } from './BuyAgainDialog';
import { LineBatches } from './LineBatches';
import { OrderButtons } from './OrderButtons';
import { getOrderDetail } from '../../api/orders';
import { RefundDialog } from './RefundDialog';
import { useOrderActions } from './useOrderActions';
import { addressText } from '../../model/address';

/** The invoice section and the parcels load after the detail's first paint (their code is not on the list's path). */
const OrderInvoiceSection = loadable(() => import('./OrderInvoice').then((m) => m.default), <Skeleton rows={1} />);
const ParcelList = loadable(() => import('./ParcelList').then((m) => m.ParcelList));
/** Returns by line load with the detail's first paint done (their dialog and rules are not on the list's path). */
const ReturnsSection = loadable(() => import('./ReturnsSection').then((m) => m.ReturnsSection));

const isZero = (yuan: string) => Number(yuan) === 0;

/** The discounts and the delivery fee between 商品金额 and 应付金额, leaving out those of ¥0.00. */
export function amountRows(d: Pick<OrderDetail, 'promotion' | 'full_reduction' | 'coupon' | 'delivery'>): [string, string][] {
  const rows: [string, string, boolean][] = [
    ['促销优惠', `-¥${d.promotion}`, isZero(d.promotion)],
    ['满减', `-¥${d.full_reduction}`, isZero(d.full_reduction)],
    ['优惠券', `-¥${d.coupon}`, isZero(d.coupon)],
    ['运费', `¥${d.delivery}`, isZero(d.delivery)],
  ];
  return rows.filter(([, , zero]) => !zero).map(([label, value]) => [label, value]);
}

/**
 * Everything of one order: status and buttons, lines (GSP particulars), amounts, address, payments, refunds,
 * history. `load` reads it elsewhere (a salesman's customer order) and `readOnly` leaves the buttons out.
 */
export function OrderDetailView({ id, load = getOrderDetail, readOnly = false }: { id: number; load?: (id: number, opts: { quiet: true }) => Promise<OrderDetail>; readOnly?: boolean }) {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => load(id, { quiet: true }), `${viewer}#${id}`);
  const actions = useOrderActions(retry);
  const d = state.data;
  const cls = css`
    display: grid; gap: 16px; align-content: start;
    h2 { font-size: 15px; margin: 0 0 8px; }
    .head { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; padding: 12px 14px; background: ${t.primarySoft}; border-radius: 6px; }
    .head .status { font-size: 18px; font-weight: 700; color: ${t.primary}; }
    .head .buttons { display: flex; gap: 8px; margin-left: auto; flex-wrap: wrap; }
    table { width: 100%; border-collapse: collapse; font-size: 13px; }
    th, td { border-bottom: 1px solid ${t.border}; padding: 6px 8px; text-align: left; vertical-align: top; }
    th { background: ${t.bg}; font-weight: 600; white-space: nowrap; }
    td.num { text-align: right; white-space: nowrap; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; font-size: 13px; }
    dt { color: ${t.muted}; }
    dd { margin: 0; }
    .total { color: ${t.price}; font-weight: 700; }
    ol.timeline { list-style: none; margin: 0; padding: 0 0 0 14px; border-left: 2px solid ${t.border}; display: grid; gap: 10px; }
    ol.timeline li { position: relative; font-size: 13px; }
    ol.timeline li::before { content: ''; position: absolute; left: -20px; top: 5px; width: 10px; height: 10px; border-radius: 50%; background: ${t.primary}; }
    ol.timeline time { color: ${t.muted}; margin-right: 8px; }
    td:first-child { min-width: 7em; }
    ul.batches { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; min-width: 12em; max-width: 17em; }
    ul.batches details { font-size: 12px; color: ${t.muted}; font-variant-numeric: tabular-nums; }
    .cols { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr)); gap: 16px; align-items: start; }
    .scroll { overflow-x: auto; }
    .scroll table { min-width: 720px; }
  `;
  if (state.status === 'error' && !d) return <ErrorBox message={errorText(state.error, MSG.httpDefault)} onRetry={retry} />;
  if (!d) return <Skeleton rows={4} height={80} />;
  return (
    <div className={cls} data-testid="order-detail" aria-busy={state.status === 'loading'}>
      <div className="head">
        <span className="status" data-testid="detail-status">
          {d.status_text}
        </span>
        <span>订单编号：{d.order_code}</span>
        <span>下单时间：{d.created_at}</span>
        {d.pay_deadline && <span>请在 {d.pay_deadline} 前付款</span>}
        {d.auto_receive_at && <span>{d.auto_receive_at} 后将自动确认收货</span>}
        {d.salesman_name && <span data-testid="detail-salesman">代下单业务员：{d.salesman_name}</span>}
        {!readOnly && <OrderButtons id={d.id} code={d.order_code} actions={d.actions} api={actions} />}
      </div>
      <section>
        <h2 id={`lines-${d.id}`}>商品清单</h2>
        {/* Twelve GSP and money columns do not fit a phone: the table scrolls inside its box, the page does not. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus so the keyboard can scroll it (axe scrollable-region-focusable) */}
        <div className="scroll" role="region" aria-labelledby={`lines-${d.id}`} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th>通用名</th>
                <th>规格</th>
                <th>剂型</th>
                <th>生产厂家</th>
                <th>批准文号</th>
                <th>批号</th>
                <th>有效期至</th>
                <th>{LINE_TEXT.unit}</th>
                <th>{LINE_TEXT.amount}</th>
                <th>{LINE_TEXT.subtotal}</th>
                <th>{LINE_TEXT.share}</th>
                <th>{LINE_TEXT.paid}</th>
              </tr>
            </thead>
            <tbody>
              {d.lines.map((l) => (
                <tr key={l.id} data-testid="detail-line">
                  <td>
                    {l.ty_name}
                    {l.activity && <ActivityNote kind={l.activity.kind} name={l.activity.name} shipDate={l.presale_ship_date} />}
                  </td>
                  <td>{l.product_standard}</td>
                  <td>{l.dosage_form || '—'}</td>
                  <td>{l.manufacturer}</td>
                  <td>{l.approval_number || '—'}</td>
                  <td>
                    <LineBatches line={l} />
                  </td>
                  <td>{l.expiry_date ?? '—'}</td>
                  <td className="num">¥{l.price}</td>
                  <td className="num">
                    {l.amount}
                    {l.product_dw}
                  </td>
                  <td className="num" data-testid="line-subtotal">¥{l.subtotal}</td>
                  <td className="num" data-testid="line-share">{l.discount_share === '0.00' ? '—' : LINE_TEXT.shareValue(l.discount_share)}</td>
                  <td className="num" data-testid="line-paid">¥{l.line_total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <ParcelList order={d} />
      {!readOnly && <ReturnsSection key={`${d.id}:${d.status}`} orderId={d.id} />}
      <div className="cols">
        <section>
          <h2>金额</h2>
          <dl>
            <dt>商品金额</dt>
            <dd>¥{d.goods}</dd>
            {/* A discount or fee of ¥0.00 says nothing: only those this order has. */}
            {amountRows(d).map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
            <dt>应付金额</dt>
            <dd className="total">¥{d.total}</dd>
            <dt>已付金额</dt>
            <dd>
              ¥{d.paid}（{d.pay_status_text}）
            </dd>
          </dl>
        </section>
        <section>
          <h2>收货信息</h2>
          <dl>
            <dt>收货人</dt>
            <dd>
              {d.address.consignee} {d.address.phone}
            </dd>
            <dt>收货地址</dt>
            <dd>
              {addressText(d.address)}
            </dd>
            {d.shipment && (
              <>
                <dt>物流</dt>
                <dd data-testid="detail-shipment">
                  {d.shipment.carrier} 运单号 {d.shipment.waybill}
                </dd>
              </>
            )}
            <dt>采购人员</dt>
            <dd data-testid="detail-purchaser">{d.purchaser_name ?? '—'}</dd>
            <dt>采购单号</dt>
            <dd>{d.po_number || '—'}</dd>
            <dt>要求送达</dt>
            <dd>{d.delivery_date ?? '—'}</dd>
            <dt>备注</dt>
            <dd>{d.remark || '—'}</dd>
          </dl>
        </section>
      </div>
      {!readOnly && (
        <OrderInvoiceSection orderId={d.id} />
      )}
      {d.payments.length > 0 && (
        <section>
          <h2>支付记录</h2>
          <table>
            <tbody>
              {d.payments.map((p, i) => (
                <tr key={i}>
                  <td>{p.pay_type_text}</td>
                  <td className="num">¥{p.amount}</td>
                  <td>{p.status_text}</td>
                  <td>{p.paid_at ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {d.refunds.length > 0 && (
        <section>
          <h2>退款申请</h2>
          {d.refunds.map((r, i) => (
            <dl key={i}>
              <dt>申请时间</dt>
              <dd>{r.created_at}</dd>
              <dt>退款原因</dt>
              <dd>{r.reason}</dd>
              <dt>退款金额</dt>
              <dd>¥{r.amount}</dd>
              <dt>处理结果</dt>
              <dd>{r.decision === null ? '审核中' : r.decision === 'rejected' ? '已拒绝' : '已同意'}</dd>
            </dl>
          ))}
        </section>
      )}
      {d.comment && (
        <section>
          <h2>我的评价</h2>
          <p>
            服务评分：{d.comment.service_text}
            {d.comment.complaint_texts.length > 0 && `；投诉原因：${d.comment.complaint_texts.join('、')}`}
          </p>
          {d.comment.content && <p>{d.comment.content}</p>}
        </section>
      )}
      <section>
        <h2>订单记录</h2>
        <ol className="timeline" data-testid="order-timeline">
          {d.events.map((e, i) => (
            <li key={i}>
              <time>{e.at}</time>
              <b>{e.to_text}</b> · {e.reason}（{e.actor}）
            </li>
          ))}
        </ol>
      </section>
      <RefundDialog orderId={actions.refundFor} onClose={actions.closeRefund} onDone={actions.refunded} />
      <BuyAgainDialog result={actions.again} onClose={actions.closeAgain} />
    </div>
  );
}
