import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { errorText } from '../../api';
import { getMyPurchasers, revokePurchaser } from '../../api/compliance';
import type { Purchaser } from '../../contract/compliance';
import { COMPLIANCE_UI as U } from '../../model/compliance-texts';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { PersonalLayout } from '../account';
import { PurchaserDialog } from './PurchaserDialog';

const STATE_COLOUR: Record<Purchaser['state'], string> = { valid: t.primary, expired: t.danger, notYet: t.warn, revoked: t.muted };

/** /personal/purchasers: the staff authorised to order (ID numbers masked), register one, revoke one. */
export function PurchasersPage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const [adding, setAdding] = useState(false);
  const { state, retry } = useRemote(() => getMyPurchasers({ silent: true }), viewer);
  const revoke = async (p: Purchaser) => {
    if (!(await confirmDialog({ title: U.revoke, message: U.revokeConfirm(p.name), confirmText: U.revoke, cancelText: U.cancel }))) return;
    try {
      await revokePurchaser(p.id, { quiet: true });
      toast(U.revoked, 'success');
      retry();
    } catch (e) {
      toast(errorText(e, U.loadFailed), 'error');
    }
  };
  const cls = css`
    .head { display: flex; justify-content: space-between; align-items: center; gap: 12px; margin-bottom: 12px; }
    .intro { color: ${t.muted}; font-size: 13px; margin: 0; }
    table { width: 100%; border-collapse: collapse; font-size: 13px; }
    th, td { border-bottom: 1px solid ${t.border}; padding: 8px 6px; text-align: left; }
    th { color: ${t.muted}; font-weight: 500; background: #fafafa; }
    td.state { font-weight: 600; }
  `;
  const body = () => {
    if (state.status === 'error' && !state.data) return <ErrorBox message={errorText(state.error, U.loadFailed)} onRetry={retry} />;
    if (!state.data) return <Skeleton rows={3} height={40} />;
    if (state.data.length === 0) return <Empty>{U.noPurchasers}</Empty>;
    return (
      <table>
        <thead>
          <tr>
            <th scope="col">{U.name}</th>
            <th scope="col">{U.idCard}</th>
            <th scope="col">{U.phone}</th>
            <th scope="col">授权期限</th>
            <th scope="col">{U.letter}</th>
            <th scope="col">{U.state}</th>
            <th scope="col">{U.actions}</th>
          </tr>
        </thead>
        <tbody>
          {state.data.map((p) => (
            <tr key={p.id} data-testid="purchaser-row" data-state={p.state}>
              <td>{p.name}</td>
              <td>{p.id_card}</td>
              <td>{p.phone}</td>
              <td>
                {p.valid_from} 至 {p.valid_until}
              </td>
              <td>
                {p.letter_url ? (
                  <a href={p.letter_url} target="_blank" rel="noreferrer" aria-label={`查看${p.name}的${U.letter}`}>
                    {U.viewPicture}
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td className="state" style={{ color: STATE_COLOUR[p.state] }}>
                {p.state_text}
              </td>
              <td>
                {p.state !== 'revoked' && (
                  <Button size="sm" variant="text" onClick={() => void revoke(p)} aria-label={`${U.revoke}：${p.name}`}>
                    {U.revoke}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  };
  return (
    <PersonalLayout title={U.purchasersTitle}>
      <div className={cls}>
        <div className="head">
          <p className="intro">{U.purchasersIntro}</p>
          <Button variant="primary" onClick={() => setAdding(true)}>
            {U.addPurchaser}
          </Button>
        </div>
        {body()}
      </div>
      {adding && (
        <PurchaserDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            retry();
          }}
        />
      )}
    </PersonalLayout>
  );
}
