/**
 * The per-row report of an upload: which product each row means (code or approval number first, then the exact
 * name narrowed by spec and maker), how many may go into the cart, and in plain Chinese why not when none may.
 * Quantities off the packing size are rounded up to it; everything else is judged by the shared purchase rules,
 * with the products as this buyer sees them (business scope, prices). Reads only: nothing is written.
 */
import type { BatchReport, BatchRow } from '../../../contract/quick-order';
import { BATCH_MAX_ROWS } from '../../../model/constants';
import { BATCH_MSG } from '../../../model/messages';
import { judgeListQuantity } from '../../../model/batch-rules';
import type { Db } from '../../db/client';
import { toProduct, type ProductRow, type Viewer } from '../catalog/product-view';
import type { UploadRow } from './columns';
import { codeKey, makerMatches, nameKey, specMatches } from './keys';
import { CANDIDATES_MAX, SIMILAR_LOOKUPS_MAX, productsByCode, productsByName, similarProducts } from './lookup';

type Match =
  | { kind: 'one'; product: ProductRow; note: string }
  | { kind: 'many'; products: ProductRow[]; reason: string }
  | { kind: 'none' };

/** Of products sharing a code or name, those the typed spec and maker fit. */
function narrow(found: ProductRow[], u: UploadRow, note = ''): Match {
  const fits = found.filter(
    (p) => (!u.spec || specMatches(u.spec, p.productStandard)) && (!u.maker || makerMatches(u.maker, p.manufacturer)),
  );
  if (fits.length === 1) return { kind: 'one', product: fits[0] as ProductRow, note };
  // A dose or maker that does not fit is never swapped silently for the one the catalogue has: the buyer confirms.
  if (fits.length === 0) return { kind: 'many', products: found, reason: BATCH_MSG.mismatch };
  return { kind: 'many', products: fits, reason: BATCH_MSG.ambiguous(fits.length) };
}

function match(u: UploadRow, byCode: Map<string, ProductRow[]>, byName: Map<string, ProductRow[]>): Match {
  const coded = u.code ? byCode.get(codeKey(u.code)) : undefined;
  if (coded?.length === 1) return { kind: 'one', product: coded[0] as ProductRow, note: '' };
  if (coded && coded.length > 1) {
    const named = u.name ? coded.filter((p) => nameKey(p.tyName) === nameKey(u.name)) : [];
    return narrow(named.length ? named : coded, u);
  }
  const named = u.name ? byName.get(nameKey(u.name)) : undefined;
  if (named?.length) return narrow(named, u, u.code ? BATCH_MSG.codeNotFoundByName : '');
  return { kind: 'none' };
}

const base = (u: UploadRow): Pick<BatchRow, 'row' | 'code' | 'name' | 'quantity_text'> => ({
  row: u.row,
  code: u.code,
  name: u.name,
  quantity_text: u.quantity,
});

const joinNotes = (...notes: string[]) => notes.filter(Boolean).join('；');

/** A row whose product is known: the quantity judged by the shared list rule (rounded up to the packing size). */
function judged(u: UploadRow, row: ProductRow, note: string, viewer: Viewer): BatchRow {
  const product = toProduct(row, viewer);
  const j = judgeListQuantity(product, u.quantity);
  if (j.reason !== null) return { ...base(u), amount: 0, status: 'rejected', reason: j.reason, product, candidates: [] };
  const status = j.note ? 'adjusted' : 'ok';
  return { ...base(u), amount: j.amount, status, reason: joinNotes(j.note, note), product, candidates: [] };
}

const ambiguous = (u: UploadRow, found: ProductRow[], reason: string, viewer: Viewer): BatchRow => ({
  ...base(u),
  amount: 0,
  status: 'ambiguous',
  reason,
  product: null,
  candidates: found.slice(0, CANDIDATES_MAX).map((p) => toProduct(p, viewer)),
});

/** The report of the rows of one file (at most BATCH_MAX_ROWS, checked by the reader). */
export async function reportRows(db: Db, viewer: Viewer, rows: UploadRow[]): Promise<BatchReport> {
  const byCode = await productsByCode(db, rows.map((r) => r.code), viewer.price);
  // Names only where the code did not settle it: most lists carry both, and a name has many makers' variants.
  const byName = await productsByName(
    db,
    rows.filter((r) => r.name && byCode.get(codeKey(r.code))?.length !== 1).map((r) => r.name),
    viewer.price,
  );
  let similarLookups = 0;
  const out: BatchRow[] = [];
  for (const u of rows) {
    const m = match(u, byCode, byName);
    if (m.kind === 'one') out.push(judged(u, m.product, m.note, viewer));
    else if (m.kind === 'many') out.push(ambiguous(u, m.products, m.reason, viewer));
    else {
      // A code that matches nothing is reported as such; a name may be close to a product's.
      let similar: ProductRow[] = [];
      if (u.name && similarLookups < SIMILAR_LOOKUPS_MAX) {
        similarLookups += 1;
        similar = await similarProducts(db, u.name, viewer.price);
      }
      out.push(
        similar.length
          ? ambiguous(u, similar, BATCH_MSG.similar, viewer)
          : { ...base(u), amount: 0, status: 'rejected', reason: BATCH_MSG.notFound, product: null, candidates: [] },
      );
    }
  }
  return {
    rows: out,
    total: out.length,
    valid: out.filter((r) => r.status === 'ok' || r.status === 'adjusted').length,
    limit: BATCH_MAX_ROWS,
  };
}
