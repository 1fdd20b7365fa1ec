import { Link } from 'wouter';
import type { Reason } from '../../contract/compliance';
import { FIX_PATH } from '../../model/compliance';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/**
 * The engine's reasons as a buyer reads them: what is wrong, then what to do — a link where the fix is a page
 * (upload or renew a licence, register a purchaser), the plain instruction otherwise. Blocking ones in red.
 */
export function ReasonList({ reasons, testId = 'compliance-reasons' }: { reasons: readonly Reason[]; testId?: string }) {
  const css = useCss();
  if (reasons.length === 0) return null;
  const cls = css`
    list-style: none; margin: 0; padding: 0; display: grid; gap: 6px;
    li { padding: 8px 12px; border-radius: ${t.radius}; font-size: 13px; display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
    li[data-severity='block'] { background: #fff1f0; color: ${t.danger}; border: 1px solid #ffccc7; }
    li[data-severity='warn'] { background: ${t.warnSoft}; color: ${t.warn}; border: 1px solid #ffe58f; }
    a, .fix { font-weight: 600; color: ${t.primary}; white-space: nowrap; }
  `;
  return (
    <ul className={cls} data-testid={testId} role={reasons.some((r) => r.severity === 'block') ? 'alert' : 'status'}>
      {reasons.map((r) => {
        const path = FIX_PATH[r.fix as keyof typeof FIX_PATH];
        return (
          <li key={`${r.code}:${r.text}`} data-severity={r.severity} data-code={r.code}>
            <span>{r.text}</span>
            {path ? <Link href={path}>{r.fixText}</Link> : <span className="fix">{r.fixText}</span>}
          </li>
        );
      })}
    </ul>
  );
}
