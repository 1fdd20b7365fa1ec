import { useState } from 'react';
import { Link } from 'wouter';
import { listRegistrations } from '../../api/admin/registrations';
import type { RegistrationRow } from '../../contract/admin';
import { CLIENT_TYPES, type ClientType } from '../../model/enums';
import { Pager } from '../../ui/Pager';
import { DataTable } from '../DataTable';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { usePaging } from '../usePaging';
import { CHECK_STATUS_TEXT } from '../labels';
import { Loaded } from '../Loaded';
import { useTitle } from '../useTitle';

const STATUSES = [0, 1, 2] as const;

/** 注册审核: registrations by state, server-paged; each opens its detail. */
export default function RegistrationsPage() {
  useTitle('注册审核');
  const css = useCss();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>(0);
  const { page, size, first, onChange } = usePaging();
  const { state, retry } = useRemote(
    () => listRegistrations({ status, page, size }),
    `${status}|${page}|${size}`,
  );
  const cls = css`
    h1 { margin: 0 0 16px; font-size: 20px; }
    .filters { display: flex; gap: 8px; margin-bottom: 16px; }
    .filters button { padding: 6px 16px; border: 1px solid ${t.border}; background: ${t.surface}; border-radius: 4px; cursor: pointer; font: inherit; color: ${t.text}; }
    .filters button[aria-pressed='true'] { background: ${t.primary}; border-color: ${t.primary}; color: #fff; }
    a { color: ${t.primary}; }
  `;
  return (
    <section className={cls}>
      <h1>注册审核</h1>
      <div className="filters" role="group" aria-label="审核状态">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s);
              first();
            }}
          >
            {CHECK_STATUS_TEXT[s]}
          </button>
        ))}
      </div>
      <Loaded state={state} retry={retry} failed="注册列表加载失败" empty={<>没有{CHECK_STATUS_TEXT[status]}的注册</>}>
        {(data) => (
          <>
            <DataTable<RegistrationRow>
              caption={`${CHECK_STATUS_TEXT[status]}的注册`}
              captionHidden
              testId="registrations"
              rows={data.list}
              rowKey={(r) => r.client_id}
              rowData={(r) => ({ 'data-username': r.username })}
              columns={[
                { title: '提交时间', nowrap: true, cell: (r) => r.created_at },
                { title: '单位名称', cell: (r) => r.vencus_name },
                { title: '客户类型', cell: (r) => CLIENT_TYPES[r.client_type as ClientType] ?? r.client_type },
                { title: '账号', cell: (r) => r.username },
                { title: '联系人', cell: (r) => `${r.contact} ${r.mobile}` },
                { title: '所在地区', cell: (r) => r.region },
                {
                  title: '操作',
                  nowrap: true,
                  cell: (r) => (
                    <Link href={`/registrations/${r.client_id}`} aria-label={`${status === 0 ? '审核' : '查看'} ${r.vencus_name}（${r.username}）`}>
                      {status === 0 ? '审核' : '查看'}
                    </Link>
                  ),
                },
              ]}
            />
            <Pager
              page={data.page}
              size={data.size}
              total={data.total}
              onChange={onChange}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}
