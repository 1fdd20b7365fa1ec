/**
 * What an order is made of, product by product: a line is one part; a combination line (sets at combination_price)
 * is one part per component, qty × sets of it, with the line's money split over the components by their own prices
 * (model splitOverComponents), so the parts' line_fen add up to the priced line exactly. Order lines, stock and
 * frequently-bought counts are written from the parts; the activity holds from the lines.
 */
import type { PricedLine } from '../../../model/pricing';
import { splitOverComponents } from '../../../model/special-combination-rules';
import type { ProductRow } from '../catalog/product-view';
import type { SourceLine } from './source';

export interface OrderPart {
  row: ProductRow;
  amount: number;
  listPriceFen: number;
  /** Unit price charged (for a component, its share of the set price per unit, rounded; line_fen is exact). */
  priceFen: number;
  lineFen: number;
  discountFen: number;
  activity: SourceLine['activity'];
}

export function orderParts(l: SourceLine, p: PricedLine): OrderPart[] {
  if (!l.combo) return [{ row: l.row, amount: l.amount, listPriceFen: p.listPriceFen, priceFen: p.priceFen, lineFen: p.lineFen, discountFen: p.discountFen, activity: l.activity }];
  const items = l.combo.items.map((i) => ({ unitFen: i.row.priceFen, qty: i.qty }));
  const goods = splitOverComponents(p.goodsFen, items);
  const line = splitOverComponents(p.lineFen, items);
  const discount = splitOverComponents(p.discountFen, items);
  return l.combo.items.map((i, n) => {
    const amount = i.qty * l.amount;
    return {
      row: i.row,
      amount,
      listPriceFen: i.row.priceFen,
      priceFen: Math.round(goods[n]! / amount),
      lineFen: line[n]!,
      discountFen: discount[n]!,
      activity: { ...l.activity, seckillId: 0, specialId: 0, purchaseId: 0, isAddPrice: 0 },
    };
  });
}
