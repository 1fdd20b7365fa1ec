import type { CheckoutTotals } from '../../contract/checkout';
import { CHECKOUT_TEXT } from '../../model/checkout-rules';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** The amounts in stacking order: goods, promotion, full reduction, coupon, delivery, what is owed. */
export function TotalsSection({ totals, credit }: { totals: CheckoutTotals; credit: string | null }) {
  const css = useCss();
  const cls = css`
    display: grid; grid-template-columns: auto 120px; gap: 4px 16px; justify-content: end; margin: 0; font-size: 13px;
    dt { color: ${t.muted}; text-align: right; }
    dd { margin: 0; text-align: right; }
    .total { font-size: 18px; color: ${t.price}; font-weight: 700; }
  `;
  const rows: [string, string, boolean][] = [
    [CHECKOUT_TEXT.goodsMoney, `¥${totals.goods_money}`, true],
    [CHECKOUT_TEXT.promotionMoney, `-¥${totals.promotion_money}`, totals.promotion_money !== '0.00'],
    [CHECKOUT_TEXT.fullReductionMoney, `-¥${totals.full_reduction_money}`, totals.full_reduction_money !== '0.00'],
    [CHECKOUT_TEXT.couponMoney, `-¥${totals.coupon_money}`, totals.coupon_money !== '0.00'],
    [CHECKOUT_TEXT.deliveryMoney, `¥${totals.delivery_money}`, true],
  ];
  return (
    <dl className={cls} aria-label="金额" aria-live="polite">
      {rows
        .filter((r) => r[2])
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      {credit !== null && (
        <>
          <dt>{CHECKOUT_TEXT.creditAvailable}</dt>
          <dd>¥{credit}</dd>
        </>
      )}
      <dt>{CHECKOUT_TEXT.totalMoney}</dt>
      <dd className="total" data-testid="checkout-total">
        ¥{totals.total_money}
      </dd>
    </dl>
  );
}
