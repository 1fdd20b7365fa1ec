/** One product for /productDetail/{productId}: the product with its category and brand, and related products. */
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { SERVER_MSG } from '../../../model/messages';
import { fenToYuan } from '../../../model/money';
import type { Product, ProductDetail } from '../../../contract/catalog';
import type { Db } from '../../db/client';
import { brands, categories, products, zoneProducts } from '../../db/schema';
import { ApiError } from '../../errors';
import { toProduct, type ProductRow, type Viewer } from './product-view';
import { pricedProductFields } from '../prices/effective';
import { runningSeckillOf, seckillProductFields } from '../promotions/seckill-list';
import { combinationMarks, withSpecialPrices } from '../promotions/special-marks';

export const RELATED_LIMIT = 10;

const purchasable = sql`(${products.stock} > 0 and ${products.isFailure} = 0)`;

/** Special-zone products carry the price before the markdown, for viewers who see prices. */
export async function withOriginalPrices(db: Db, list: Product[], viewer: Viewer): Promise<Product[]> {
  if (!viewer.showPrices || list.length === 0) return list;
  const rows = await db
    .select({ id: zoneProducts.productId, fen: zoneProducts.originalPriceFen })
    .from(zoneProducts)
    .where(and(eq(zoneProducts.zone, 'special'), inArray(zoneProducts.productId, list.map((p) => p.product_id))));
  const byId = new Map(rows.map((r) => [r.id, r.fen]));
  return list.map((p) => {
    const fen = byId.get(p.product_id);
    return fen ? { ...p, original_price: fenToYuan(fen) } : p;
  });
}

export async function productDetail(
  db: Db,
  productId: number,
  viewer: Viewer,
  activity: { seckillId?: number; purchaseId?: number } = {},
): Promise<ProductDetail> {
  const fields = pricedProductFields(viewer.price);
  const [row] = await db
    .select(fields)
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new ApiError(404, SERVER_MSG.productMissing);

  const [cat] = await db.select().from(categories).where(eq(categories.id, row.classId));
  const [parent] = cat?.parentId ? await db.select().from(categories).where(eq(categories.id, cat.parentId)) : [];
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.name, row.brand));
  const [{ leaflet, pictures } = { leaflet: '', pictures: [] }] = await db
    .select({ leaflet: products.leaflet, pictures: products.pictures })
    .from(products)
    .where(eq(products.id, row.id));

  // Same generic name from other makers first, then the same category; purchasable and best sellers first.
  const related = (await db
    .select(fields)
    .from(products)
    .where(and(ne(products.id, row.id), or(eq(products.tyName, row.tyName), eq(products.classId, row.classId))))
    .orderBy(desc(sql`(${products.tyName} = ${row.tyName})`), desc(purchasable), desc(products.sales), asc(products.id))
    .limit(RELATED_LIMIT)) as ProductRow[];

  const [own] = await withSpecialPrices(db, await withOriginalPrices(db, [toProduct(row, viewer)], viewer), viewer);
  // A seckill link (?seckillId=) shows the seckill's price and limits while it has not ended (services/promotions).
  const seckill = activity.seckillId ? await runningSeckillOf(db, activity.seckillId, row.id, Date.now()) : null;
  const marked = { ...own!, ...(await combinationMarks(db, row.id)) };
  const product = seckill ? { ...marked, ...seckillProductFields(seckill, row, viewer, 0) } : marked;
  return {
    product: {
      ...(product as Product),
      class_name: cat?.name ?? '',
      parent_class_id: parent?.id ?? null,
      parent_class_name: parent?.name ?? '',
      brand_id: brand?.id ?? null,
      // One picture is the main one already (thumb): a gallery starts at two.
      pictures: pictures.length > 1 ? pictures : [],
      gsp: {
        trade_name: row.tradeName,
        dosage_form: row.dosageForm,
        carton_num: row.cartonNum,
        licence_holder: row.licenceHolder,
        origin: row.origin,
        storage: row.storage,
        medicare_class: row.medicareClass,
        rx_class: row.rxClass,
        barcode: row.barcode,
        leaflet,
      },
    },
    related: await withSpecialPrices(db, related.map((r) => toProduct(r, viewer)), viewer),
    // A seckill that ended or does not exist, or a group purchase (not served yet): the product at its own price.
    activity_ended: Boolean((activity.seckillId && !seckill) || activity.purchaseId),
  };
}
