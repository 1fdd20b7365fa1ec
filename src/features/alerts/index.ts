/**
 * Never stuck at sold out (issue 32): message centre, 到货提醒, substitutes, replenishment suggestions. Each loads on
 * first render (`loadable`): the cards, cart, detail and quick order of the site and the widgets carry no alerts code
 * until a logged-in buyer meets a sold-out line or a suggestion.
 */
import { loadable } from '../../ui/loadable';

export type { SubstituteAction } from './SubstituteList';
export const ArrivalButton = loadable(() => import('./ArrivalButton').then((m) => m.ArrivalButton));
export const ArrivalList = loadable(() => import('./ArrivalList').then((m) => m.ArrivalList));
export const MyMessages = loadable(() => import('./MyMessages').then((m) => m.MyMessages));
export const ReorderSuggestions = loadable(() => import('./ReorderSuggestions').then((m) => m.ReorderSuggestions));
export const SubstituteList = loadable(() => import('./SubstituteList').then((m) => m.SubstituteList));
