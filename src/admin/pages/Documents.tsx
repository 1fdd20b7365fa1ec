import { useRef, useState, type FormEvent } from 'react';
import { deleteDocument, listDocuments, uploadDocument } from '../../api/admin/documents';
import { errorText } from '../../api/errors';
import type { QualificationDocument as Doc } from '../../contract/documents';
import { BATCH_NO_MAX, DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, DOCUMENT_MAX_MB, DOCUMENT_MSG, DOCUMENT_TITLE_MAX, documentShapeError, type DocumentKind } from '../../model/documents';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { Pager } from '../../ui/Pager';
import { useRemote } from '../../ui/useRemote';
import { DataTable } from '../DataTable';
import { CardsPage, FormError } from '../FormParts';
import { useFilterFormClass } from '../Filters';
import { Loaded } from '../Loaded';
import { usePaging } from '../usePaging';
import { useTitle } from '../useTitle';

/** Uploads one document: its fields first, the file last (the server reads them in that order). */
async function upload(fields: Record<string, string>, file: File): Promise<Doc> {
  if (file.size > DOCUMENT_MAX_MB * 1024 * 1024) throw new Error(DOCUMENT_MSG.tooLarge);
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v) form.append(k, v);
  form.append('file', file);
  return uploadDocument(form);
}

/**
 * 资料管理 (质量管理): upload the distributor's licences, a product's registration documents (by product code) and a
 * batch's inspection report (product code + 批号) as PDF / JPG / PNG; the same one again replaces it. The list is
 * filtered by kind, product (name or code) and 批号, and a document can be deleted. Every change is audited.
 */
export default function DocumentsPage() {
  useTitle('资料管理');
  const formClass = useFilterFormClass();
  const paging = usePaging();
  const [filter, setFilter] = useState({ kind: '' as DocumentKind | '', keyword: '', batch_no: '' });
  const [typed, setTyped] = useState(filter);
  const [form, setForm] = useState({ kind: 'inspection' as DocumentKind, title: '', product_code: '', batch_no: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const query = { page: paging.page, size: paging.size, ...(filter.kind ? { kind: filter.kind } : {}), ...(filter.keyword ? { keyword: filter.keyword } : {}), ...(filter.batch_no ? { batch_no: filter.batch_no } : {}) };
  const { state, retry } = useRemote(() => listDocuments(query), JSON.stringify(query));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const file = fileRef.current?.files?.[0];
    if (!form.title.trim()) return setError(DOCUMENT_MSG.badFields);
    const shape = documentShapeError(form.kind, form.product_code.trim() !== '', form.batch_no.trim());
    if (shape) return setError(shape);
    if (!file) return setError(DOCUMENT_MSG.missing);
    setBusy(true);
    try {
      const doc = await upload({ kind: form.kind, title: form.title.trim(), product_code: form.product_code.trim(), batch_no: form.batch_no.trim() }, file);
      toast(`已上传：${doc.kind_text} ${doc.title}`, 'success');
      if (fileRef.current) fileRef.current.value = '';
      retry();
    } catch (err) {
      setError(errorText(err, '上传失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (doc: Doc) => {
    if (!(await confirmDialog({ title: '删除资料', message: `删除「${doc.kind_text} ${doc.title}」？买家将无法再下载。`, confirmText: '删除', cancelText: '取消' }))) return;
    try {
      await deleteDocument(doc.key);
      toast('已删除', 'success');
      retry();
    } catch (err) {
      toast(errorText(err, '删除失败，请稍后再试'), 'error');
    }
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    paging.first();
    setFilter({ kind: typed.kind, keyword: typed.keyword.trim(), batch_no: typed.batch_no.trim() });
  };
  const kindSelect = (id: string, value: string, onChange: (v: string) => void, any?: string) => (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {any !== undefined && <option value="">{any}</option>}
      {DOCUMENT_KINDS.map((k) => (
        <option key={k} value={k}>
          {DOCUMENT_KIND_LABELS[k]}
        </option>
      ))}
    </select>
  );
  return (
    <CardsPage title="资料管理">
      <div className="card">
        <h2>上传资料</h2>
        <form className={formClass} onSubmit={(e) => void submit(e)} aria-label="上传资料" noValidate>
          <label htmlFor="doc-kind">类别</label>
          {kindSelect('doc-kind', form.kind, (v) => setForm({ ...form, kind: v as DocumentKind }))}
          <label htmlFor="doc-title">资料名称</label>
          <input id="doc-title" value={form.title} maxLength={DOCUMENT_TITLE_MAX} onChange={(e) => setForm({ ...form, title: e.target.value })} />
          <label htmlFor="doc-code">商品编码</label>
          <input id="doc-code" value={form.product_code} maxLength={40} disabled={form.kind === 'licence'} onChange={(e) => setForm({ ...form, product_code: e.target.value })} />
          <label htmlFor="doc-batch">批号</label>
          <input id="doc-batch" value={form.batch_no} maxLength={BATCH_NO_MAX} disabled={form.kind !== 'inspection'} onChange={(e) => setForm({ ...form, batch_no: e.target.value })} />
          <label htmlFor="doc-file">文件（PDF/JPG/PNG，≤{DOCUMENT_MAX_MB}MB）</label>
          <input id="doc-file" ref={fileRef} type="file" accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" />
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? '上传中…' : '上传'}
          </Button>
          <FormError message={error} />
        </form>
      </div>
      <div className="card">
        <h2>资料列表</h2>
        <form className={formClass} onSubmit={search} role="search" aria-label="查询资料">
          <label htmlFor="doc-filter-kind">类别</label>
          {kindSelect('doc-filter-kind', typed.kind, (v) => setTyped({ ...typed, kind: v as DocumentKind | '' }), '全部')}
          <label htmlFor="doc-filter-keyword">商品名称或编码</label>
          <input id="doc-filter-keyword" type="search" value={typed.keyword} maxLength={50} onChange={(e) => setTyped({ ...typed, keyword: e.target.value })} />
          <label htmlFor="doc-filter-batch">批号</label>
          <input id="doc-filter-batch" type="search" value={typed.batch_no} maxLength={BATCH_NO_MAX} onChange={(e) => setTyped({ ...typed, batch_no: e.target.value })} />
          <Button type="submit">查询</Button>
        </form>
        <Loaded state={state} retry={retry} failed={DOCUMENT_MSG.loadFailed} empty={DOCUMENT_MSG.noDocuments}>
          {(page) => (
            <>
              <DataTable<Doc>
                caption="资料"
                captionHidden
                testId="admin-documents"
                rows={page.list}
                rowKey={(r) => r.key}
                columns={[
                  { title: '类别', cell: (r) => r.kind_text, nowrap: true },
                  { title: '资料名称', cell: (r) => r.title },
                  { title: '商品', cell: (r) => (r.ty_name ? `${r.ty_name} ${r.product_standard ?? ''}` : '—') },
                  { title: '批号', cell: (r) => r.batch_no ?? '—', nowrap: true },
                  { title: '上传时间', cell: (r) => r.created_at, nowrap: true },
                  {
                    title: '操作',
                    cell: (r) => (
                      <Button variant="text" onClick={() => void remove(r)} aria-label={`删除 ${r.kind_text} ${r.title}`}>
                        删除
                      </Button>
                    ),
                  },
                ]}
              />
              <Pager page={page.page} size={page.size} total={page.total} onChange={paging.onChange} />
            </>
          )}
        </Loaded>
      </div>
    </CardsPage>
  );
}
