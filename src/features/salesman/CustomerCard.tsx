import { Link } from 'wouter';
import type { CustomerCard as Card } from '../../contract/salesman';
import { creditLevel } from '../../model/salesman-ui-rules';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { ActForButton } from './acting';

const canActReason = (c: Card) => (c.status === 2 ? '该客户已冻结，不能代客下单' : c.check_status !== 1 ? '该客户资料未审核通过，不能代客下单' : undefined);

/** One customer: who, balance and credit, last order, licence state, and the 代客下单 button. */
export function CustomerCard({ c }: { c: Card }) {
  const css = useCss();
  const usage = Number(c.credit_limit) > 0 ? ((Number(c.credit_used) / Number(c.credit_limit)) * 100).toFixed(2) : '0';
  const cls = css`
    border: 1px solid ${t.border}; border-radius: 8px; padding: 12px 14px; display: grid; gap: 8px;
    header { display: flex; align-items: baseline; gap: 8px; flex-wrap: wrap; }
    header h2 { margin: 0; font-size: 15px; }
    header small { color: ${t.muted}; }
    .badge { font-size: 12px; padding: 1px 8px; border-radius: 10px; background: ${t.primarySoft}; color: ${t.primaryDark}; }
    .badge[data-s='expiring'], .badge[data-s='missing'] { background: ${t.warnSoft}; color: ${t.warn}; }
    .badge[data-s='expired'] { background: ${t.danger}; color: #fff; }
    dl { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 4px 14px; margin: 0; font-size: 13px; }
    dl div { display: flex; gap: 6px; }
    dt { color: ${t.muted}; white-space: nowrap; }
    dd { margin: 0; }
    dd[data-level='near'], dd[data-level='full'], dd.warn { color: ${t.warn}; font-weight: 600; }
    footer { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; font-size: 13px; }
    footer a { color: ${t.primary}; }
  `;
  return (
    <article className={cls} data-testid="customer-card" aria-labelledby={`cust-${c.client_id}`}>
      <header>
        <h2 id={`cust-${c.client_id}`}>{c.client_name}</h2>
        <small>
          {c.client_type_name} · {c.city}
          {c.area} · {c.contact} {c.phone}
        </small>
        <span className="badge" data-s={c.licence_status} data-testid="licence-status" title={c.licence_soonest ? `${c.licence_soonest.name} ${c.licence_soonest.expires_on} 到期` : undefined}>
          资质{c.licence_status_text}
          {c.licence_soonest && c.licence_status !== 'ok' && `（${c.licence_soonest.name}${c.licence_soonest.days_left < 0 ? `已过期${-c.licence_soonest.days_left}天` : `${c.licence_soonest.days_left}天后到期`}）`}
        </span>
      </header>
      <dl>
        <div>
          <dt>账户余额</dt>
          <dd>¥{c.balance}</dd>
        </div>
        {c.is_credit ? (
          <>
            <div>
              <dt>授信额度</dt>
              <dd>¥{c.credit_limit}</dd>
            </div>
            <div>
              <dt>可用额度</dt>
              <dd data-level={creditLevel(usage)}>¥{c.credit_available}</dd>
            </div>
            <div>
              <dt>未还账单</dt>
              <dd className={Number(c.overdue) > 0 ? 'warn' : undefined}>
                ¥{c.unpaid}
                {Number(c.overdue) > 0 && `（逾期 ¥${c.overdue}）`}
              </dd>
            </div>
          </>
        ) : (
          <div>
            <dt>授信</dt>
            <dd>未开通</dd>
          </div>
        )}
        <div>
          <dt>最近下单</dt>
          <dd>{c.last_order_at ? `${c.last_order_at.slice(0, 10)} ¥${c.last_order_total ?? '0.00'}` : '暂无订单'}</dd>
        </div>
      </dl>
      <footer>
        <ActForButton customerId={c.client_id} name={c.client_name} disabled={!c.can_act} reason={canActReason(c)} />
        {!c.can_act && <span role="note">{canActReason(c)}</span>}
        <Link href={`/salesman/customerOrder?customer=${c.client_id}&name=${encodeURIComponent(c.client_name)}`}>查看订单</Link>
        {c.is_credit === 1 && <Link href={`/salesman/creditMange?keyword=${encodeURIComponent(c.client_name)}`}>授信账单</Link>}
      </footer>
    </article>
  );
}
