import { Link } from 'wouter';
import { listInvoiceRequests } from '../../api/admin/invoices';
import type { AdminInvoiceRequest } from '../../contract/invoices';
import { Pager } from '../../ui/Pager';
import { Table } from '../../ui/Table';
import { useRemote } from '../../ui/useRemote';
import { Loaded } from '../Loaded';
import { usePaging } from '../usePaging';
import { useTitle } from '../useTitle';

/** 发票申请: orders waiting for their invoice (chosen at checkout or asked later), the earliest first; open one to upload. */
export default function InvoicesPage() {
  useTitle('发票申请');
  const { page, size, onChange } = usePaging();
  const { state, retry } = useRemote(() => listInvoiceRequests({ page, size }), `${page}|${size}`);
  return (
    <section>
      <h1 style={{ margin: '0 0 16px', fontSize: 20 }}>发票申请</h1>
      <Loaded state={state} retry={retry} failed="发票申请加载失败" empty="没有待开票的订单">
        {(data) => (
          <>
            <Table<AdminInvoiceRequest>
              caption="待开票的订单"
              rows={data.list}
              rowKey={(r) => r.order_id}
              columns={[
                { title: '订单编号', nowrap: true, cell: (r) => <Link href={`/orders/${encodeURIComponent(r.order_code)}`}>{r.order_code}</Link> },
                { title: '客户', cell: (r) => `${r.client_name}（${r.username}）` },
                { title: '发票类型', nowrap: true, cell: (r) => r.details?.kind_text ?? '—' },
                { title: '抬头', cell: (r) => r.details?.title ?? '—' },
                { title: '开票金额', num: true, cell: (r) => r.amount ?? '—' },
                { title: '申请时间', nowrap: true, cell: (r) => r.requested_at ?? '—' },
              ]}
            />
            <Pager page={data.page} size={data.size} total={data.total} onChange={onChange} />
          </>
        )}
      </Loaded>
    </section>
  );
}
