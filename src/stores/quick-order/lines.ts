/** The quick-order list as the footer and the order buttons see it: totals, and which lines may be bought now. */
import type { FastLine } from '../../contract/quick-order';
import { fenToYuan, lineTotal, yuanToFen } from '../../model/money';
import { productRefusal, type Refusal } from '../../model/purchase-rules';

/** Judged again in the browser: the server's refusal is as of the last answer, an edited amount is newer. */
export const refusalOf = (l: Pick<FastLine, 'product' | 'amount'>): Refusal | null => productRefusal(l.product, l.amount);

export interface FastTotals {
  lines: number;
  pieces: number;
  /** Yuan, 2 decimals, of the lines that may be bought. */
  total: string;
}

export function fastTotals(lines: FastLine[]): FastTotals {
  let pieces = 0;
  let fen = 0;
  for (const l of lines) {
    pieces += l.amount;
    const price = l.product.price === undefined ? Number.NaN : yuanToFen(l.product.price);
    if (!refusalOf(l) && Number.isFinite(price)) fen += lineTotal(l.amount, price);
  }
  return { lines: lines.length, pieces, total: fenToYuan(fen) };
}

export interface RefusedLine {
  line: FastLine;
  refusal: Refusal;
}

/** Lines that may go to the cart or checkout now, and the others with why not. */
export function splitLines(lines: FastLine[]): { ok: FastLine[]; refused: RefusedLine[] } {
  const ok: FastLine[] = [];
  const refused: RefusedLine[] = [];
  for (const line of lines) {
    const refusal = refusalOf(line);
    if (refusal) refused.push({ line, refusal });
    else ok.push(line);
  }
  return { ok, refused };
}
