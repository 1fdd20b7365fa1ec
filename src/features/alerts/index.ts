/** Never stuck at sold out (issue 32): message centre, 到货提醒, substitutes, replenishment suggestions. */
export { ArrivalButton } from './ArrivalButton';
export { ArrivalList } from './ArrivalList';
export { MyMessages } from './MyMessages';
export { ReorderSuggestions } from './ReorderSuggestions';
export { SubstituteList, type SubstituteAction } from './SubstituteList';
