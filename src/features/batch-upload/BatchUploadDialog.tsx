import { useRef, useState, type DragEvent } from 'react';
import type { BatchReport } from '../../contract/quick-order';
import { BATCH_MAX_ROWS } from '../../model/constants';
import { MSG, QUICK_MSG } from '../../model/messages';
import { batchTemplateUrl, errorText, uploadPurchaseList } from '../../api';
import { addBatch } from '../../stores/cart';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { BATCH_ACCEPT, BATCH_MAX_MB, fileProblem } from './batch-file';
import { BatchReportTable } from './BatchReportTable';
import { cartLinesOf, fromReport, isAddable, type EditRow } from './report-rows';

type Phase = { step: 'choose' } | { step: 'uploading'; name: string } | { step: 'report'; name: string; report: BatchReport };

/**
 * 批量采购 (issue 11): download the template, choose or drop a .xlsx/.csv list, get the server's per-row report,
 * fix rows (pick a candidate, correct a quantity), then add every valid row to the cart in one step. 取消 or
 * closing adds nothing. `onAdded` gets the cart's kind count after an add.
 */
export function BatchUploadDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded?: (count: number) => void }) {
  const css = useCss();
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [rows, setRows] = useState<EditRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [adding, setAdding] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const reset = () => {
    setPhase({ step: 'choose' });
    setRows([]);
    setError(null);
    if (input.current) input.current.value = '';
  };
  const close = () => {
    reset();
    onClose();
  };

  async function upload(file: File) {
    const problem = fileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setPhase({ step: 'uploading', name: file.name });
    try {
      const report = await uploadPurchaseList(file, file.name, { quiet: true });
      setRows(fromReport(report.rows));
      setPhase({ step: 'report', name: file.name, report });
    } catch (e) {
      setError(errorText(e, MSG.uploadFailed));
      setPhase({ step: 'choose' });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const addable = rows.filter(isAddable).length;
  async function add() {
    const { lines, problem } = cartLinesOf(rows);
    if (problem) {
      setError(QUICK_MSG.batchSumProblem(problem.product.ty_name, problem.amount, problem.refusal.text));
      return;
    }
    if (lines.length === 0) {
      setError(MSG.nothingToAdd);
      return;
    }
    setAdding(true);
    setError(null);
    try {
      const count = await addBatch(lines);
      toast(QUICK_MSG.batchAdded(addable, rows.length - addable), 'success');
      close();
      onAdded?.(count);
    } catch (e) {
      // Nothing was added (the server adds all or none); its message names the product.
      setError(errorText(e, MSG.httpDefault));
    } finally {
      setAdding(false);
    }
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && phase.step !== 'uploading') void upload(file);
  };

  const cls = css`
    display: grid; gap: 12px;
    .intro { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; color: ${t.muted}; font-size: 13px; }
    .intro a { color: ${t.primary}; font-weight: 600; }
    .drop { border: 2px dashed ${t.border}; border-radius: 8px; padding: 28px 16px; text-align: center; color: ${t.muted}; background: #fafbfc; }
    .drop[data-over='true'] { border-color: ${t.primary}; background: ${t.primarySoft}; color: ${t.primary}; }
    .drop label { color: ${t.primary}; cursor: pointer; text-decoration: underline; }
    .drop input { position: absolute; width: 1px; height: 1px; opacity: 0; }
    .drop label:focus-within { outline: 2px solid ${t.primary}; outline-offset: 2px; }
    .file { display: flex; align-items: center; gap: 12px; font-size: 13px; }
    .file .name { font-weight: 600; }
    .error { color: ${t.danger}; background: #fdecec; border-radius: 6px; padding: 8px 12px; }
    .busy { padding: 28px; text-align: center; color: ${t.muted}; }
  `;

  const footer = (
    <>
      <Button onClick={close}>{MSG.cancel}</Button>
      {phase.step === 'report' && (
        <Button variant="primary" disabled={addable === 0 || adding} onClick={() => void add()}>
          {QUICK_MSG.addValid(addable)}
        </Button>
      )}
    </>
  );

  return (
    <Dialog open={open} title={QUICK_MSG.batchTitle} onClose={close} width={1040} footer={footer} testId="batch-upload">
      <div className={cls}>
        <div className="intro">
          <span>{QUICK_MSG.batchIntro}</span>
          <a href={batchTemplateUrl()} download data-testid="batch-template">
            {QUICK_MSG.downloadTemplate}
          </a>
          <span data-testid="batch-limit">{QUICK_MSG.batchLimit(BATCH_MAX_ROWS, BATCH_MAX_MB)}</span>
        </div>
        {phase.step === 'uploading' ? (
          <div className="busy" role="status">
            {QUICK_MSG.uploading}（{phase.name}）
          </div>
        ) : (
          phase.step === 'choose' && (
            <div
              className="drop"
              data-over={dragging}
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-testid="batch-drop"
            >
              {QUICK_MSG.dropHere}{' '}
              <label>
                {QUICK_MSG.chooseFile}
                <input
                  ref={input}
                  type="file"
                  accept={BATCH_ACCEPT}
                  aria-label="选择采购清单文件"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) void upload(file);
                  }}
                />
              </label>
            </div>
          )
        )}
        {error && (
          <div className="error" role="alert" data-testid="batch-error">
            {error}
          </div>
        )}
        {phase.step === 'report' && (
          <>
            <div className="file">
              <span className="name">{phase.name}</span>
              <span data-testid="batch-summary">{QUICK_MSG.reportSummary(rows.length, addable)}</span>
              <Button size="sm" onClick={reset}>
                {QUICK_MSG.reupload}
              </Button>
            </div>
            <BatchReportTable rows={rows} onChange={(i, row) => setRows((all) => all.map((r, j) => (j === i ? row : r)))} />
          </>
        )}
      </div>
    </Dialog>
  );
}
