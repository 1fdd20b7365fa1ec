import type { CheckoutCoupon } from '../../contract/checkout';
import { CHECKOUT_TEXT } from '../../model/checkout-rules';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** What a coupon gives, as the buyer reads it: 减50元 (满500可用) or 9.5折 (最多减100元). */
function faceOf(c: CheckoutCoupon): string {
  if (c.coupon_type === 2) return `${c.fold}${Number(c.max_discount) > 0 ? `（最多减${c.max_discount}元）` : ''}`;
  return `减${c.amount}元${Number(c.payvalue) > 0 ? `（满${c.payvalue}元可用）` : ''}`;
}

/** Coupon picker: none, the usable ones (best first) with this order's discount, the unusable greyed with why. */
export function CouponSection({
  coupons,
  chosen,
  onChoose,
  error,
  disabled,
}: {
  coupons: CheckoutCoupon[];
  chosen: number | null;
  onChoose: (id: number | null) => void;
  error: string;
  disabled?: boolean;
}) {
  const css = useCss();
  const cls = css`
    border: 0; margin: 0; padding: 0;
    legend { font-weight: 600; padding: 10px 0 6px; }
    label { display: flex; gap: 10px; align-items: baseline; padding: 8px 10px; border: 1px solid ${t.border}; border-radius: ${t.radius}; margin-bottom: 6px; cursor: pointer; }
    label:has(input:checked) { border-color: ${t.primary}; background: ${t.primarySoft}; }
    label[data-usable='false'] { cursor: not-allowed; color: ${t.muted}; background: ${t.bg}; }
    input { accent-color: ${t.primary}; }
    .title { font-weight: 600; }
    .face { color: ${t.price}; }
    .why, .off { font-size: 12px; margin-left: auto; }
    .why { color: ${t.muted}; }
    .off { color: ${t.price}; }
    h4 { margin: 10px 0 6px; font-size: 13px; color: ${t.muted}; font-weight: 400; }
    .err { color: ${t.danger}; font-size: 12px; }
  `;
  const usable = coupons.filter((c) => c.usable);
  const unusable = coupons.filter((c) => !c.usable);
  return (
    <fieldset className={cls} disabled={disabled}>
      <legend>{CHECKOUT_TEXT.coupons}</legend>
      <label>
        <input type="radio" name="yc-coupon" checked={chosen === null} onChange={() => onChoose(null)} />
        <span>{CHECKOUT_TEXT.noCoupon}</span>
      </label>
      {usable.map((c) => (
        <label key={c.coupon_id} data-usable="true">
          <input type="radio" name="yc-coupon" checked={chosen === c.coupon_id} onChange={() => onChoose(c.coupon_id)} />
          <span className="title">{c.coupon_title}</span>
          <span className="face">{faceOf(c)}</span>
          <span className="off">本单可减¥{c.discount_money}</span>
        </label>
      ))}
      {unusable.length > 0 && <h4>{CHECKOUT_TEXT.couponUnusable}</h4>}
      {unusable.map((c) => (
        <label key={c.coupon_id} data-usable="false">
          <input type="radio" name="yc-coupon" disabled checked={false} onChange={() => undefined} />
          <span className="title">{c.coupon_title}</span>
          <span className="face">{faceOf(c)}</span>
          <span className="why">{c.reason}</span>
        </label>
      ))}
      {error && (
        <p className="err" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
