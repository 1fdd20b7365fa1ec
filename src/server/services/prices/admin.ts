/**
 * Setting prices until the back office and the ERP API exist (npm run operator -- prices | price-type |
 * price-type-clear | price-agreed | price-agreed-clear, /api/operator/prices*): a product's client-type prices and
 * its agreed prices per client. Each change is one transaction with its audit_log row (the price before and after);
 * once it committed, a `prices` catalogue notice drops the cached answers that show prices on every instance, and
 * an agreed-price change also a `clients` notice for that client, whose cached sessions then read again whether it
 * has agreed prices (its catalogue answers are its own while it has any: cache/viewer-class.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { chinaDay } from '../../../model/date-range';
import { agreedPhaseText, agreedWindowProblem, clientTypeOf, parsePrice, PRICE_MSG } from '../../../model/effective-price';
import { CLIENT_TYPES } from '../../../model/enums';
import { fenToYuan } from '../../../model/money';
import type { AgreedPriceInput, ProductPrices, TypePriceInput } from '../../../contract/prices';
import type { Db } from '../../db/client';
import { clientAgreedPrices, clients, products, productTypePrices } from '../../db/schema';
import { ApiError } from '../../errors';
import { publish } from '../../notices/bus';
import { catalogueChanged } from '../../notices/catalogue';
import { OPERATOR_ACTOR, type Actor } from '../trust/audit';
import type { Tx } from '../cart/tx';
import { operatorAudit } from '../promotions/operator-window';

function priceFen(yuan: string): number {
  const parsed = parsePrice(yuan);
  if ('problem' in parsed) throw new ApiError(400, parsed.problem);
  return parsed.fen;
}

function clientType(n: number): number {
  if (clientTypeOf(n) === null) throw new ApiError(400, PRICE_MSG.badClientType);
  return n;
}

async function productOf(db: Db | Tx, productId: number) {
  const [p] = await db
    .select({ id: products.id, tyName: products.tyName, productStandard: products.productStandard, manufacturer: products.manufacturer, priceFen: products.priceFen })
    .from(products)
    .where(eq(products.id, productId));
  if (!p) throw new ApiError(404, PRICE_MSG.productMissing);
  return p;
}

/** Usernames are unique case-insensitively; the operator may type any case, as login accepts. */
async function clientOf(db: Db | Tx, username: string) {
  const [c] = await db
    .select({ id: clients.id, username: clients.username })
    .from(clients)
    .where(eq(sql`lower(${clients.username})`, username.trim().toLowerCase()));
  if (!c) throw new ApiError(404, PRICE_MSG.clientMissing(username.trim()));
  return c;
}

/** A product's base, client-type and agreed prices; the agreed ones with their state on today's China day. */
export async function productPrices(db: Db | Tx, productId: number, now = new Date()): Promise<ProductPrices> {
  const p = await productOf(db, productId);
  const today = chinaDay(now);
  const typed = await db.select().from(productTypePrices).where(eq(productTypePrices.productId, productId)).orderBy(asc(productTypePrices.clientType));
  const agreed = await db
    .select({ row: clientAgreedPrices, username: clients.username, clientName: clients.name })
    .from(clientAgreedPrices)
    .innerJoin(clients, eq(clients.id, clientAgreedPrices.clientId))
    .where(eq(clientAgreedPrices.productId, productId))
    .orderBy(asc(clients.username));
  return {
    product_id: p.id,
    ty_name: p.tyName,
    product_standard: p.productStandard,
    manufacturer: p.manufacturer,
    base_price: fenToYuan(p.priceFen),
    type_prices: typed.map((t) => ({
      client_type: t.clientType,
      type_name: CLIENT_TYPES[t.clientType as keyof typeof CLIENT_TYPES] ?? '',
      price: fenToYuan(t.priceFen),
    })),
    agreed_prices: agreed.map(({ row, username, clientName }) => ({
      username,
      client_name: clientName,
      price: fenToYuan(row.priceFen),
      valid_from: row.validFrom,
      valid_until: row.validUntil,
      state: agreedPhaseText(row, today),
    })),
  };
}

/** Runs a price change in one transaction, then tells every instance once it committed. */
async function changingPrices(db: Db, write: (tx: Tx) => Promise<number | null>, now: Date, productId: number): Promise<ProductPrices> {
  const agreedClient = await db.transaction(write);
  await catalogueChanged(db, 'prices');
  if (agreedClient !== null) await publish(db, { kind: 'clients', ids: [agreedClient] });
  return productPrices(db, productId, now);
}

export async function setTypePrice(db: Db, input: TypePriceInput, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<ProductPrices> {
  const fen = priceFen(input.price);
  const type = clientType(input.client_type);
  return changingPrices(db, async (tx) => {
    await productOf(tx, input.product_id);
    const [before] = await tx
      .select({ priceFen: productTypePrices.priceFen })
      .from(productTypePrices)
      .where(and(eq(productTypePrices.productId, input.product_id), eq(productTypePrices.clientType, type)))
      .for('update');
    await tx
      .insert(productTypePrices)
      .values({ productId: input.product_id, clientType: type, priceFen: fen })
      .onConflictDoUpdate({ target: [productTypePrices.productId, productTypePrices.clientType], set: { priceFen: fen, updatedAt: sql`now()` } });
    await operatorAudit(tx, `price:${input.product_id}`, { step: 'type-set', client_type: type, price_fen: fen, before_fen: before?.priceFen ?? null }, actor);
    return null;
  }, now, input.product_id);
}

export async function clearTypePrice(db: Db, productId: number, type: number, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<ProductPrices> {
  clientType(type);
  return changingPrices(db, async (tx) => {
    await productOf(tx, productId);
    const [gone] = await tx
      .delete(productTypePrices)
      .where(and(eq(productTypePrices.productId, productId), eq(productTypePrices.clientType, type)))
      .returning();
    if (!gone) throw new ApiError(404, PRICE_MSG.typePriceMissing);
    await operatorAudit(tx, `price:${productId}`, { step: 'type-clear', client_type: type, before_fen: gone.priceFen }, actor);
    return null;
  }, now, productId);
}

export async function setAgreedPrice(db: Db, input: AgreedPriceInput, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<ProductPrices> {
  const fen = priceFen(input.price);
  const problem = agreedWindowProblem(input.valid_from, input.valid_until);
  if (problem) throw new ApiError(400, problem);
  return changingPrices(db, async (tx) => {
    await productOf(tx, input.product_id);
    const c = await clientOf(tx, input.username);
    const [before] = await tx
      .select()
      .from(clientAgreedPrices)
      .where(and(eq(clientAgreedPrices.productId, input.product_id), eq(clientAgreedPrices.clientId, c.id)))
      .for('update');
    const values = { priceFen: fen, validFrom: input.valid_from, validUntil: input.valid_until };
    await tx
      .insert(clientAgreedPrices)
      .values({ productId: input.product_id, clientId: c.id, ...values })
      .onConflictDoUpdate({ target: [clientAgreedPrices.productId, clientAgreedPrices.clientId], set: { ...values, updatedAt: sql`now()` } });
    await operatorAudit(tx, `price:${input.product_id}`, {
      step: 'agreed-set',
      client_id: c.id,
      price_fen: fen,
      valid_from: input.valid_from,
      valid_until: input.valid_until,
      before: before ? { price_fen: before.priceFen, valid_from: before.validFrom, valid_until: before.validUntil } : null,
    }, actor);
    return c.id;
  }, now, input.product_id);
}

export async function clearAgreedPrice(db: Db, productId: number, username: string, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<ProductPrices> {
  return changingPrices(db, async (tx) => {
    await productOf(tx, productId);
    const c = await clientOf(tx, username);
    const [gone] = await tx
      .delete(clientAgreedPrices)
      .where(and(eq(clientAgreedPrices.productId, productId), eq(clientAgreedPrices.clientId, c.id)))
      .returning();
    if (!gone) throw new ApiError(404, PRICE_MSG.agreedPriceMissing);
    await operatorAudit(tx, `price:${productId}`, {
      step: 'agreed-clear',
      client_id: c.id,
      before: { price_fen: gone.priceFen, valid_from: gone.validFrom, valid_until: gone.validUntil },
    }, actor);
    return c.id;
  }, now, productId);
}
