import type { CartLine } from '../../contract/cart';
import { quantityRule } from '../../model/product-rules';
import { setAmount } from '../../stores/cart';
import { QuantityStepper } from '../../ui/QuantityStepper';

/**
 * A cart line's quantity wherever the cart is shown (the cart page's rows, the side cart, `<yc-cart>`'s panel): the
 * step-strict stepper with the line's own rule (SPEC §5), saved through the cart store; a line that cannot be bought
 * shows its quantity only.
 */
export function LineQuantity({ line, failed }: { line: CartLine; failed: boolean }) {
  if (failed)
    return (
      <span className="m">
        ×{line.amount}
        {line.product_dw}
      </span>
    );
  return (
    <QuantityStepper
      value={line.amount}
      rule={quantityRule(line)}
      label={`${line.ty_name} 购买数量`}
      onChange={(n) => {
        if (n !== line.amount) void setAmount(line.id, n);
      }}
    />
  );
}
