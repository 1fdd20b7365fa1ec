import { useState, type ReactNode } from 'react';
import { errorText } from '../../api';
import { DOCUMENT_MSG } from '../../model/documents';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { downloadDocument } from '../../api/documents';

/**
 * Downloads one document (a licence, a registration document, a batch's inspection report) with the buyer's token:
 * busy while it loads, a refusal as a toast. A link-looking button (a plain link could not send the token header).
 */
export function DocumentButton({ docKey, fileName, children, label }: { docKey: string; fileName: string; children: ReactNode; label?: string }) {
  const css = useCss();
  const [busy, setBusy] = useState(false);
  const cls = css`
    background: none; border: 0; padding: 0 2px; color: ${t.primary}; cursor: pointer; font: inherit; text-decoration: underline; min-height: 24px;
    &:disabled { color: ${t.muted}; cursor: progress; }
    &:focus-visible { outline: 2px solid ${t.primary}; outline-offset: 2px; }
  `;
  const open = async () => {
    setBusy(true);
    try {
      await downloadDocument(docKey, fileName);
    } catch (err) {
      toast(errorText(err, DOCUMENT_MSG.loadFailed), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={cls} data-testid="document-link" aria-label={label} aria-busy={busy} disabled={busy} onClick={() => void open()}>
      {children}
    </button>
  );
}

/** The 药检报告 of one batch of an order line, when the distributor uploaded it. */
export function BatchReportLink({ report }: { report: { batch_no: string; key: string; file_name: string } }) {
  return (
    <DocumentButton docKey={report.key} fileName={report.file_name} label={`批号 ${report.batch_no} 的药检报告`}>
      药检报告
    </DocumentButton>
  );
}
