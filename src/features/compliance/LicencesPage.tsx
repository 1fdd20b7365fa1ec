import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { errorText } from '../../api';
import { getMyLicences } from '../../api/compliance';
import type { LicenceRow } from '../../contract/compliance';
import { COMPLIANCE_UI as U } from '../../model/compliance-texts';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { PersonalLayout } from '../account';
import { RenewalDialog } from './RenewalDialog';

const STATE_COLOUR: Record<LicenceRow['state'], string> = { ok: t.primary, noExpiry: t.primary, expiring: t.warn, expired: t.danger, missing: t.danger };

/** What the row offers: a renewal for a licence with dates (none while one waits for review). */
function action(l: LicenceRow, open: (l: LicenceRow) => void) {
  if (!l.expires) return null;
  if (l.renewal?.status === 0) return <span className="wait">{U.renewing}</span>;
  return (
    <Button size="sm" variant={l.state === 'expired' || l.state === 'expiring' || l.state === 'missing' ? 'primary' : 'default'} onClick={() => open(l)}>
      {l.state === 'missing' || !l.valid_until ? U.fillIn : U.renew}
    </Button>
  );
}

/** /personal/licences: every licence of the client type with number, issuer, validity and days left; renewals. */
export function LicencesPage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const [renewing, setRenewing] = useState<LicenceRow | null>(null);
  const { state, retry } = useRemote(() => getMyLicences({ silent: true }), viewer);
  const cls = css`
    .intro { color: ${t.muted}; font-size: 13px; margin: 0 0 12px; }
    table { width: 100%; border-collapse: collapse; font-size: 13px; }
    th, td { border-bottom: 1px solid ${t.border}; padding: 8px 6px; text-align: left; vertical-align: top; }
    th { color: ${t.muted}; font-weight: 500; background: #fafafa; }
    td.state { font-weight: 600; white-space: nowrap; }
    td small { display: block; color: ${t.muted}; font-weight: 400; }
    .need { font-size: 12px; color: ${t.muted}; }
    .wait { color: ${t.warn}; }
    .rejected { color: ${t.danger}; font-size: 12px; display: block; margin-top: 4px; }
  `;
  const body = () => {
    if (state.status === 'error' && !state.data) return <ErrorBox message={errorText(state.error, U.loadFailed)} onRetry={retry} />;
    if (!state.data) return <Skeleton rows={4} height={40} />;
    return (
      <table>
        <thead>
          <tr>
            <th scope="col">证照</th>
            <th scope="col">{U.number}</th>
            <th scope="col">{U.issuer}</th>
            <th scope="col">有效期</th>
            <th scope="col">{U.state}</th>
            <th scope="col">{U.actions}</th>
          </tr>
        </thead>
        <tbody>
          {state.data.map((l) => (
            <tr key={l.kind} data-testid={`licence-row-${l.kind}`} data-state={l.state}>
              <td>
                {l.name} <span className="need">（{l.need === 'required' ? U.required : U.optional}）</span>
                {l.url && (
                  <small>
                    <a href={l.url} target="_blank" rel="noreferrer">
                      {U.viewPicture}
                    </a>
                  </small>
                )}
              </td>
              <td>{l.number || U.noDate}</td>
              <td>{l.issuer || U.noDate}</td>
              <td>{l.valid_until ? `${l.valid_from || '—'} 至 ${l.valid_until}` : U.noDate}</td>
              <td className="state" style={{ color: l.state === 'missing' && l.need === 'optional' ? t.muted : STATE_COLOUR[l.state] }}>
                {l.state_text}
                {l.days_left !== null && <small>{U.daysLeft(l.days_left)}</small>}
              </td>
              <td>
                {action(l, setRenewing)}
                {l.renewal?.status === 2 && <span className="rejected">{U.renewRejected(l.renewal.note)}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  };
  return (
    <PersonalLayout title={U.licencesTitle}>
      <div className={cls}>
        <p className="intro">{U.licencesIntro}</p>
        {body()}
      </div>
      {renewing && (
        <RenewalDialog
          licence={renewing}
          onClose={() => setRenewing(null)}
          onSent={() => {
            setRenewing(null);
            retry();
          }}
        />
      )}
    </PersonalLayout>
  );
}
