import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/**
 * The look the group-purchase and pre-sale cards share: `data-live="0"` greys a card that cannot be bought now, the
 * `.state` badge takes its colour from `data-tone` (live, soon, good, off), `.wide` is the /promotion/{id} layout.
 */
export function usePromoCardClass(): string {
  const css = useCss();
  return css`
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 12px; display: flex; flex-direction: column; gap: 6px; position: relative;
    &.wide { display: grid; grid-template-columns: 320px minmax(0, 1fr); gap: 8px 28px; padding: 20px; }
    &.wide .thumb { grid-row: span 12; }
    &.wide .gp { font-size: 28px; }
    &.wide .buy { justify-content: flex-start; gap: 16px; }
    &[data-live='0'] { background: ${t.bg}; }
    .state { position: absolute; top: 12px; left: 12px; background: #b45309; color: #fff; font-size: 12px; padding: 2px 8px; border-radius: 10px; }
    &[data-tone='soon'] .state { background: #1d4ed8; }
    &[data-tone='good'] .state { background: ${t.primary}; }
    &[data-tone='off'] .state { background: #4b5563; }
    .name { font-weight: 600; font-size: 15px; color: ${t.text}; text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    a.name:hover { color: ${t.primary}; }
    h1.name { font-size: 22px; margin: 0; white-space: normal; }
    .meta { color: ${t.muted}; font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .prices { display: flex; align-items: baseline; gap: 8px; }
    .gp { color: ${t.price}; font-size: 20px; font-weight: 700; }
    .gp small { font-size: 12px; }
    .was { color: ${t.muted}; font-size: 12px; }
    .retail { color: ${t.muted}; font-size: 12px; display: flex; gap: 10px; }
    .bar { height: 8px; border-radius: 4px; background: ${t.warnSoft}; overflow: hidden; }
    .bar span { display: block; height: 100%; background: linear-gradient(90deg, #f59e0b, #b45309); }
    .count { font-size: 12px; color: ${t.text}; display: flex; justify-content: space-between; }
    .buy { display: flex; gap: 8px; align-items: flex-start; justify-content: space-between; flex-wrap: wrap; }
  `;
}
