/**
 * How stock is shown to buyers. Many distributors do not want exact counts on the shelf: `level` shows 充足 / 紧张 /
 * 缺货, `count` the number in the selling unit. Set STOCK_DISPLAY for the deployment; a widget host may pass its own.
 */
export type StockDisplay = 'level' | 'count';

/** The distributor's choice for this deployment. */
export const STOCK_DISPLAY: StockDisplay = 'level';

/** Below this many units, or fewer than this many middle packs, stock is 紧张 (tight). */
export const STOCK_TIGHT_UNITS = 100;
export const STOCK_TIGHT_PACKS = 5;

export type StockLevel = 'plenty' | 'tight' | 'none';

export function stockLevel(stock: number, packing = 1): StockLevel {
  if (stock <= 0) return 'none';
  if (stock < STOCK_TIGHT_UNITS || stock < STOCK_TIGHT_PACKS * Math.max(1, packing)) return 'tight';
  return 'plenty';
}

export const STOCK_LEVEL_TEXT: Record<StockLevel, string> = { plenty: '充足', tight: '紧张', none: '缺货' };

/** `库存：充足` or `库存：128盒`. */
export function stockText(p: { stock: number; zhongbaozhuang_num?: number; product_dw?: string }, mode: StockDisplay = STOCK_DISPLAY): string {
  if (mode === 'count' && p.stock > 0) return `库存：${p.stock}${p.product_dw ?? ''}`;
  return `库存：${STOCK_LEVEL_TEXT[stockLevel(p.stock, p.zhongbaozhuang_num)]}`;
}
