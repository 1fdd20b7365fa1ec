import { useEffect } from 'react';
import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { INVOICE_CHOICE_TEXT, INVOICE_CHOICES, type InvoiceChoice } from '../../model/invoice-rules';
import { $checkoutForm, $invoiceProblem, loadInvoiceDetails } from '../../stores/checkout';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** Where the buyer fills in or edits its invoice details. */
export const INVOICE_DETAILS_HREF = '/personal/basicInformation#invoice';

/**
 * 发票 at checkout: 不开发票 / 普通发票 / 专用发票 with the account's saved details (what the order will keep a snapshot
 * of, loaded into the checkout store when this shows), or what is missing and a link to fill it in. The store's
 * submit refuses an order with a problem (the server refuses it too).
 */
export function InvoiceSection({
  value,
  onChange,
  disabled,
}: {
  value: InvoiceChoice;
  onChange: (choice: InvoiceChoice) => void;
  disabled?: boolean;
}) {
  const css = useCss();
  const saved = useStore($checkoutForm).invoiceSaved;
  const problem = useStore($invoiceProblem);
  useEffect(() => void loadInvoiceDetails(), []);
  const cls = css`
    border: 0; margin: 0; padding: 0;
    legend { font-weight: 600; padding: 10px 0 6px; }
    .choices { display: flex; flex-wrap: wrap; gap: 8px; }
    .choices label { display: inline-flex; gap: 6px; align-items: center; padding: 6px 12px; border: 1px solid ${t.border}; border-radius: ${t.radius}; cursor: pointer; }
    .choices label:has(input:checked) { border-color: ${t.primary}; background: ${t.primarySoft}; }
    input { accent-color: ${t.primary}; }
    .facts { margin: 8px 0 0; font-size: 13px; color: ${t.muted}; display: grid; gap: 2px; }
    .problem { margin: 8px 0 0; font-size: 13px; color: ${t.danger}; }
  `;
  return (
    <fieldset className={cls} data-testid="checkout-invoice" disabled={disabled}>
      <legend>发票</legend>
      <div className="choices" role="radiogroup" aria-label="发票">
        {INVOICE_CHOICES.map((c) => (
          <label key={c}>
            <input
              type="radio"
              name="checkout-invoice"
              value={c}
              checked={value === c}
              onChange={() => onChange(c)}
            />
            {INVOICE_CHOICE_TEXT[c]}
          </label>
        ))}
      </div>
      {value !== 'none' && saved === undefined && <p className="facts">发票信息加载中…</p>}
      {value !== 'none' && problem && (
        <p className="problem" role="alert" data-testid="invoice-problem">
          {problem}，<Link href={INVOICE_DETAILS_HREF}>{saved ? '去完善发票信息' : '去填写发票信息'}</Link>
        </p>
      )}
      {value !== 'none' && saved && !problem && (
        <div className="facts" data-testid="invoice-facts">
          <span>
            抬头：{saved.title}　税号：{saved.tax_no}
          </span>
          {value === 'special' && (
            <span>
              {saved.bank} {saved.account}　{saved.address} {saved.phone}
            </span>
          )}
          <Link href={INVOICE_DETAILS_HREF}>修改发票信息</Link>
        </div>
      )}
    </fieldset>
  );
}
