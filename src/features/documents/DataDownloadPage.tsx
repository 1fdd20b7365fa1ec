import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../api';
import type { QualificationDocument } from '../../contract/documents';
import { PAGE_SIZE_DEFAULT, type PageSize } from '../../model/constants';
import { BATCH_NO_MAX, DOCUMENT_KIND_LABELS, DOCUMENT_MSG } from '../../model/documents';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { PersonalLayout } from '../account';
import { DocumentButton } from './DocumentButton';
import { getDocuments } from '../../api/documents';

type Kind = '' | 'registration' | 'inspection';
const COLUMNS = ['类别', '商品名称', '规格', '生产厂家', '批号', '资料名称', '上传时间', '操作'];

const download = (d: QualificationDocument) => (
  <DocumentButton docKey={d.key} fileName={d.file_name} label={`下载${d.kind_text}：${d.ty_name ?? ''}${d.batch_no ? ` 批号 ${d.batch_no}` : ''} ${d.title}`}>
    下载
  </DocumentButton>
);

/**
 * /personal/dataDownload (资料下载): the distributor's licences, and the registration documents and inspection reports
 * (药检报告) searched by product name and 批号, paged; each file downloaded with the buyer's token.
 */
export function DataDownloadPage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const [typed, setTyped] = useState({ keyword: '', batch_no: '', kind: '' as Kind });
  const [q, setQ] = useState({ page: 1, size: PAGE_SIZE_DEFAULT as PageSize, keyword: '', batch_no: '', kind: '' as Kind });
  const input = { page: q.page, size: q.size, ...(q.keyword ? { keyword: q.keyword } : {}), ...(q.batch_no ? { batch_no: q.batch_no } : {}), ...(q.kind ? { kind: q.kind } : {}) };
  const { state, retry } = useRemote(() => getDocuments(input, { silent: true }), `${viewer}|${JSON.stringify(q)}`);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ({ ...q, page: 1, keyword: typed.keyword.trim(), batch_no: typed.batch_no.trim(), kind: typed.kind });
  };
  const cls = css`
    .intro { color: ${t.muted}; font-size: 13px; margin: 0 0 12px; }
    h2 { font-size: 15px; margin: 16px 0 8px; }
    ul.licences { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
    ul.licences li { border: 1px solid ${t.border}; border-radius: ${t.radius}; padding: 8px 12px; display: flex; gap: 12px; align-items: center; font-size: 13px; }
    form { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin-bottom: 12px; }
    form input, form select { padding: 6px 8px; border: 1px solid ${t.border}; border-radius: ${t.radius}; font: inherit; }
    form input[type='search'] { min-width: 200px; }
    .wrap { overflow-x: auto; }
    table { width: 100%; border-collapse: collapse; font-size: 12px; white-space: nowrap; }
    th, td { border-bottom: 1px solid ${t.border}; padding: 6px; text-align: left; }
    th { color: ${t.muted}; font-weight: 500; background: #fafafa; }
  `;
  const licences = () => {
    if (!state.data) return null;
    if (state.data.licences.length === 0) return <p className="intro">{DOCUMENT_MSG.noLicences}</p>;
    return (
      <ul className="licences" data-testid="licence-documents">
        {state.data.licences.map((d) => (
          <li key={d.key}>
            <span>{d.title}</span>
            {download(d)}
          </li>
        ))}
      </ul>
    );
  };
  const body = () => {
    if (state.status === 'error' && !state.data) return <ErrorBox message={errorText(state.error, DOCUMENT_MSG.loadFailed)} onRetry={retry} />;
    if (!state.data) return <Skeleton rows={4} height={32} />;
    const page = state.data.documents;
    if (page.total === 0) return <Empty>{DOCUMENT_MSG.noDocuments}</Empty>;
    return (
      <>
        <div className="wrap">
          <table data-testid="product-documents">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.list.map((d) => (
                <tr key={d.key}>
                  <td>{d.kind_text}</td>
                  <td>{d.ty_name}</td>
                  <td>{d.product_standard}</td>
                  <td>{d.manufacturer}</td>
                  <td>{d.batch_no ?? '—'}</td>
                  <td>{d.title}</td>
                  <td>{d.created_at.slice(0, 10)}</td>
                  <td>{download(d)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page.page} size={page.size} total={page.total} onChange={(p, size) => setQ({ ...q, page: p, size: size as PageSize })} />
      </>
    );
  };
  return (
    <PersonalLayout title="资料下载">
      <div className={cls}>
        <p className="intro">经销商的企业资质、商品的注册证/批件与各批次的药检报告，供首营资料与验收存档。</p>
        <h2>企业资质</h2>
        {licences()}
        <h2>商品资料</h2>
        <form onSubmit={search} role="search" aria-label="查询商品资料">
          <input type="search" aria-label="商品名称" placeholder="商品名称" value={typed.keyword} maxLength={50} onChange={(e) => setTyped({ ...typed, keyword: e.target.value })} />
          <input type="search" aria-label="批号" placeholder="批号" value={typed.batch_no} maxLength={BATCH_NO_MAX} onChange={(e) => setTyped({ ...typed, batch_no: e.target.value })} />
          <select aria-label="类别" value={typed.kind} onChange={(e) => setTyped({ ...typed, kind: e.target.value as Kind })}>
            <option value="">全部类别</option>
            <option value="registration">{DOCUMENT_KIND_LABELS.registration}</option>
            <option value="inspection">{DOCUMENT_KIND_LABELS.inspection}</option>
          </select>
          <Button type="submit" variant="primary">
            查询
          </Button>
        </form>
        {body()}
      </div>
    </PersonalLayout>
  );
}
