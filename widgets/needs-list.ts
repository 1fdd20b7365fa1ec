import type { Product } from '../src/contract/catalog';
import { getProductDetail, productSearch } from '../src/api';
import { addLines } from '../src/stores/cart';
import { persistence } from '../src/stores/persistence';
import { $session } from '../src/stores/session';
import { shared } from '../src/stores/shared';
import type { HostLine } from '../src/stores/events';
import { quantityRule } from '../src/model/product-rules';
import { productRefusal } from '../src/model/purchase-rules';
import { NEEDS_MAX_LINES, NEEDS_TEXT, needLineProblem, packedAmount, type NeedLine } from '../src/model/needs-list';

export type { NeedLine };

export interface PrefillResult {
  /** Lines put in the cart: what was asked, what the cart holds for it, the host's note. */
  added: { product_id: number; product_code: string; name: string; asked: number; amount: number; note?: string; rounded: boolean }[];
  /** Lines left out, with the reason in Chinese (unknown code, bad quantity, not purchasable). */
  refused: { line: NeedLine; reason: string }[];
}

const notesKey = () => `yaocaiNeedNotes:${$session.get().client_id ?? 0}`;
const notes = shared('needNotes', () => ({ key: '', byProduct: undefined as Record<string, string> | undefined }));

function readNotes(): Record<string, string> {
  if (!notes.byProduct || notes.key !== notesKey()) {
    notes.key = notesKey();
    try {
      const parsed: unknown = JSON.parse(persistence().local.get(notesKey()) ?? '{}');
      notes.byProduct = parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
    } catch {
      notes.byProduct = {};
    }
  }
  return notes.byProduct;
}

function keepNotes(next: Record<string, string>) {
  notes.byProduct = next;
  persistence().local.set(notesKey(), JSON.stringify(next));
}

/** The host's note for a cart line (from a prefill), if any. */
export const noteFor = (productId: number): string | undefined => readNotes()[String(productId)];

/** Lines as a host sees them, with names, codes, prices and the notes it gave. */
export function hostLines(lines: { product_id: number; amount: number; ty_name?: string; product_code?: string; product_dw?: string; price?: string }[]): HostLine[] {
  return lines.map((l) => ({
    product_id: l.product_id,
    amount: l.amount,
    name: l.ty_name,
    product_code: l.product_code,
    unit: l.product_dw,
    price: l.price,
    note: noteFor(l.product_id),
  }));
}

async function findProduct(line: NeedLine): Promise<Product | undefined> {
  if (line.product_id) return (await getProductDetail({ productId: line.product_id }, { silent: true }).catch(() => undefined))?.product;
  const code = line.product_code!.trim();
  const page = await productSearch({ keyword: code, page: 1, size: 10 }, { silent: true }).catch(() => undefined);
  return page?.list.find((p) => p.product_code === code);
}

/** Punchout: look each need up, round it to the pack, add the purchasable ones in one request, keep the notes. */
export async function prefillCart(needs: NeedLine[]): Promise<PrefillResult> {
  const result: PrefillResult = { added: [], refused: [] };
  if (needs.length > NEEDS_MAX_LINES) {
    return { added: [], refused: needs.map((line) => ({ line, reason: NEEDS_TEXT.tooMany(NEEDS_MAX_LINES) })) };
  }
  for (const line of needs) {
    const problem = needLineProblem(line);
    if (problem) {
      result.refused.push({ line, reason: problem });
      continue;
    }
    const product = await findProduct(line);
    if (!product) {
      result.refused.push({ line, reason: NEEDS_TEXT.noProduct });
      continue;
    }
    const amount = packedAmount(line.quantity, quantityRule(product));
    const refusal = productRefusal(product, amount);
    if (refusal) {
      result.refused.push({ line, reason: refusal.text });
      continue;
    }
    result.added.push({
      product_id: product.product_id,
      product_code: product.product_code,
      name: product.ty_name,
      asked: line.quantity,
      amount,
      note: line.note,
      rounded: amount !== line.quantity,
    });
  }
  if (result.added.length) {
    await addLines(result.added.map((l) => ({ product_id: l.product_id, amount: l.amount })));
    const next = { ...readNotes() };
    for (const l of result.added) if (l.note) next[String(l.product_id)] = l.note;
    keepNotes(next);
  }
  return result;
}
