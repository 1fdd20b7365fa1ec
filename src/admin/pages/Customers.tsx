import { useState } from 'react';
import { Link } from 'wouter';
import { listCustomers } from '../../api/admin/customers';
import type { AdminCustomerRow } from '../../contract/admin-customers';
import { CLIENT_TYPES, type ClientType } from '../../model/enums';
import { Pager } from '../../ui/Pager';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { DataTable } from '../DataTable';
import { KeywordFilter } from '../KeywordFilter';
import { Loaded } from '../Loaded';
import { usePaging } from '../usePaging';
import { useTitle } from '../useTitle';

type Status = 'all' | 'normal' | 'frozen';
const STATUS_TEXT: Record<Status, string> = { all: '全部', normal: '正常', frozen: '已冻结' };

/** 客户管理: customers searched and filtered by the server (newest first); each opens its detail. */
export default function CustomersPage() {
  useTitle('客户管理');
  const css = useCss();
  const [filter, setFilter] = useState<{ keyword?: string; status: Status }>({ status: 'all' });
  const { page, size, first, onChange } = usePaging();
  const query = { ...filter, page, size };
  const { state, retry } = useRemote(() => listCustomers(query), JSON.stringify(query));
  return (
    <section className={css`h1 { margin: 0 0 16px; font-size: 20px; } a { color: ${t.primary}; }`}>
      <h1>客户管理</h1>
      <KeywordFilter<Status>
        name="筛选客户"
        id="customers"
        keywordLabel="账号、名称、联系人或手机号"
        selectLabel="状态"
        options={STATUS_TEXT}
        initial="all"
        onSearch={({ value, ...rest }) => {
          setFilter({ ...rest, status: value });
          first();
        }}
      />
      <Loaded state={state} retry={retry} failed="客户列表加载失败" empty="没有符合条件的客户">
        {(data) => (
          <>
            <DataTable<AdminCustomerRow>
              caption={`客户（共 ${data.total} 家）`}
              testId="customers"
              rows={data.list}
              rowKey={(r) => r.client_id}
              rowData={(r) => ({ 'data-username': r.username })}
              columns={[
                { title: '账号', nowrap: true, cell: (r) => r.username },
                { title: '单位名称', cell: (r) => r.name },
                { title: '客户类型', cell: (r) => CLIENT_TYPES[r.client_type as ClientType] ?? r.client_type },
                { title: '联系人', cell: (r) => `${r.contact} ${r.mobile}` },
                { title: '授信 / 已用（元）', num: true, cell: (r) => `${r.credit_limit} / ${r.credit_used}` },
                { title: '状态', nowrap: true, cell: (r) => (r.status === 2 ? '已冻结' : '正常') },
                {
                  title: '操作',
                  nowrap: true,
                  cell: (r) => (
                    <Link href={`/customers/${r.client_id}`} aria-label={`查看客户 ${r.name}（${r.username}）`}>
                      查看
                    </Link>
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
