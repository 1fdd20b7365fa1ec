import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { call } from '../../api/call';
import { errorText } from '../../api/errors';
import * as cat from '../../contract/admin-catalogue';
import type { AdminProductRow, ProductSort } from '../../contract/admin-catalogue';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { DataTable, type Sort } from '../DataTable';
import { useFilterFormClass } from '../Filters';
import { usePaging } from '../usePaging';
import { useTitle } from '../useTitle';

type Shelf = (typeof cat.SHELF_FILTERS)[number];
const SHELF_TEXT: Record<Shelf, string> = { all: '全部', on: '在售', off: '已下架' };

/** 商品管理: products searched, filtered by shelf, sorted and paged by the server; on / off shelf; each opens its prices. */
export default function ProductsPage() {
  useTitle('商品管理');
  const css = useCss();
  const formClass = useFilterFormClass();
  const [keyword, setKeyword] = useState('');
  const [shelf, setShelf] = useState<Shelf>('all');
  const [filter, setFilter] = useState<{ keyword?: string; shelf: Shelf }>({ shelf: 'all' });
  const [sort, setSort] = useState<Sort<ProductSort>>({ by: 'id', dir: 'asc' });
  const [busy, setBusy] = useState(0);
  const { page, size, first, onChange } = usePaging();
  const query = { ...filter, sort: sort.by, dir: sort.dir, page, size };
  const { state, retry } = useRemote(() => call(cat.adminProducts, query, { quiet: true }), JSON.stringify(query));

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ ...(keyword.trim() ? { keyword: keyword.trim() } : {}), shelf });
    first();
  };
  const toggle = async (p: AdminProductRow) => {
    const on = p.state === 1;
    const ok = await confirmDialog({ title: on ? '上架商品' : '下架商品', message: `确定${on ? '上架' : '下架'}「${p.ty_name} ${p.product_standard}」吗？`, confirmText: on ? '上架' : '下架', cancelText: '取消' });
    if (!ok) return;
    setBusy(p.product_id);
    try {
      await call(cat.adminProductShelf, { product_id: p.product_id, on }, { quiet: true });
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
  const data = state.data;
  return (
    <section className={cls}>
      <h1>商品管理</h1>
      <form className={formClass} onSubmit={search} aria-label="筛选商品">
        <div className="field">
          <label htmlFor="products-keyword">名称、编码、厂家或批准文号</label>
          <input id="products-keyword" type="text" value={keyword} onChange={(e) => setKeyword(e.target.value)} maxLength={50} />
        </div>
        <div className="field">
          <label htmlFor="products-shelf">上下架</label>
          <select id="products-shelf" value={shelf} onChange={(e) => setShelf(e.target.value as Shelf)}>
            {cat.SHELF_FILTERS.map((k) => (
              <option key={k} value={k}>
                {SHELF_TEXT[k]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary">
          查询
        </Button>
      </form>
      {state.status === 'error' && !data ? (
        <ErrorBox message={errorText(state.error, '商品列表加载失败')} onRetry={retry} />
      ) : !data ? (
        <Skeleton rows={4} height={36} />
      ) : data.total === 0 ? (
        <Empty>没有符合条件的商品</Empty>
      ) : (
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
    </section>
  );
}
