import { Link } from 'wouter';
import type { BankDetails, OrderPayInfo, PayOption } from '../../contract/payments';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** The bank account to transfer to, with the order code as the transfer remark (转账备注). */
export function BankBox({ bank }: { bank: BankDetails }) {
  const css = useCss();
  return (
    <dl
      className={css`display: grid; grid-template-columns: 90px 1fr; gap: 6px 12px; margin: 8px 0 0; padding: 12px 16px; background: ${t.bg}; border-radius: 6px;
        dt { color: ${t.muted}; } dd { margin: 0; font-weight: 600; }`}
      data-testid="bank-details"
    >
      <dt>户名</dt>
      <dd>{bank.account_name}</dd>
      <dt>开户行</dt>
      <dd>{bank.bank_name}</dd>
      <dt>账号</dt>
      <dd>{bank.account_no}</dd>
      <dt>转账备注</dt>
      <dd>{bank.remark}</dd>
    </dl>
  );
}

/**
 * The ways to pay as a radio group (arrow keys move between enabled ones): a way that cannot be used says why; a
 * short balance links to the top-up; bank transfer shows the account once chosen.
 */
export function PayOptions({ info, chosen, onChoose }: { info: OrderPayInfo; chosen: PayOption['group'] | null; onChoose: (g: PayOption['group']) => void }) {
  const css = useCss();
  const cls = css`
    display: grid; gap: 10px; border: none; padding: 0; margin: 0;
    legend { font-weight: 600; margin-bottom: 8px; }
    label { display: grid; grid-template-columns: 20px 120px 1fr; align-items: center; gap: 10px; padding: 12px 16px; border: 1px solid ${t.border}; border-radius: 6px; cursor: pointer; }
    label[data-checked='true'] { border-color: ${t.primary}; background: ${t.primarySoft}; }
    label[data-disabled='true'] { cursor: not-allowed; color: ${t.muted}; background: #fafafa; }
    .name { font-weight: 600; }
    .side { color: ${t.muted}; font-size: 13px; }
    .why { color: ${t.warn}; font-size: 13px; }
    .why a { color: ${t.primary}; margin-left: 8px; }
  `;
  const side = (o: PayOption) => {
    if (o.group === 'balance') return `可用余额 ¥${info.balance}`;
    if (o.group === 'credit') return `可用额度 ¥${info.credit_available}`;
    if (o.group === 'bankTransfer') return '对公转账，到账确认后发货';
    return '扫码支付';
  };
  return (
    <fieldset className={cls} role="radiogroup" aria-label="选择支付方式">
      <legend>选择支付方式</legend>
      {info.pay_types.map((o) => (
        <div key={o.group}>
          <label data-checked={chosen === o.group} data-disabled={!o.enabled} data-testid={`pay-${o.group}`}>
            <input type="radio" name="pay-way" value={o.group} checked={chosen === o.group} disabled={!o.enabled} onChange={() => onChoose(o.group)} />
            <span className="name">{o.name}</span>
            <span>
              <span className="side">{side(o)}</span>
              {o.reason && (
                <span className="why" role="note">
                  {'　'}
                  {o.reason}
                  {o.group === 'balance' && <Link href="/personal/cash">去充值</Link>}
                </span>
              )}
            </span>
          </label>
          {o.group === 'bankTransfer' && chosen === 'bankTransfer' && <BankBox bank={info.bank} />}
        </div>
      ))}
    </fieldset>
  );
}
