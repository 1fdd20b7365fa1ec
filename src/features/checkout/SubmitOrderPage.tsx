import type { FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useStore } from '@nanostores/react';
import { CHECKOUT_TEXT, deliveryDateBounds } from '../../model/checkout-rules';
import { MIN_ORDER_TEXT } from '../../model/order-money';
import { errorText } from '../../api';
import { $checkoutForm, chooseCoupon, editCheckout, submitCheckout, type CheckoutStanding } from '../../stores/checkout';
import { Button } from '../../ui/Button';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { AddressSection } from './AddressSection';
import { CouponSection } from './CouponSection';
import { OrderCompliance } from '../compliance';
import { LinesSection } from './LinesSection';
import { TotalsSection } from './TotalsSection';
import { InvoiceSection } from './InvoiceSection';
import { useCheckout } from './useCheckout';

const onStanding = (standing: CheckoutStanding) => editCheckout({ standing });

/**
 * /submitOrder (?isQuick=1 buy now / quick order, ?isPurchase=1): address, lines by group with refusals, coupon,
 * remark, 采购单号 and 期望送达日期, totals previewed by the model and confirmed by the server; submit places the order
 * once per visit (idempotency key) and goes to /payNow, or to the order when nothing is to be paid.
 */
export function SubmitOrderPage() {
  const css = useCss();
  const search = useSearch();
  const [, navigate] = useLocation();
  const c = useCheckout(search);
  const { useOther, typed, remark, po, date, problem, invoice, standing } = useStore($checkoutForm);
  const cls = css`
    background: ${t.surface}; border-radius: 8px; padding: 16px 20px 20px; display: grid; grid-template-columns: minmax(0, 1fr); gap: 14px;
    h1 { font-size: 18px; margin: 0; }
    .extra { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; }
    .extra label { display: grid; gap: 4px; font-size: 13px; color: ${t.muted}; }
    .extra label.wide { grid-column: 1 / -1; }
    .extra input, .extra textarea { font: inherit; color: ${t.text}; padding: 6px 8px; border: 1px solid ${t.border}; border-radius: ${t.radius}; }
    .warn { color: ${t.warn}; font-size: 13px; margin: 0; padding-left: 18px; }
    .bar { display: flex; justify-content: flex-end; align-items: center; gap: 16px; border-top: 1px solid ${t.border}; padding-top: 12px; }
    .problem { color: ${t.danger}; font-size: 13px; }
  `;
  const backHref = c.source.isQuick ? '/quickOrder' : '/shopCart';
  const backText = c.source.isQuick ? CHECKOUT_TEXT.backToQuick : CHECKOUT_TEXT.backToCart;

  if (!c.preview) {
    if (c.status === 'error') return <ErrorBox message={errorText(c.error, CHECKOUT_TEXT.loadFailed)} onRetry={c.retry} />;
    return <Skeleton rows={3} />;
  }
  const p = c.preview;
  const lines = Object.values(p.groups).flat();
  if (lines.length === 0) {
    return (
      <section className={cls} aria-labelledby="yc-checkout-title">
        <h1 id="yc-checkout-title">{CHECKOUT_TEXT.pageTitle}</h1>
        <Empty>
          {CHECKOUT_TEXT.empty}，<Link href={backHref}>{backText}</Link>
        </Empty>
      </section>
    );
  }
  const refused = lines.some((l) => l.refusal);
  const bounds = deliveryDateBounds(Date.now());

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const placed = await submitCheckout();
    if (placed) navigate(placed.paid ? `/personal/orderDetail/${placed.order_id}` : `/payNow?orderCode=${encodeURIComponent(placed.orderCode)}`);
  }

  return (
    <form className={cls} aria-labelledby="yc-checkout-title" onSubmit={onSubmit} noValidate>
      <h1 id="yc-checkout-title">{CHECKOUT_TEXT.pageTitle}</h1>
      <AddressSection addresses={p.addresses} useOther={useOther} onUseOther={(other) => editCheckout({ useOther: other })} typed={typed} onType={(a) => editCheckout({ typed: a })} />
      <LinesSection groups={p.groups} shares={c.lineShares} />
      <CouponSection coupons={p.coupons} chosen={c.chosen} onChoose={chooseCoupon} error={c.couponError} disabled={c.submitting} />
      <InvoiceSection value={invoice} onChange={(choice) => editCheckout({ invoice: choice })} disabled={c.submitting} />
      <div className="extra">
        <label>
          {CHECKOUT_TEXT.poNumber}
          <input value={po} maxLength={50} placeholder={CHECKOUT_TEXT.poPlaceholder} onChange={(e) => editCheckout({ po: e.target.value })} />
        </label>
        <label>
          {CHECKOUT_TEXT.deliveryDate}
          <input type="date" value={date} min={bounds.min} max={bounds.max} onChange={(e) => editCheckout({ date: e.target.value })} />
        </label>
        <label className="wide">
          {CHECKOUT_TEXT.remark}
          <textarea rows={2} value={remark} maxLength={200} placeholder={CHECKOUT_TEXT.remarkPlaceholder} onChange={(e) => editCheckout({ remark: e.target.value })} />
        </label>
      </div>
      {p.warnings.length > 0 && (
        <ul className="warn" role="status">
          {p.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <OrderCompliance onChange={onStanding} />
      {c.totals && <TotalsSection totals={c.totals} credit={p.is_credit ? p.credit_available : null} />}
      <div className="bar">
        {problem && (
          <span className="problem" role="alert">
            {problem}
          </span>
        )}
        {c.minOrderShort > 0 && (
          <span className="problem" id="yc-min-order" data-testid="min-order-short">
            {MIN_ORDER_TEXT.short(c.minOrderShort)}（{MIN_ORDER_TEXT.line(p.pricing.minOrderFen)}）<Link href={backHref}>{backText}</Link>
          </span>
        )}
        {refused && <Link href={backHref}>{backText}</Link>}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          disabled={c.submitting || refused || standing.blocked || c.minOrderShort > 0}
          aria-describedby={c.minOrderShort > 0 ? 'yc-min-order' : undefined}
          aria-busy={c.submitting}
        >
          {c.submitting ? CHECKOUT_TEXT.submitting : CHECKOUT_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
