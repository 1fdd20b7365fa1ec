/** The prize draw (SPEC §2.4 幸运抽奖): the raffle for anyone, the draw for the client himself, the operator's commands. */
import type { FastifyInstance } from 'fastify';
import * as raffle from '../../contract/raffle';
import { route } from '../http/route';
import { ownClientOf } from '../http/who';
import { raffleView } from '../services/raffle/view';
import { drawOnce } from '../services/raffle/draw';
import { createRaffle, endRaffle, listRafflesForOperator, setPrizeStock } from '../services/raffle/admin';
import type { RouteDeps } from './deps';

export async function raffleArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, raffle.raffleView, ({ who }) => raffleView(db, who.clientId));
  // The client's own draws: a salesman acting for a customer may not spend them.
  route(app, raffle.raffleDraw, ({ who, body }) => drawOnce(db, ownClientOf(who), body.raffle_id));

  route(app, raffle.operatorRaffles, () => listRafflesForOperator(db));
  route(app, raffle.operatorRaffleCreate, ({ body }) => createRaffle(db, body));
  route(app, raffle.operatorRaffleEnd, ({ body }) => endRaffle(db, body.raffle_id));
  route(app, raffle.operatorRafflePrizeStock, ({ body }) => setPrizeStock(db, body.prize_id, body.stock));
}
