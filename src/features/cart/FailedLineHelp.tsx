import type { CartLine } from '../../contract/cart';
import { warningOf } from '../../model/product-rules';
import { ArrivalButton, SubstituteList } from '../alerts';

/**
 * Under a cart line that cannot be bought (issue 32): 到货提醒 when it is sold out, and the substitutes the buyer may
 * buy (sold out or out of scope) with one-click replace, the quantity rounded to the substitute's pack.
 */
export function FailedLineHelp({ line }: { line: CartLine }) {
  const warning = warningOf(line);
  if (line.combination_id || (warning !== 'soldOut' && warning !== 'outOfScope')) return null;
  return (
    <div style={{ display: 'grid', gap: 6, marginTop: 6 }} data-testid="failed-line-help">
      {warning === 'soldOut' && (
        <span>
          <ArrivalButton productId={line.product_id} name={line.ty_name} size="sm" />
        </span>
      )}
      <SubstituteList productId={line.product_id} action={{ kind: 'replace', list: 'cart', amount: line.amount }} compact />
    </div>
  );
}
