import { useState, type ReactNode } from 'react';
import { QUICK_MSG } from '../../model/messages';
import { ClientGate } from '../../ui/ClientGate';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { AddedTip } from '../cart';
import { BatchUploadButton } from '../batch-upload';
import { QuickOrderFooter } from './QuickOrderFooter';
import { QuickOrderGrid } from './QuickOrderGrid';
import { useQuickOrder } from './useQuickOrder';
import { ReorderSuggestions } from '../alerts';

/**
 * The quick-order tool: help line, 批量采购, the grid and the footer; the same on /quickOrder and in
 * `<yc-quick-order>`. A visitor (widgets only: the page's route needs a client) is asked to log in.
 */
export function QuickOrderPanel({ compact = false, showUpload = true, tools }: { compact?: boolean; showUpload?: boolean; tools?: ReactNode }) {
  return (
    <ClientGate>
      <QuickOrderTool compact={compact} showUpload={showUpload} tools={tools} />
    </ClientGate>
  );
}

function QuickOrderTool({ compact, showUpload, tools }: { compact: boolean; showUpload: boolean; tools?: ReactNode }) {
  const css = useCss();
  const q = useQuickOrder();
  const [added, setAdded] = useState<{ count: number } | null>(null);
  const onAdded = (count: number) => setAdded({ count });
  const cls = css`
    display: grid; gap: 0;
    .tools { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; padding: 10px 0; }
    .help { color: ${t.muted}; font-size: 12px; display: grid; gap: 2px; flex: 1; min-width: 260px; }
    .empty-hint { padding: 10px 12px; color: ${t.muted}; font-size: 13px; background: ${t.surface}; }
  `;
  let body;
  if (!q.loaded) body = q.failed ? <ErrorBox message={QUICK_MSG.loadFailed} onRetry={q.reload} /> : <Skeleton rows={3} height={40} />;
  else
    body = (
      <>
        <QuickOrderGrid q={q} compact={compact} />
        {q.lines.length === 0 && <div className="empty-hint">{QUICK_MSG.listEmpty}</div>}
      </>
    );
  return (
    <div className={cls} data-testid="quick-order">
      <div className="tools">
        <div className="help">
          <span>{QUICK_MSG.keyboardHelp}</span>
          <span>{QUICK_MSG.pasteHelp}</span>
        </div>
        {tools}
        {showUpload && <BatchUploadButton onAdded={onAdded} size={compact ? 'sm' : 'md'} />}
      </div>
      {/* The clinic's needs from its own history (issue 32): what is due for reordering, one click to add. */}
      <ReorderSuggestions max={compact ? 3 : 6} />
      {body}
      {q.loaded && <QuickOrderFooter q={q} onAdded={onAdded} />}
      <AddedTip added={added} onClose={() => setAdded(null)} />
    </div>
  );
}
