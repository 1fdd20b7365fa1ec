import type { CheckoutLine, CheckoutPreview } from '../../contract/checkout';
import { CART_MSG } from '../../model/messages';
import { CHECKOUT_TEXT } from '../../model/checkout-rules';
import { yuanToFen } from '../../model/money';
import { LINE_TEXT, lineDisplay } from '../../model/order-money';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

const GROUPS = ['product', 'seckill', 'combination', 'addPrice'] as const;

/**
 * The order's lines by cart group; a line that cannot be bought stays listed with its reason and what to do. Each
 * line shows 单价 × 数量 = 小计 and, apart, its share of 满减 and coupon (优惠分摊) and 实付, for the coupon chosen
 * (`shares`, the model's preview by line key; the server's preview until then).
 */
export function LinesSection({ groups, shares }: { groups: CheckoutPreview['groups']; shares?: ReadonlyMap<number, number> }) {
  const css = useCss();
  const cls = css`
    table { width: 100%; border-collapse: collapse; font-size: 13px; }
    caption { text-align: left; font-weight: 600; padding: 10px 0 6px; }
    th { text-align: left; color: ${t.muted}; font-weight: 400; padding: 6px 8px; background: ${t.bg}; }
    td { padding: 10px 8px; border-top: 1px solid ${t.border}; vertical-align: top; }
    td.num, th.num { text-align: right; white-space: nowrap; }
    .name { font-weight: 600; }
    .sub { color: ${t.muted}; font-size: 12px; }
    del { color: ${t.muted}; font-size: 12px; margin-right: 4px; }
    tr[data-refused='true'] td { background: #fff7ed; }
    .why { color: ${t.danger}; font-size: 12px; margin-top: 4px; }
  `;
  return (
    <div className={cls}>
      {GROUPS.filter((g) => groups[g].length > 0).map((g) => (
        <table key={g} aria-label={CART_MSG.groups[g]}>
          <caption>{CART_MSG.groups[g]}</caption>
          <thead>
            <tr>
              <th>商品</th>
              <th className="num">单价</th>
              <th className="num">数量</th>
              <th className="num">{LINE_TEXT.subtotal}</th>
              <th className="num">{LINE_TEXT.share}</th>
              <th className="num">{LINE_TEXT.paid}</th>
            </tr>
          </thead>
          <tbody>
            {groups[g].map((l) => (
              <LineRow key={l.key} line={l} shareFen={shares?.get(l.key)} />
            ))}
          </tbody>
        </table>
      ))}
      <p className="sub">{LINE_TEXT.shareNote}</p>
    </div>
  );
}

function LineRow({ line, shareFen }: { line: CheckoutLine; shareFen: number | undefined }) {
  const refused = line.refusal !== null;
  const d = lineDisplay(yuanToFen(line.price), line.amount, shareFen ?? yuanToFen(line.discount_money));
  return (
    <tr data-refused={refused} data-testid="checkout-line">
      <td>
        <div className="name">{line.ty_name}</div>
        <div className="sub">
          {line.product_standard} · {line.manufacturer}
        </div>
        {line.refusal && (
          <div className="why" role="note">
            {CHECKOUT_TEXT.refused}：{line.refusal.text}（{line.refusal.fixText}）
          </div>
        )}
      </td>
      <td className="num">
        {line.list_price !== line.price && <del>¥{line.list_price}</del>}¥{line.price}
      </td>
      <td className="num">
        {line.amount}
        {line.product_dw}
      </td>
      <td className="num" data-testid="line-subtotal">{refused ? '—' : `¥${d.subtotal}`}</td>
      <td className="num" data-testid="line-share">{refused || !d.hasShare ? '—' : LINE_TEXT.shareValue(d.share)}</td>
      <td className="num" data-testid="line-paid">{refused ? '—' : `¥${d.paid}`}</td>
    </tr>
  );
}
