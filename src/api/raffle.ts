/** The prize draw (/rotaryRaffle). Not re-exported by api/index.ts, so the first load does not carry it. */
import * as raffle from '../contract/raffle';
import type { RaffleDraw, RaffleView } from '../contract/raffle';
import type { RequestOptions } from './client';
import { call } from './call';

export function getRaffle(opts: RequestOptions = {}): Promise<RaffleView> {
  return call(raffle.raffleView, undefined, opts);
}

/** quiet: the page shows the refusal itself. */
export function drawRaffle(raffleId: number, opts: RequestOptions = {}): Promise<{ draw: RaffleDraw; draws_left: number }> {
  return call(raffle.raffleDraw, { raffle_id: raffleId }, { quiet: true, ...opts });
}
