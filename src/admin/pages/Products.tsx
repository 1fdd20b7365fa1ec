import { useState } from 'react';
import { Link } from 'wouter';
import { listProducts, setShelf } from '../../api/admin/catalogue';
import { errorText } from '../../api/errors';
import type { AdminProductRow, ProductSort, SHELF_FILTERS } from '../../contract/admin-catalogue';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { Pager } from '../../ui/Pager';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { DataTable, type Sort } from '../DataTable';
import { KeywordFilter } from '../KeywordFilter';
import { Loaded } from '../Loaded';
import { usePaging } from '../usePaging';
import { useTitle } from '../useTitle';

type Shelf = (typeof SHELF_FILTERS)[number];
const SHELF_TEXT: Record<Shelf, string> = { all: '全部', on: '在售', off: '已下架' };

/** 商品管理: products searched, filtered by shelf, sorted and paged by the server; on / off shelf; each opens its prices. */
export default function ProductsPage() {
  useTitle('商品管理');
  const css = useCss();
  const [filter, setFilter] = useState<{ keyword?: string; shelf: Shelf }>({ shelf: 'all' });
  const [sort, setSort] = useState<Sort<ProductSort>>({ by: 'id', dir: 'asc' });
  const [busy, setBusy] = useState(0);
  const { page, size, first, onChange } = usePaging();
  const query = { ...filter, sort: sort.by, dir: sort.dir, page, size };
  const { state, retry } = useRemote(() => listProducts(query), JSON.stringify(query));

  const toggle = async (p: AdminProductRow) => {
    const on = p.state === 1;
    const ok = await confirmDialog({ title: on ? '上架商品' : '下架商品', message: `确定${on ? '上架' : '下架'}「${p.ty_name} ${p.product_standard}」吗？`, confirmText: on ? '上架' : '下架', cancelText: '取消' });
    if (!ok) return;
    setBusy(p.product_id);
    try {
      await setShelf(p.product_id, on);
      toast(on ? '已上架' : '已下架', 'success');
      retry();
    } catch (e) {
      toast(errorText(e, '操作失败，请稍后再试'), 'error');
    } finally {
      setBusy(0);
    }
  };
  const cls = css`
    h1 { margin: 0 0 16px; font-size: 20px; }
    a { color: ${t.primary}; }
    .ops { display: flex; gap: 12px; align-items: center; }
  `;
  return (
    <section className={cls}>
      <h1>商品管理</h1>
      <p>
        <Link href="/products/import">用表格导入商品资料</Link>
      </p>
      <KeywordFilter<Shelf>
        name="筛选商品"
        id="products"
        keywordLabel="名称、编码、厂家或批准文号"
        selectLabel="上下架"
        options={SHELF_TEXT}
        initial="all"
        onSearch={({ value, ...rest }) => {
          setFilter({ ...rest, shelf: value });
          first();
        }}
      />
      <Loaded state={state} retry={retry} failed="商品列表加载失败" empty="没有符合条件的商品">
        {(data) => (
          <>
            <DataTable<AdminProductRow>
              caption={`商品（共 ${data.total} 种）`}
              testId="products"
              rows={data.list}
              rowKey={(r) => r.product_id}
              rowData={(r) => ({ 'data-product': r.product_id })}
              sort={sort}
              onSort={(next) => {
                setSort(next as Sort<ProductSort>);
                first();
              }}
              columns={[
                { title: '编号', sort: 'id', num: true, cell: (r) => r.product_id },
                { title: '商品编码', nowrap: true, cell: (r) => r.product_code },
                { title: '商品', cell: (r) => `${r.ty_name} ${r.product_standard}` },
                { title: '生产企业', cell: (r) => r.manufacturer },
                { title: '基础价（元）', sort: 'price', num: true, cell: (r) => r.base_price },
                { title: '库存', sort: 'stock', num: true, cell: (r) => r.stock },
                { title: '状态', nowrap: true, cell: (r) => r.state_text },
                {
                  title: '操作',
                  nowrap: true,
                  cell: (r) => (
                    <span className="ops">
                      <Link href={`/products/${r.product_id}`} aria-label={`价格：${r.ty_name} ${r.product_standard}`}>
                        价格
                      </Link>
                      <Button size="sm" variant="text" disabled={busy === r.product_id} onClick={() => void toggle(r)} aria-label={`${r.state === 1 ? '上架' : '下架'} ${r.ty_name} ${r.product_standard}`}>
                        {r.state === 1 ? '上架' : '下架'}
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
            <Pager page={data.page} size={data.size} total={data.total} onChange={onChange} />
          </>
        )}
      </Loaded>
    </section>
  );
}
