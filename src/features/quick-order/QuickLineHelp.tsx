import type { FastLine } from '../../contract/quick-order';
import { loadFastLines } from '../../stores/quick-order';
import { ArrivalButton, SubstituteList } from '../alerts';

/**
 * Under a quick-order line that cannot be bought (issue 32; the page and <yc-quick-order>): 到货提醒 when it is sold
 * out, and the substitutes with one-click replace of the line (quantity rounded to the substitute's pack).
 */
export function QuickLineHelp({ line }: { line: FastLine }) {
  const code = line.refusal?.code;
  if (code !== 'soldOut' && code !== 'outOfScope') return null;
  return (
    <div style={{ display: 'grid', gap: 4, marginTop: 4, textAlign: 'left' }} data-testid="qo-line-help">
      {code === 'soldOut' && (
        <span>
          <ArrivalButton productId={line.product_id} name={line.product.ty_name} size="sm" />
        </span>
      )}
      <SubstituteList productId={line.product_id} action={{ kind: 'replace', list: 'quick', amount: line.amount, onDone: () => void loadFastLines() }} compact />
    </div>
  );
}
