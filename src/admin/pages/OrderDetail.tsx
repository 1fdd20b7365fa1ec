import { useLocation } from 'wouter';
import { useStore } from '@nanostores/react';
import { getOrder } from '../../api/admin/orders';
import { errorText } from '../../api/errors';
import type { AdminOrderDetail } from '../../contract/admin-orders';
import type { OrderEvent, OrderLine } from '../../contract/orders';
import { Button } from '../../ui/Button';
import { ErrorBox, Skeleton } from '../../ui/States';
import { Table } from '../../ui/Table';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { OrderReturns } from '../orders/OrderReturns';
import { OrderSteps } from '../orders/OrderSteps';
import { InvoiceCard } from '../orders/InvoiceCard';
import { ParcelsCard } from '../orders/ParcelsCard';
import { useTitle } from '../useTitle';
import { $me, mayUse } from '../session';
import { STAFF_ACCESS } from '../../model/staff';
import { addressText } from '../../model/address';

function Facts({ d }: { d: AdminOrderDetail }) {
  const a = d.address;
  const facts: [string, string][] = [
    ['订单状态', d.status_text],
    ['客户', `${d.clinic_name}（${d.username}）`],
    ['下单时间', d.created_at],
    ['支付状态', d.pay_status_text],
    ['应付 / 已付', `¥${d.total} / ¥${d.paid}`],
    ['收货地址', `${a.consignee} ${a.phone} ${addressText(a)}`],
    ['物流', d.waybill_no ? `${d.carrier} ${d.waybill_no}` : '未发货'],
    ['采购单号', d.po_number || '—'],
    ['备注', d.remark || '—'],
  ];
  if (d.salesman_name) facts.push(['代下单业务员', d.salesman_name]);
  return (
    <dl>
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd data-testid={k === '订单状态' ? 'order-status' : k === '物流' ? 'order-waybill' : undefined}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 订单详情: the facts, the lines with their batches, refund requests, the history, and the steps this role may take. */
export default function OrderDetailPage({ code }: { code: string }) {
  useTitle('订单详情');
  const css = useCss();
  const [, navigate] = useLocation();
  const { state, retry } = useRemote(() => getOrder(code), code);
  const mayParcels = mayUse(useStore($me), STAFF_ACCESS.service);
  const cls = css`
    h1 { margin: 0 0 16px; font-size: 20px; }
    h2 { font-size: 16px; margin: 0 0 12px; }
    .card { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; }
    dl { margin: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 24px; }
    dl > div { display: grid; grid-template-columns: 96px 1fr; gap: 8px; padding: 4px 0; }
    dt { color: ${t.muted}; }
    dd { margin: 0; word-break: break-all; }
    .back { margin-bottom: 12px; }
    ol { margin: 0; padding-left: 20px; }
  `;
  if (state.status === 'error' && !state.data) return <ErrorBox message={errorText(state.error, '订单详情加载失败')} onRetry={retry} />;
  const d = state.data;
  return (
    <section className={cls}>
      <div className="back">
        <Button variant="text" onClick={() => navigate('/orders')}>
          ‹ 返回订单管理
        </Button>
      </div>
      <h1>订单 {code}</h1>
      {!d ? (
        <Skeleton rows={3} />
      ) : (
        <>
          <div className="card">
            <h2>订单信息</h2>
            <Facts d={d} />
          </div>
          <div className="card">
            <h2>操作</h2>
            <OrderSteps d={d} onDone={retry} />
          </div>
          <InvoiceCard code={code} />
          {/* Parcels are 订单客服's desk (their endpoint's roles): 财务 would only get a refusal. */}
          {mayParcels && <ParcelsCard d={d} onDone={retry} />}
          <OrderReturns code={code} onDone={retry} />
          {d.refunds.length > 0 && (
            <div className="card">
              <h2>退款申请</h2>
              <ol data-testid="refund-requests">
                {d.refunds.map((r) => (
                  <li key={r.created_at}>
                    {r.created_at} 申请退款 ¥{r.amount}：{r.reason || '（未填写原因）'}
                    {r.decision ? `；处理结果：${r.decision}（${r.decided_at ?? ''}）` : '；待处理'}
                  </li>
                ))}
              </ol>
            </div>
          )}
          <div className="card">
            <Table<OrderLine>
              caption="商品明细"
              rows={d.lines}
              rowKey={(l) => l.id}
              columns={[
                { title: '商品', cell: (l) => `${l.ty_name} ${l.product_standard}` },
                { title: '生产企业', cell: (l) => l.manufacturer },
                { title: '数量', num: true, cell: (l) => l.amount },
                { title: '成交单价', num: true, cell: (l) => l.price },
                { title: '小计', num: true, cell: (l) => l.line_total },
                { title: '批号', nowrap: true, cell: (l) => l.batch_no ?? '—' },
                { title: '有效期至', nowrap: true, cell: (l) => l.expiry_date ?? '—' },
              ]}
            />
          </div>
          <div className="card">
            <Table<OrderEvent>
              caption="订单记录"
              rows={d.events}
              rowKey={(e) => `${e.at}-${e.to_status}`}
              columns={[
                { title: '时间', nowrap: true, cell: (e) => e.at },
                { title: '状态', nowrap: true, cell: (e) => e.to_text },
                { title: '操作人', nowrap: true, cell: (e) => e.actor },
                { title: '说明', cell: (e) => e.reason || '—' },
              ]}
            />
          </div>
        </>
      )}
    </section>
  );
}
