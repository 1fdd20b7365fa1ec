/**
 * Every area's endpoint declarations. The server registers from these, the browser calls by them, the tests
 * (hostile inputs, access matrix, schema lint) iterate over `allEndpoints()`.
 */
import type { EndpointSpec } from './define';
import * as cart from './cart';
import * as session from './session';
import * as register from './register';
import * as cis from './cis';
import * as personal from './personal';
import * as catalog from './catalog';
import * as content from './content';
import * as zones from './zones';
import * as quickOrder from './quick-order';
import * as orders from './orders';
import * as payments from './payments';
import * as wallet from './wallet';
import * as checkout from './checkout';
import * as salesman from './salesman';
import * as member from './member';
import * as compliance from './compliance';
import * as site from './site';
import * as promotions from './promotions';
import * as raffle from './raffle';
import * as presale from './presale';
import * as specials from './specials';
import * as operatorOffers from './operator-offers';
import * as prices from './prices';
import * as admin from './admin';
import * as partners from './partners';
import * as open from './open';
import * as adminOrders from './admin-orders';
import * as adminCatalogue from './admin-catalogue';
import * as adminPromotions from './admin-promotions';
import * as adminOffers from './admin-offers';
import * as adminContent from './admin-content';
import * as adminSalesmen from './admin-salesmen';
import * as adminCustomers from './admin-customers';
import * as adminStaff from './admin-staff';
import * as ops from './ops';
import * as alerts from './alerts';
import * as invoices from './invoices';
import * as parcels from './parcels';
import * as returns from './returns';
import * as documents from './documents';

export const AREAS = { cart, quickOrder, orders, checkout, session, register, cis, personal, catalog, content, zones, payments, wallet, salesman, member, compliance, site, promotions, raffle, presale, specials, operatorOffers, prices, admin, partners, open, adminOrders, adminCatalogue, adminPromotions, adminOffers, adminContent, adminSalesmen, adminCustomers, adminStaff, ops, alerts, invoices, parcels, returns, documents } as const;

const isEndpoint = (v: unknown): v is EndpointSpec =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'auth' in v && 'response' in v;

export function allEndpoints(): EndpointSpec[] {
  return Object.values(AREAS).flatMap((area) => (Object.values(area) as unknown[]).filter(isEndpoint));
}

export * from './define';
export * from './common';
export { cart, quickOrder, orders, checkout, session, register, cis, personal, catalog, content, zones, payments, wallet, salesman, member, compliance, site, promotions, raffle, presale, specials, operatorOffers, prices, admin, partners, open, adminOrders, adminCatalogue, adminPromotions, adminOffers, adminContent, adminSalesmen, adminCustomers, adminStaff, ops, parcels, returns, documents };
