import { memo } from 'react';
import { Link } from 'wouter';
import type { CartLine } from '../../contract/cart';
import { isCheckable, type CartKind } from '../../model/cart-rules';
import { CART_MSG, MSG } from '../../model/messages';
import { fenToYuan, yuanToFen } from '../../model/money';
import { productRefusal } from '../../model/purchase-rules';
import { RefusalNote } from '../../ui/RefusalNote';
import { moveLinesToAdditional, removeLines, setChecked } from '../../stores/cart';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { productDetailHref } from '../../model/route-table';
import { ProductThumb } from '../../ui/ProductThumb';
import { askDelete } from './ask-delete';
import { FailedLineHelp } from './FailedLineHelp';
import { LineQuantity } from './LineQuantity';

/** Column template shared by the table head and the rows. */
export const CART_COLUMNS = '36px 64px minmax(0, 1fr) 110px 150px 110px 84px';

async function confirmRemove(line: CartLine): Promise<void> {
  if (await askDelete(CART_MSG.confirmDelete(line.ty_name))) await removeLines([line.id]);
}

/**
 * One cart line: check box (disabled with the reason for a line that cannot be bought or an add-on below its
 * threshold), picture, name / specification / manufacturer, unit price, step-strict quantity, subtotal, actions.
 */
export const CartLineRow = memo(function CartLineRow({
  line,
  kind,
  checked,
  blocked,
}: {
  line: CartLine;
  kind: CartKind;
  checked: boolean;
  blocked?: string;
}) {
  const css = useCss();
  const failed = kind === 'failure' || !isCheckable(line);
  const disabled = failed || blocked !== undefined;
  const cls = css`
    display: grid; grid-template-columns: ${CART_COLUMNS}; gap: 12px; align-items: center; padding: 14px 12px; border-top: 1px solid ${t.border};
    &[data-disabled='true'] .info, &[data-disabled='true'] .thumb { opacity: .65; }
    &[data-disabled='true'] .sub { color: ${t.muted}; font-weight: 400; }
    &[data-checked='true'] { background: #fffbf0; }
    input[type='checkbox'] { width: 16px; height: 16px; margin: 0; accent-color: ${t.primary}; cursor: pointer; }
    input[type='checkbox']:disabled { cursor: not-allowed; }
    .info { min-width: 0; display: grid; gap: 2px; }
    .info a { color: ${t.text}; font-weight: 600; text-decoration: none; }
    .info a:hover { color: ${t.primary}; }
    .m { color: ${t.muted}; font-size: 12px; }
    .tag { display: inline-block; margin-right: 6px; padding: 0 6px; border-radius: 3px; font-size: 12px; background: #fff4e5; color: ${t.warn}; }
    .why { color: ${t.warn}; font-size: 12px; }
    .why strong { margin-right: 4px; }
    .combo { margin: 4px 0 0; padding-left: 16px; color: ${t.muted}; font-size: 12px; }
    .price { font-size: 13px; }
    .sub { color: ${t.price}; font-weight: 600; }
    .ops { display: grid; justify-items: start; gap: 2px; }
    .ops button { border: none; background: none; padding: 0; cursor: pointer; font: inherit; font-size: 12px; color: ${t.muted}; }
    .ops button:hover { color: ${t.primary}; }
    .ops button.del:hover { color: ${t.danger}; }
  `;
  const reason = line.warnTip || (failed ? CART_MSG.groups.failure : '');
  // The whole reason and what to do, in the words the server refuses with (the short tip alone says only what).
  const refusal = failed ? productRefusal(line, line.amount) : null;
  return (
    <div className={cls} data-testid="cart-row" data-line={line.id} data-disabled={disabled} data-checked={checked}>
      <input
        type="checkbox"
        aria-label={`选择${line.ty_name}`}
        checked={checked && !disabled}
        disabled={disabled}
        onChange={(e) => void setChecked([line.id], e.target.checked ? 1 : 0)}
      />
      <div className="thumb">
        <ProductThumb name={line.ty_name} thumb={line.thumb} size={64} />
      </div>
      <div className="info">
        <Link href={productDetailHref(line.product_id)}>{line.ty_name}</Link>
        <span className="m">
          {line.product_standard}
          {line.manufacturer && ` · ${line.manufacturer}`}
          {line.zhongbaozhuang_num > 1 && ` · 中包装${line.zhongbaozhuang_num}${line.product_dw}`}
        </span>
        <span>
          {line.near_expiration_date === 1 && <span className="tag">近效期</span>}
        </span>
        {line.product_list && line.product_list.length > 0 && (
          <ul className="combo" aria-label={CART_MSG.comboOf(line.product_list.length)}>
            {line.product_list.map((p) => (
              <li key={p.id}>
                {p.ty_name} {p.product_standard} ×{p.amount}
              </li>
            ))}
          </ul>
        )}
        {failed && reason && (
          <span className="why" data-testid="warn-tip">
            {reason}
          </span>
        )}
        {failed && refusal && <RefusalNote refusal={refusal} />}
        {failed && (line.warnTip || '') !== '' && <FailedLineHelp line={line} />}
        {!failed && blocked && (
          <span className="why" role="note" data-testid="add-price-tip">
            <strong>{MSG.addPriceTitle}</strong>
            {blocked}
          </span>
        )}
      </div>
      <div className="price">
        ¥{line.price}
        <span className="m">/{line.product_dw}</span>
      </div>
      <div className="qty">
        <LineQuantity line={line} failed={failed} />
      </div>
      <div className="sub" data-testid="line-subtotal">
        ¥{fenToYuan(line.amount * yuanToFen(line.price))}
      </div>
      <div className="ops">
        {!failed && !line.combination_id && (
          <button type="button" aria-label={`${CART_MSG.moveToAdditional}：${line.ty_name}`} onClick={() => void moveLinesToAdditional([line.id])}>
            {CART_MSG.moveToAdditional}
          </button>
        )}
        <button type="button" className="del" aria-label={`${CART_MSG.remove}：${line.ty_name}`} onClick={() => void confirmRemove(line)}>
          {CART_MSG.remove}
        </button>
      </div>
    </div>
  );
});
