import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { CHECKOUT_TEXT, deliveryDateBounds, deliveryDateProblem } from '../../model/checkout-rules';
import { MIN_ORDER_TEXT } from '../../model/order-money';
import { errorText } from '../../api';
import { Button } from '../../ui/Button';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { AddressSection, EMPTY_ADDRESS, type TypedAddress } from './AddressSection';
import { CouponSection } from './CouponSection';
import { OrderCompliance, type OrderStanding } from '../compliance';
import { LinesSection } from './LinesSection';
import { TotalsSection } from './TotalsSection';
import { InvoiceSection } from './InvoiceSection';
import type { InvoiceChoice } from '../../model/invoice-rules';
import { useCheckout, type OrderExtras } from './useCheckout';

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
  const [useOther, setUseOther] = useState(false);
  const [typed, setTyped] = useState<TypedAddress>(EMPTY_ADDRESS);
  const [remark, setRemark] = useState('');
  const [po, setPo] = useState('');
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState('');
  const [invoice, setInvoice] = useState<InvoiceChoice>('none');
  const [invoiceProblem, setInvoiceProblem] = useState<string | null>(null);
  const [standing, setStanding] = useState<OrderStanding>({ purchaserId: undefined, blocked: false });
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
    if (c.state.status === 'error') return <ErrorBox message={errorText(c.state.error, CHECKOUT_TEXT.loadFailed)} onRetry={c.retry} />;
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
    if (c.submitting) return;
    const dateProblem = deliveryDateProblem(date, Date.now());
    if (dateProblem) return setProblem(dateProblem);
    const other = useOther || p.addresses.length === 0;
    if (other && Object.values(typed).some((v) => v.trim() === '')) return setProblem(CHECKOUT_TEXT.addressMissing);
    if (invoiceProblem) return setProblem(invoiceProblem);
    setProblem('');
    const extras: OrderExtras = {
      remark,
      po_number: po,
      delivery_date: date,
      invoice,
      ...(standing.purchaserId ? { purchaser_id: standing.purchaserId } : {}),
      ...(other ? { address: typed } : { address_id: p.addresses[0]!.address_id }),
    };
    try {
      const placed = await c.submit(extras);
      navigate(placed.paid ? `/personal/orderDetail/${placed.order_id}` : `/payNow?orderCode=${encodeURIComponent(placed.orderCode)}`);
    } catch (err) {
      setProblem(errorText(err, CHECKOUT_TEXT.loadFailed));
    }
  }

  return (
    <form className={cls} aria-labelledby="yc-checkout-title" onSubmit={onSubmit} noValidate>
      <h1 id="yc-checkout-title">{CHECKOUT_TEXT.pageTitle}</h1>
      <AddressSection addresses={p.addresses} useOther={useOther} onUseOther={setUseOther} typed={typed} onType={setTyped} />
      <LinesSection groups={p.groups} shares={c.lineShares} />
      <CouponSection coupons={p.coupons} chosen={c.chosen} onChoose={c.choose} error={c.couponError} disabled={c.submitting} />
      <InvoiceSection value={invoice} onChange={setInvoice} onProblem={setInvoiceProblem} disabled={c.submitting} />
      <div className="extra">
        <label>
          {CHECKOUT_TEXT.poNumber}
          <input value={po} maxLength={50} placeholder={CHECKOUT_TEXT.poPlaceholder} onChange={(e) => setPo(e.target.value)} />
        </label>
        <label>
          {CHECKOUT_TEXT.deliveryDate}
          <input type="date" value={date} min={bounds.min} max={bounds.max} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="wide">
          {CHECKOUT_TEXT.remark}
          <textarea rows={2} value={remark} maxLength={200} placeholder={CHECKOUT_TEXT.remarkPlaceholder} onChange={(e) => setRemark(e.target.value)} />
        </label>
      </div>
      {p.warnings.length > 0 && (
        <ul className="warn" role="status">
          {p.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <OrderCompliance onChange={setStanding} />
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
