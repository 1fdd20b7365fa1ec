/**
 * The back office's promotion forms (issue 28): what a typed field becomes in the request body. Every field is
 * typed as text; its kind says how it is read — an empty field is left out (the body schema then says 不能为空 for
 * a required one), a number that is not one stays NaN (refused as 格式不正确), never guessed. The nested fields
 * (a combination's products, a raffle's prizes) are one line each.
 */

export type OfferFieldKind = 'text' | 'int' | 'stamp' | 'day' | 'ids' | 'words' | 'items' | 'prizes' | 'choice' | 'intChoice';

/** A `datetime-local` value (China time) as the contract's `yyyy-MM-dd HH:mm:ss`. */
export const stampOfLocal = (v: string): string => (v ? `${v.replace('T', ' ')}${v.length === 16 ? ':00' : ''}` : '');

const parts = (v: string) => v.split(/[\s,，、;；]+/u).filter(Boolean);
const lines = (v: string) => v.split(/\r?\n/u).map((l) => l.trim()).filter(Boolean);
const numberOf = (v: string | undefined) => (v === undefined || v.trim() === '' ? NaN : Number(v.trim()));

/** `商品ID×数量` per line (× x X * or a space between): a combination's products. */
export function itemsOf(v: string): { product_id: number; qty: number }[] {
  return lines(v).map((l) => {
    const [id, qty] = l.split(/\s*[×xX*\s]\s*/u);
    return { product_id: numberOf(id), qty: numberOf(qty) };
  });
}

/** `名称,类型,权重,数量[,优惠券ID]` per line (类型 coupon / gift / none, or 优惠券 / 实物 / 谢谢参与): a raffle's prizes. */
export function prizesOf(v: string): Record<string, unknown>[] {
  const KIND: Record<string, string> = { 优惠券: 'coupon', 实物: 'gift', 礼品: 'gift', 谢谢参与: 'none' };
  return lines(v).map((l) => {
    const [name = '', kind = '', weight, stock, coupon] = l.split(/\s*[,，]\s*/u);
    return { name, kind: KIND[kind] ?? kind, weight: numberOf(weight), stock: numberOf(stock), ...(coupon ? { coupon_id: numberOf(coupon) } : {}) };
  });
}

/** One field's typed text as its body value, or undefined when it is left empty. */
export function fieldValue(kind: OfferFieldKind, text: string): unknown {
  const v = text.trim();
  if (v === '') return undefined;
  switch (kind) {
    case 'int':
    case 'intChoice':
      return numberOf(v);
    case 'stamp':
      return stampOfLocal(v);
    case 'ids':
      return parts(v).map((p) => numberOf(p));
    case 'words':
      return parts(v);
    case 'items':
      return itemsOf(text);
    case 'prizes':
      return prizesOf(text);
    default:
      return v;
  }
}

/**
 * The body of a form: each field's value under its key; a key `a.b` nests (a coupon's scope), and a nested object
 * left all empty is left out.
 */
export function offerBody(fields: readonly { key: string; kind: OfferFieldKind }[], draft: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const value = fieldValue(f.kind, draft[f.key] ?? '');
    if (value === undefined) continue;
    const [outer, inner] = f.key.split('.');
    if (inner) body[outer!] = { ...((body[outer!] as Record<string, unknown>) ?? {}), [inner]: value };
    else body[outer!] = value;
  }
  return body;
}
