import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { downloadImportTemplate, importProducts } from '../../api/admin/catalogue';
import { errorText } from '../../api/errors';
import type { ImportReport, ImportRowReport } from '../../contract/admin-catalogue';
import { BULK_MAX_ROWS } from '../../model/erp-rows';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Empty } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { Table } from '../../ui/Table';
import { t } from '../../ui/theme';
import { useFilterFormClass } from '../Filters';
import { FormError } from '../FormParts';
import { useTitle } from '../useTitle';

const RESULT_TEXT: Record<string, string> = { created: '新建', updated: '已更新', unchanged: '无变化', refused: '未导入' };
type Show = 'all' | 'refused' | 'changed';
const SHOW_TEXT: Record<Show, string> = { all: '全部行', refused: '只看未导入', changed: '只看新建和更新' };
const shown = (rows: ImportRowReport[], show: Show) =>
  show === 'all' ? rows : rows.filter((r) => (show === 'refused' ? r.result === 'refused' : r.result === 'created' || r.result === 'updated'));

/**
 * 商品导入 (运营): upload the product master as the .xlsx import template and read the report per sheet row — created,
 * updated, unchanged, or refused with the Chinese reason. The server runs the operator's `erp-import` service
 * (services/open/product-sheet.ts), so the page and the command import exactly alike.
 */
export default function ProductImportPage() {
  useTitle('商品导入');
  const css = useCss();
  const formClass = useFilterFormClass();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [show, setShow] = useState<Show>('all');

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const picked = file.current?.files?.[0];
    if (!picked) return setError('请选择要导入的商品资料表格（.xlsx）');
    const form = new FormData();
    form.append('file', picked, picked.name);
    setBusy(true);
    setError('');
    try {
      const answer = await importProducts(form);
      setReport(answer);
      setShow(answer.refused > 0 ? 'refused' : 'all');
      toast(`导入完成：新建 ${answer.created}，更新 ${answer.updated}，未导入 ${answer.refused}`, answer.refused > 0 ? 'info' : 'success');
    } catch (err) {
      setError(errorText(err, '导入失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  const template = async () => {
    try {
      await downloadImportTemplate();
    } catch (err) {
      toast(errorText(err, '下载失败，请稍后再试'), 'error');
    }
  };

  const cls = css`
    h1 { margin: 0 0 8px; font-size: 20px; }
    .lead { margin: 0 0 16px; color: ${t.muted}; }
    a { color: ${t.primary}; }
    .totals { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0 0 12px; padding: 0; list-style: none; }
    .totals strong { font-size: 18px; margin-left: 4px; }
    .refused { color: ${t.danger}; }
  `;
  return (
    <section className={cls}>
      <h1>商品导入</h1>
      <p className="lead">
        按导入模板填写商品资料（每个商品编码一行，最多 {BULK_MAX_ROWS} 行）；已有的商品编码按表格更新，相同内容不会重复修改。<Link href="/products">返回商品管理</Link>
      </p>
      <form className={formClass} aria-label="上传商品资料表格" onSubmit={(e) => void send(e)} noValidate>
        <div className="field">
          <label htmlFor="import-file">商品资料表格（.xlsx）</label>
          <input id="import-file" ref={file} type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={() => setError('')} />
        </div>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? '导入中…' : '开始导入'}
        </Button>
        <Button type="button" onClick={() => void template()}>
          下载导入模板
        </Button>
        <FormError message={error} />
      </form>
      {report && (
        <div data-testid="import-report">
          <h2>导入结果</h2>
          <ul className="totals" aria-label="导入合计">
            <li>
              新建<strong>{report.created}</strong>
            </li>
            <li>
              更新<strong>{report.updated}</strong>
            </li>
            <li>
              无变化<strong>{report.unchanged}</strong>
            </li>
            <li className={report.refused ? 'refused' : undefined}>
              未导入<strong>{report.refused}</strong>
            </li>
          </ul>
          <div className={formClass} role="group" aria-label="筛选逐行结果">
            <div className="field">
              <label htmlFor="import-show">显示的行</label>
              <select id="import-show" value={show} onChange={(e) => setShow(e.target.value as Show)}>
                {(Object.keys(SHOW_TEXT) as Show[]).map((k) => (
                  <option key={k} value={k}>
                    {SHOW_TEXT[k]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {shown(report.rows, show).length === 0 ? (
            <Empty>{report.rows.length === 0 ? '表格中没有商品行' : '没有这样的行'}</Empty>
          ) : (
            <Table<ImportRowReport>
              caption="逐行结果（按表格行号）"
              testId="import-rows"
              rows={shown(report.rows, show)}
              rowKey={(r) => r.row}
              rowData={(r) => ({ 'data-row': r.row, 'data-result': r.result })}
              columns={[
                { title: '行号', num: true, cell: (r) => r.row },
                { title: '商品编码', nowrap: true, cell: (r) => r.code || '—' },
                { title: '结果', nowrap: true, cell: (r) => <span className={r.result === 'refused' ? 'refused' : undefined}>{RESULT_TEXT[r.result] ?? r.result}</span> },
                { title: '原因', cell: (r) => r.message || '—' },
              ]}
            />
          )}
        </div>
      )}
    </section>
  );
}
