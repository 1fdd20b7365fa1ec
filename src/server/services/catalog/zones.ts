/** Zones and brands: clinic zone (sections + search), special-price zone, famous manufacturers and one brand's page. */
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Page, Product } from '../../../contract/catalog';
import type { BrandInfo, ClinicZone, ManufacturerDetail } from '../../../contract/zones';
import type { Db } from '../../db/client';
import { brands, products, zoneProducts } from '../../db/schema';
import { ApiError } from '../../errors';
import { toProduct, type Viewer } from './product-view';
import { pricedProductFields } from '../prices/effective';
import { withOriginalPrices } from './product-detail';
import { searchProducts, type SearchParams } from '../search/search';

export const BRAND_MISSING = '品牌厂家不存在';

export async function clinicZone(db: Db, viewer: Viewer): Promise<ClinicZone> {
  const rows = await db
    .select({ ...pricedProductFields(viewer.price), section: zoneProducts.section })
    .from(zoneProducts)
    .innerJoin(products, eq(products.id, zoneProducts.productId))
    .where(eq(zoneProducts.zone, 'clinic'))
    .orderBy(asc(zoneProducts.sort), asc(products.id));
  const sections: ClinicZone['sections'] = [];
  for (const { section, ...row } of rows) {
    let s = sections.find((x) => x.title === section);
    if (!s) sections.push((s = { title: section, list: [] }));
    s.list.push(toProduct(row, viewer));
  }
  return { sections };
}

export function clinicZoneSearch(db: Db, params: SearchParams, viewer: Viewer): Promise<Page<Product>> {
  return searchProducts(db, params, viewer, { zone: 'clinic' });
}

export async function specialZone(db: Db, params: SearchParams, viewer: Viewer): Promise<Page<Product>> {
  const page = await searchProducts(db, params, viewer, { zone: 'special' });
  return { ...page, list: await withOriginalPrices(db, page.list, viewer) };
}

const productCount = sql<number>`(select count(*) from ${products} p where p.brand = ${brands.name})::int`;

export async function famousManufacturers(db: Db): Promise<BrandInfo[]> {
  const rows = await db.select({ ...getTableColumns(brands), productCount }).from(brands).orderBy(asc(brands.sort), asc(brands.id));
  return rows.map(brandInfo);
}

function brandInfo(r: typeof brands.$inferSelect & { productCount: number }): BrandInfo {
  return {
    brand_id: r.id,
    name: r.name,
    manufacturer: r.manufacturer,
    intro: r.intro,
    colour: r.colour,
    product_count: r.productCount,
  };
}

export async function manufacturerDetail(
  db: Db,
  brandId: number,
  params: SearchParams,
  viewer: Viewer,
): Promise<ManufacturerDetail> {
  const [row] = await db.select({ ...getTableColumns(brands), productCount }).from(brands).where(eq(brands.id, brandId));
  if (!row) throw new ApiError(404, BRAND_MISSING);
  return { brand: brandInfo(row), products: await searchProducts(db, params, viewer, { brand: row.name }) };
}
