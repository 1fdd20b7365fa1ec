import { useStore } from '@nanostores/react';
import { getSalesmanCustomers } from '../../api/salesman';
import { CREDIT_FILTERS, LICENCE_FILTERS } from '../../model/salesman-report';
import { CREDIT_FILTER_LABEL, LICENCE_FILTER_LABEL, pagerOf, pick } from '../../model/salesman-ui-rules';
import { $viewerKey } from '../../stores/viewer';
import { Pager } from '../../ui/Pager';
import { Empty } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { useRemote } from '../../ui/useRemote';
import { ActingBanner } from './acting';
import { CustomerCard } from './CustomerCard';
import { Choice, FilterBar } from './FilterBar';
import { Remote } from './Remote';
import { SalesmanLayout } from './SalesmanLayout';
import { useQueryState } from './useQueryState';

/** 我的客户: search by name, pinyin, contact or phone; licence, credit, debt and city filters; cards with 代客下单. */
export function MyCustomersPage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { q, go, key } = useQueryState();
  const f = {
    keyword: q.get('keyword') ?? '',
    licence: pick(q.get('licence'), LICENCE_FILTERS),
    credit: pick(q.get('credit'), CREDIT_FILTERS),
    unpaid: q.get('unpaid') === '1' ? 1 : 0,
    city: q.get('city') ?? '',
    ...pagerOf(q),
  };
  const set = (next: Partial<typeof f>) => go({ ...f, page: 1, ...next, unpaid: (next.unpaid ?? f.unpaid) ? 1 : undefined }, { licence: 'all', credit: 'all' });
  const { state, retry } = useRemote(
    () =>
      getSalesmanCustomers(
        {
          ...(f.keyword ? { keyword: f.keyword } : {}),
          licence: f.licence,
          credit: f.credit,
          ...(f.unpaid ? { unpaid: 1 as const } : {}),
          ...(f.city ? { city: f.city } : {}),
          page: f.page,
          size: f.size,
        },
        { quiet: true },
      ),
    `${viewer}?${key}`,
  );
  const filtered = Boolean(f.keyword || f.licence !== 'all' || f.credit !== 'all' || f.unpaid || f.city);
  return (
    <SalesmanLayout title="我的客户">
      <ActingBanner />
      <FilterBar keyword={f.keyword} placeholder="客户名称/拼音/联系人/电话" onSearch={(keyword) => set({ keyword })}>
        <Choice label="资质" value={f.licence} options={LICENCE_FILTERS} labels={LICENCE_FILTER_LABEL} onChange={(licence) => set({ licence })} />
        <Choice label="授信" value={f.credit} options={CREDIT_FILTERS} labels={CREDIT_FILTER_LABEL} onChange={(credit) => set({ credit })} />
        <label>
          城市
          <select value={f.city} onChange={(e) => set({ city: e.target.value })}>
            <option value="">全部城市</option>
            {(state.data?.cities ?? (f.city ? [f.city] : [])).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={f.unpaid === 1} onChange={(e) => set({ unpaid: e.target.checked ? 1 : 0 })} />
          只看有欠款
        </label>
      </FilterBar>
      <Remote state={state} retry={retry} rows={4} height={110}>
        {(d) =>
          d.list.length === 0 ? (
            <Empty>{filtered ? '没有符合条件的客户，换个关键字或筛选试试' : '您名下还没有客户'}</Empty>
          ) : (
            <>
              <p className={css`margin: 0 0 10px; font-size: 13px;`}>共 {d.total} 位客户</p>
              <div className={css`display: grid; gap: 12px;`}>
                {d.list.map((c) => (
                  <CustomerCard key={c.client_id} c={c} />
                ))}
              </div>
              <Pager page={d.page} size={d.size} total={d.total} onChange={(page, size) => go({ ...f, unpaid: f.unpaid || undefined, page, size }, { licence: 'all', credit: 'all' })} />
            </>
          )
        }
      </Remote>
    </SalesmanLayout>
  );
}
