import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { getComplianceStatus } from '../../api/compliance';
import { COMPLIANCE_UI as U } from '../../model/compliance-texts';
import { $viewerKey } from '../../stores/viewer';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { ReasonList } from './ReasonList';

export interface OrderStanding {
  /** The purchaser chosen (or the only valid one); undefined while none is. */
  purchaserId: number | undefined;
  /** A blocking reason is known: submit stays disabled, the reasons say what to do. */
  blocked: boolean;
}

/**
 * The checkout's compliance part: who orders (the authorised purchasers valid today; the only one preselected, or
 * fixed to the person a clinic system's link named) and the engine's reasons about the buyer for that choice —
 * blocking ones keep submit disabled and show the fix.
 */
export function OrderCompliance({ onChange }: { onChange: (s: OrderStanding) => void }) {
  const css = useCss();
  const id = useId();
  const viewer = useStore($viewerKey);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const { state } = useRemote(() => getComplianceStatus(chosen, { silent: true }), `${viewer}|${chosen ?? ''}`);
  const status = state.status === 'ready' || state.status === 'loading' ? state.data : undefined;
  const purchaserId = chosen ?? status?.default_purchaser_id ?? undefined;
  // Submit is held back only by a reason known to block: while the check loads, or if it cannot be loaded, the
  // server still decides at submit (its refusal names the fix).
  const blocked = status ? !status.allowed : false;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the parent's onChange is a fresh closure each render: report changes only
  useEffect(() => onChange({ purchaserId, blocked }), [purchaserId, blocked]);

  if (!status) return null;
  const cls = css`
    display: grid; gap: 8px;
    label { display: flex; gap: 8px; align-items: center; font-size: 14px; }
    select { font: inherit; padding: 4px 8px; border: 1px solid ${t.border}; border-radius: ${t.radius}; min-width: 200px; }
  `;
  return (
    <div className={cls} data-testid="order-compliance">
      {status.purchasers.length > 0 && (
        <label htmlFor={id}>
          {U.purchaser}
          <select
            id={id}
            value={purchaserId ?? ''}
            onChange={(e) => setChosen(e.target.value ? Number(e.target.value) : undefined)}
            disabled={status.named_by_clinic_system}
            aria-describedby={status.named_by_clinic_system ? `${id}-named` : undefined}
            required
          >
            {status.default_purchaser_id === null && <option value="">{U.choosePurchaser}</option>}
            {status.purchasers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}（授权至{p.valid_until}）
              </option>
            ))}
          </select>
        </label>
      )}
      {status.named_by_clinic_system && status.purchasers.length > 0 && <span id={`${id}-named`}>{U.namedByClinicSystem}</span>}
      <ReasonList reasons={status.reasons} testId="order-compliance-reasons" />
    </div>
  );
}
