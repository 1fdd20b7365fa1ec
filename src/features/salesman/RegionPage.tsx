import { useStore } from '@nanostores/react';
import { getRegionClients } from '../../api/salesman';
import type { RegionClient } from '../../contract/salesman';
import { REGION_STATUS_FILTERS } from '../../model/salesman-report';
import { pagerOf, pick, REGION_FILTER_LABEL } from '../../model/salesman-ui-rules';
import { $viewerKey } from '../../stores/viewer';
import { Pager } from '../../ui/Pager';
import { Empty } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { useRemote } from '../../ui/useRemote';
import { ActForButton } from './acting';
import { Choice, FilterBar } from './FilterBar';
import { Remote } from './Remote';
import { SalesmanLayout } from './SalesmanLayout';
import { Table, type Column } from '../../ui/Table';
import { useQueryState } from './useQueryState';

const COLUMNS: Column<RegionClient>[] = [
  { title: '客户名称', cell: (c) => c.client_name },
  { title: '类型', cell: (c) => c.client_type_name },
  { title: '联系人', cell: (c) => `${c.contact} ${c.phone}` },
  { title: '地区', cell: (c) => `${c.city}${c.area}` },
  { title: '注册时间', nowrap: true, cell: (c) => c.registered_at.slice(0, 10) },
  { title: '审核', cell: (c) => c.check_status_text },
  { title: '业务员', cell: (c) => (c.mine ? '我' : c.salesman_name ?? '未分配') },
  {
    title: '操作',
    cell: (c) => (c.mine && c.check_status === 1 ? <ActForButton customerId={c.client_id} name={c.client_name} /> : <span aria-label="无可用操作">—</span>),
  },
];

/** 区域客户: every client of his region (pending registrations first), with who looks after each. */
export function RegionPage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { q, go, key } = useQueryState();
  const f = { keyword: q.get('keyword') ?? '', status: pick(q.get('status'), REGION_STATUS_FILTERS), ...pagerOf(q) };
  const set = (next: Partial<typeof f>) => go({ ...f, page: 1, ...next }, { status: 'all' });
  const { state, retry } = useRemote(
    () => getRegionClients({ ...(f.keyword ? { keyword: f.keyword } : {}), status: f.status, page: f.page, size: f.size }, { quiet: true }),
    `${viewer}?${key}`,
  );
  return (
    <SalesmanLayout title="区域客户">
      <FilterBar keyword={f.keyword} placeholder="客户名称/拼音/联系人/电话" onSearch={(keyword) => set({ keyword })}>
        <Choice label="审核状态" value={f.status} options={REGION_STATUS_FILTERS} labels={REGION_FILTER_LABEL} onChange={(status) => set({ status })} />
      </FilterBar>
      <Remote state={state} retry={retry}>
        {(d) => (
          <>
            <p className={css`margin: 0 0 10px; font-size: 13px;`}>
              负责区域：{d.region || '未设置'}　区域内待审核注册 {d.pending} 个
            </p>
            {d.list.length === 0 ? (
              <Empty>{f.keyword || f.status !== 'all' ? '没有符合条件的客户' : '区域内暂无客户'}</Empty>
            ) : (
              <>
                <Table caption={`区域客户（共 ${d.total} 个）`} columns={COLUMNS} rows={d.list} rowKey={(c) => c.client_id} testId="region-table" />
                <Pager page={d.page} size={d.size} total={d.total} onChange={(page, size) => go({ ...f, page, size }, { status: 'all' })} />
              </>
            )}
          </>
        )}
      </Remote>
    </SalesmanLayout>
  );
}
