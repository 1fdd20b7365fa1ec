/**
 * Seeds the demo data, one module per area of the schema, in the order their rows refer to each other. Deterministic:
 * the same ids and rows on every machine (only password salts and the dates, relative to `today`, differ). Each
 * part fills only its own empty tables, so a populated database is left alone and one seeded by an older version
 * gets the tables added since.
 */
import type { Db } from '../types';
import { seedAccounts } from './accounts';
import { seedCatalogue, type SeedSize } from './catalogue';
import { seedPrices } from './prices';
import { seedContent } from './content';
import { seedCart } from './cart';
import { seedPromotions } from './promotions';
import { seedSpecialsAndCombinations } from './specials';
import { seedCheckout } from './checkout';
import { seedWallet } from './wallet';
import { seedOrders } from './orders';
import { seedParcels } from './parcels';
import { seedSalesman } from './salesman';
import { seedMember } from './member';
import { seedCompliance } from './compliance';
import { seedRaffle } from './raffle';
import { seedPresales } from './presale';
import { seedGroupOrders } from './group-orders';
import { seedStaff } from './staff';
import { seedInvoices } from './invoices';
import { seedDocuments } from './documents';

export { SEED_PRODUCT_COUNT, type SeedSize } from './catalogue';

export async function seedDatabase(db: Db, size: SeedSize, today = new Date()): Promise<void> {
  await seedAccounts(db);
  await seedStaff(db);
  await seedCatalogue(db, size, today);
  await seedPrices(db, today);
  await seedContent(db, today);
  await seedCart(db, today);
  await seedPromotions(db, today);
  await seedPresales(db, today);
  await seedSpecialsAndCombinations(db, today);
  await seedCheckout(db, today);
  await seedWallet(db, today);
  await seedOrders(db, today);
  await seedParcels(db);
  await seedSalesman(db, size, today);
  await seedMember(db, today);
  await seedCompliance(db, today);
  await seedRaffle(db, today);
  await seedGroupOrders(db, today);
  await seedInvoices(db, today);
  await seedDocuments(db);
}
