/** Turns product rows into the API `Product`, per viewer: switch by business scope, prices only for logged-in users. */
import { getTableColumns, sql } from 'drizzle-orm';
import { fenToYuan } from '../../../model/money';
import { warningOf, warningText } from '../../../model/product-rules';
import type { BusinessScope, DrugType, FailureState, Product } from '../../../contract/catalog';
import { products } from '../../db/schema';
import { NEAR_EXPIRY_DAYS } from '../../constants';
import { neverOnlineOf } from '../checkout/never-online';

export type ProductRow = Omit<typeof products.$inferSelect, 'searchDoc' | 'leaflet' | 'pictures'> & { nearExpiry: number };

export interface Viewer {
  /** Scopes of the client bought for; null = no client (visitor, salesman alone): only the sale state counts. */
  scopes: number[] | null;
  showPrices: boolean;
  /** Whose prices the product reads select (services/prices/effective.ts); null = the base price. */
  price: PriceClass | null;
}

/**
 * Whose price a catalogue answer shows: the client type, and the client itself only when it has an agreed price
 * (then its answers are its own). The read cache keys on exactly this (cache/viewer-class.ts), and the reads
 * select by exactly this, so an answer kept for a class can hold no other price than that class's.
 */
export interface PriceClass {
  clientType: number | null;
  agreedClientId: number | null;
}

/** What toProduct reads of a viewer (the row already carries the viewer's price). */
export type ShownTo = Pick<Viewer, 'scopes' | 'showPrices'>;

/** 1 when the validity date is within the near-expiry window and not yet passed. */
/**
 * A product row as the services read it: every column but the search document, which only the search's WHERE needs,
 * the 说明书 (up to 20,000 characters) and the gallery's pictures, which only the detail page reads (product-detail.ts).
 */
const { searchDoc: _searchDoc, leaflet: _leaflet, pictures: _pictures, ...fields } = getTableColumns(products);
export const productFields = fields;

export const nearExpirySql = sql<number>`(${products.validity} >= current_date and ${products.validity} <= current_date + ${NEAR_EXPIRY_DAYS}::int)::int`;

/**
 * switch: 1 when the product's business scope is one the client may buy (always 1 without a client). The shelf
 * state travels in is_failure, so warningOf() names the right reason (off shelf, not "out of scope").
 */
export function switchOf(businessScope: number, viewer: Pick<Viewer, 'scopes'>): 0 | 1 {
  return viewer.scopes === null || viewer.scopes.includes(businessScope) ? 1 : 0;
}

/** Gross margin in percent of the retail price, 2 decimals ("33.59"). */
export function marginOf(priceFen: number, retailFen: number): string {
  if (retailFen <= 0) return '0.00';
  return (((retailFen - priceFen) / retailFen) * 100).toFixed(2);
}

export function toProduct(row: ProductRow, viewer: ShownTo): Product {
  const product: Product = {
    product_id: row.id,
    product_code: row.productCode,
    ty_name: row.tyName,
    manufacturer: row.manufacturer,
    product_standard: row.productStandard,
    product_dw: row.productDw,
    thumb: row.thumb,
    tag: row.tags.map((name) => ({ name })),
    medicare_code: row.medicareCode,
    business_scope: row.businessScope as BusinessScope,
    drug_type: row.drugType as DrugType,
    approval_number: row.approvalNumber,
    brand: row.brand,
    supplier: row.supplier,
    class_id: row.classId,
    validity: row.validity,
    switch: switchOf(row.businessScope, viewer),
    stock: row.stock,
    is_failure: row.isFailure as FailureState,
    is_zhengjian: row.isZhengjian ? 1 : 0,
    zhongbaozhuang_num: row.zhongbaozhuangNum,
    near_expiration_date: row.nearExpiry ? 1 : 0,
    max_buy_num: row.maxBuyNum,
    min_buy_num: row.minBuyNum,
  };
  if (neverOnlineOf(row)) product.never_online = 1;
  if (row.marketId > 0) {
    product.market_id = row.marketId;
    product.whetherMarket = { maxBuyNum: row.marketMaxBuyNum, msg: row.marketMsg };
  }
  if (viewer.showPrices) {
    product.price = fenToYuan(row.priceFen);
    product.retail_price = fenToYuan(row.retailPriceFen);
    product.margin = marginOf(row.priceFen, row.retailPriceFen);
  }
  const warning = warningOf(product);
  if (warning) product.warnTip = warningText(warning, 'listing');
  return product;
}
