import type { CheckoutAddress } from '../../contract/checkout';
import { CHECKOUT_TEXT } from '../../model/checkout-rules';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import type { TypedAddress } from '../../stores/checkout';
import { addressText } from '../../model/address';

const FIELDS: (keyof TypedAddress)[] = ['consignee', 'phone', 'province', 'city', 'area', 'detail'];
const MAX: Record<keyof TypedAddress, number> = { consignee: 30, phone: 20, province: 30, city: 30, area: 30, detail: 120 };

/** The registered address, or another one typed for this order (the only choice when none is registered). */
export function AddressSection({
  addresses,
  useOther,
  onUseOther,
  typed,
  onType,
}: {
  addresses: CheckoutAddress[];
  useOther: boolean;
  onUseOther: (other: boolean) => void;
  typed: TypedAddress;
  onType: (a: TypedAddress) => void;
}) {
  const css = useCss();
  const cls = css`
    border: 0; margin: 0; padding: 0;
    legend { font-weight: 600; padding: 10px 0 6px; }
    label.opt { display: flex; gap: 8px; align-items: baseline; padding: 8px 10px; border: 1px solid ${t.border}; border-radius: ${t.radius}; margin-bottom: 6px; cursor: pointer; }
    label.opt:has(input:checked) { border-color: ${t.primary}; background: ${t.primarySoft}; }
    input[type='radio'] { accent-color: ${t.primary}; }
    .grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
    .grid label { display: grid; gap: 2px; font-size: 12px; color: ${t.muted}; }
    .grid label.wide { grid-column: 1 / -1; }
    .grid input { font: inherit; font-size: 13px; color: ${t.text}; padding: 5px 8px; border: 1px solid ${t.border}; border-radius: ${t.radius}; }
  `;
  const reg = addresses[0];
  const showForm = useOther || !reg;
  return (
    <fieldset className={cls}>
      <legend>{CHECKOUT_TEXT.address}</legend>
      {reg && (
        <>
          <label className="opt">
            <input type="radio" name="yc-address" checked={!useOther} onChange={() => onUseOther(false)} />
            <span>
              {reg.consignee} {reg.phone} — {addressText(reg)}（{CHECKOUT_TEXT.registeredAddress}）
            </span>
          </label>
          <label className="opt">
            <input type="radio" name="yc-address" checked={useOther} onChange={() => onUseOther(true)} />
            <span>{CHECKOUT_TEXT.otherAddress}</span>
          </label>
        </>
      )}
      {showForm && (
        <div className="grid">
          {FIELDS.map((f) => (
            <label key={f} className={f === 'detail' ? 'wide' : undefined}>
              {CHECKOUT_TEXT[f]}
              <input
                value={typed[f]}
                maxLength={MAX[f]}
                required
                inputMode={f === 'phone' ? 'tel' : undefined}
                onChange={(e) => onType({ ...typed, [f]: e.target.value })}
              />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
