import { getBatches } from '../../api/admin/catalogue';
import type { ProductBatches } from '../../contract/admin-catalogue';
import { Table } from '../../ui/Table';
import { useRemote } from '../../ui/useRemote';
import { Loaded } from '../Loaded';

type Batch = ProductBatches['batches'][number];

const stateOf = (b: Batch) => (!b.sellable ? '已过期' : b.near_expiry ? '近效期' : '正常');

/** 批次库存: the product's batches as the ERP last reported them (first expiry first), its sellable stock and what open orders hold. */
export function BatchStock({ productId }: { productId: number }) {
  const { state, retry } = useRemote(() => getBatches(productId), String(productId));
  return (
    <Loaded state={state} retry={retry} failed="批次库存加载失败" empty="" isEmpty={() => false} rows={2}>
      {(d) => (
        <>
          <p data-testid="stock-summary">
            可售库存 {d.stock}，未发货订单占用 {d.held}
          </p>
          {d.batches.length === 0 ? (
            <p>没有批次记录（尚未收到 ERP 的批次库存）</p>
          ) : (
            <Table<Batch>
              caption="批次库存"
              captionHidden
              testId="batches"
              rows={d.batches}
              rowKey={(b) => b.batch_no}
              rowData={(b) => ({ 'data-batch': b.batch_no })}
              columns={[
                { title: '批号', nowrap: true, cell: (b) => b.batch_no },
                { title: '生产日期', nowrap: true, cell: (b) => b.produced_on },
                { title: '有效期至', nowrap: true, cell: (b) => b.expires_on },
                { title: '数量', num: true, cell: (b) => b.quantity },
                { title: '状态', nowrap: true, cell: stateOf },
              ]}
            />
          )}
        </>
      )}
    </Loaded>
  );
}
