/** Money is integer fen everywhere inside; the API shows yuan strings with 2 decimals. */
export type Fen = number;

export function fenToYuan(fen: Fen): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses "12.5", "12.50", 12.5 into 1250 fen; returns NaN for anything that is not a yuan amount. */
export function yuanToFen(yuan: string | number): Fen {
  const text = typeof yuan === 'number' ? yuan.toFixed(2) : yuan.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return Number.NaN;
  const [, sign, whole, frac = ''] = match;
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return sign ? -fen : fen;
}

/** Subtotal of a line in fen: amount × unit price, exact in integers. */
export function lineTotal(amount: number, unitFen: Fen): Fen {
  return amount * unitFen;
}

/** Yuan with thousands separators for sentences ("12,500.00"); fenToYuan stays the API's plain form. */
export function yuanGrouped(fen: Fen): string {
  const plain = fenToYuan(fen);
  const [whole = '0', frac = '00'] = plain.replace('-', '').split('.');
  return `${fen < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
