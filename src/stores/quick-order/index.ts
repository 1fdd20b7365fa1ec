/**
 * Quick order (快速下单): the server's list and the buy-now list (list.ts), the grid's drafts, notes, paste and
 * focus (grid.ts), and how lines are judged and totalled (lines.ts).
 */
export * from './list';
export * from './grid';
export * from './lines';
export * from './buy-now';
export * from './list-actions';
