import { useState } from 'react';
import { useLocation } from 'wouter';
import { clearAgreedPrice, clearTypePrice, getPrices } from '../../api/admin/prices';
import { errorText } from '../../api/errors';
import type { ProductPrices } from '../../contract/prices';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { Table } from '../../ui/Table';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { BatchStock } from '../catalogue/BatchStock';
import { LeafletCard } from '../catalogue/LeafletCard';
import { AgreedPriceForm, TypePriceForm } from '../catalogue/PriceForms';
import { useTitle } from '../useTitle';

type TypeRow = ProductPrices['type_prices'][number];
type AgreedRow = ProductPrices['agreed_prices'][number];

/** 商品价格: the base price, the client-type prices and the agreed prices (each client sees only its own), set and removed; the batch stock. */
export default function ProductPricesPage({ id }: { id: number }) {
  useTitle('商品价格');
  const css = useCss();
  const [, navigate] = useLocation();
  const { state, retry } = useRemote(() => getPrices(id), String(id));
  const [fresh, setFresh] = useState<ProductPrices | null>(null);
  const d = fresh ?? state.data;

  const remove = async (question: string, step: () => Promise<ProductPrices>) => {
    if (!(await confirmDialog({ title: '删除价格', message: question, confirmText: '删除', cancelText: '取消' }))) return;
    try {
      setFresh(await step());
      toast('已删除', 'success');
    } catch (e) {
      toast(errorText(e, '删除失败，请稍后再试'), 'error');
    }
  };
  const cls = css`
    h1 { margin: 0 0 16px; font-size: 20px; }
    h2 { font-size: 16px; margin: 0 0 12px; }
    .card { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; }
    .back { margin-bottom: 12px; }
    .base { font-size: 18px; font-weight: 600; }
  `;
  if (state.status === 'error' && !d) return <ErrorBox message={errorText(state.error, '商品价格加载失败')} onRetry={retry} />;
  return (
    <section className={cls}>
      <div className="back">
        <Button variant="text" onClick={() => navigate('/products')}>
          ‹ 返回商品管理
        </Button>
      </div>
      <h1>商品价格{d ? `：${d.ty_name} ${d.product_standard}` : ''}</h1>
      {!d ? (
        <Skeleton rows={3} />
      ) : (
        <>
          <div className="card">
            <h2>基础价</h2>
            <p className="base" data-testid="base-price">¥{d.base_price}</p>
            <p>{d.manufacturer}。没有客户类型价或协议价的客户按基础价购买。</p>
          </div>
          <div className="card">
            <h2>客户类型价</h2>
            {d.type_prices.length === 0 ? (
              <Empty>尚未设置客户类型价</Empty>
            ) : (
              <Table<TypeRow>
                caption="客户类型价"
                captionHidden
                testId="type-prices"
                rows={d.type_prices}
                rowKey={(r) => r.client_type}
                columns={[
                  { title: '客户类型', cell: (r) => r.type_name },
                  { title: '价格（元）', num: true, cell: (r) => r.price },
                  {
                    title: '操作',
                    cell: (r) => (
                      <Button size="sm" variant="text" aria-label={`删除${r.type_name}的客户类型价`} onClick={() => void remove(`删除「${r.type_name}」的客户类型价吗？`, () => clearTypePrice(id, r.client_type))}>
                        删除
                      </Button>
                    ),
                  },
                ]}
              />
            )}
            <TypePriceForm productId={id} onSaved={setFresh} />
          </div>
          <div className="card">
            <h2>客户协议价（仅该客户可见）</h2>
            {d.agreed_prices.length === 0 ? (
              <Empty>尚未设置协议价</Empty>
            ) : (
              <Table<AgreedRow>
                caption="客户协议价"
                captionHidden
                testId="agreed-prices"
                rows={d.agreed_prices}
                rowKey={(r) => r.username}
                rowData={(r) => ({ 'data-username': r.username })}
                columns={[
                  { title: '客户', cell: (r) => `${r.client_name}（${r.username}）` },
                  { title: '协议价（元）', num: true, cell: (r) => r.price },
                  { title: '有效期', nowrap: true, cell: (r) => `${r.valid_from} 至 ${r.valid_until}` },
                  { title: '状态', nowrap: true, cell: (r) => r.state },
                  {
                    title: '操作',
                    cell: (r) => (
                      <Button size="sm" variant="text" aria-label={`删除${r.username}的协议价`} onClick={() => void remove(`删除客户 ${r.username} 的协议价吗？`, () => clearAgreedPrice(id, r.username))}>
                        删除
                      </Button>
                    ),
                  },
                ]}
              />
            )}
            <AgreedPriceForm productId={id} onSaved={setFresh} />
          </div>
          <div className="card">
            <h2>批次库存</h2>
            <BatchStock productId={id} />
          </div>
          <LeafletCard productId={id} />
        </>
      )}
    </section>
  );
}
