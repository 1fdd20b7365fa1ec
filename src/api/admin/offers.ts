/**
 * 促销活动 (the generic offers page): for each kind its list (the latest), its create (the body checked against the
 * endpoint's schema first: no request for a refused body) and its end; 控销限购 only sets.
 */
import * as offers from '../../contract/admin-offers';
import type { DataOf, EndpointSpec } from '../../contract/define';
import { checkedCall } from './checked';
import { quietCall } from './quiet';

type Body = Record<string, unknown>;

/** The three calls of one kind. */
export interface OfferCalls<Row> {
  list: () => Promise<Row[]>;
  create: (body: Body) => Promise<unknown>;
  end: (id: number) => Promise<unknown>;
}

/** The row of a list endpoint's answer (an array). */
type RowOf<L extends EndpointSpec> = DataOf<L> extends readonly (infer R)[] ? R : never;

const callsOf = <L extends EndpointSpec, C extends EndpointSpec, E extends EndpointSpec>(list: L, create: C, end: E): OfferCalls<RowOf<L>> => ({
  list: () => quietCall(list, {} as never) as Promise<RowOf<L>[]>,
  create: (body) => checkedCall(create, body),
  end: (id) => quietCall(end, { id } as never),
});

export const groupCalls = callsOf(offers.adminGroups, offers.adminGroupCreate, offers.adminGroupEnd);
export const presaleCalls = callsOf(offers.adminPresales, offers.adminPresaleCreate, offers.adminPresaleEnd);
export const specialCalls = callsOf(offers.adminSpecials, offers.adminSpecialCreate, offers.adminSpecialEnd);
export const combinationCalls = callsOf(offers.adminCombinations, offers.adminCombinationCreate, offers.adminCombinationEnd);
export const addPriceCalls = callsOf(offers.adminAddPrices, offers.adminAddPriceCreate, offers.adminAddPriceEnd);
export const couponCalls = callsOf(offers.adminCoupons, offers.adminCouponCreate, offers.adminCouponEnd);
export const raffleCalls = callsOf(offers.adminRaffles, offers.adminRaffleCreate, offers.adminRaffleEnd);

/** 控销限购: set or clear a product's market limits. */
export const setMarket = (body: Body) => checkedCall(offers.adminMarketSet, body);
