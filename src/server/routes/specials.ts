/** Special prices and combinations (SPEC §3): a product's combinations for the detail page, and the operator's commands. */
import type { FastifyInstance } from 'fastify';
import * as specials from '../../contract/specials';
import { route } from '../http/route';
import { viewerOf } from '../services/accounts/viewer';
import { combinationsOfProduct } from '../services/promotions/combination-list';
import {
  createCombination,
  createSpecial,
  endCombination,
  endSpecial,
  listCombinationsForOperator,
  listSpecialsForOperator,
} from '../services/promotions/capped-admin';
import type { RouteDeps } from './deps';

export async function specialsArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  // Not cached: the sets a client may still buy change with every order.
  route(app, specials.combinationList, ({ who, query }) => combinationsOfProduct(db, query.product_id, viewerOf(who), who.clientId));

  route(app, specials.operatorSpecials, () => listSpecialsForOperator(db));
  route(app, specials.operatorSpecialCreate, ({ body }) => createSpecial(db, body));
  route(app, specials.operatorSpecialEnd, ({ body }) => endSpecial(db, body.special_id));
  route(app, specials.operatorCombinations, () => listCombinationsForOperator(db));
  route(app, specials.operatorCombinationCreate, ({ body }) => createCombination(db, body));
  route(app, specials.operatorCombinationEnd, ({ body }) => endCombination(db, body.combination_id));
}
