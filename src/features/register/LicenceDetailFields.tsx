import { useId } from 'react';
import type { LicenceDetails } from '../../model/compliance-forms';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

export type DetailValues = Omit<LicenceDetails, 'kind'>;
export const EMPTY_DETAILS: DetailValues = { number: '', issuer: '', valid_from: '', valid_until: '' };

const FIELDS: { key: keyof DetailValues; label: string; type: 'text' | 'date' }[] = [
  { key: 'number', label: '证照编号', type: 'text' },
  { key: 'issuer', label: '发证机关', type: 'text' },
  { key: 'valid_from', label: '有效期起', type: 'date' },
  { key: 'valid_until', label: '有效期至', type: 'date' },
];

/**
 * A certificate's number, issuer and validity under its picture (选填): given here, the licence is on record with its
 * end date from approval; left empty, the personal centre asks for it later.
 */
export function LicenceDetailFields({ name, value, onChange, error }: { name: string; value: DetailValues; onChange: (v: DetailValues) => void; error?: string }) {
  const css = useCss();
  const id = useId();
  const cls = css`
    margin: -6px 0 8px 212px; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; font-size: 12px;
    legend { grid-column: 1 / -1; color: ${t.muted}; padding: 0; margin-bottom: 4px; }
    label { display: grid; gap: 2px; color: ${t.muted}; }
    input { font: inherit; font-size: 13px; padding: 5px 6px; border: 1px solid ${t.border}; border-radius: ${t.radius}; min-width: 0; }
    .msg { grid-column: 1 / -1; color: ${t.danger}; }
    border: none; padding: 0;
  `;
  return (
    <fieldset className={cls} data-testid="licence-details" aria-describedby={error ? `${id}-err` : undefined}>
      <legend>{name}信息（选填，审核通过后按此有效期提醒）</legend>
      {FIELDS.map((f) => (
        <label key={f.key}>
          {f.label}
          <input
            type={f.type}
            value={value[f.key]}
            maxLength={f.type === 'text' ? 60 : undefined}
            aria-label={`${name}${f.label}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
          />
        </label>
      ))}
      {error && (
        <span className="msg" id={`${id}-err`} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
