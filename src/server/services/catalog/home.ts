/**
 * GET /w1/clientIndex: the home page in one call. Banners, floors and zone entries are merchandising data; the
 * category menu comes from the cached public header and is withheld from other-province accounts (company 4).
 */
import { withSpecialPrices } from '../promotions/special-marks';
import { asc, eq, inArray } from 'drizzle-orm';
import type { PublicHeader } from '../../../contract/catalog';
import type { ClientIndex, HomeFloor, ZoneEntry } from '../../../contract/content';
import { isOtherProvinces } from '../../../model/session-rules';
import type { Db } from '../../db/client';
import { banners, floorProducts, homeFloors, products } from '../../db/schema';
import { latestAnnouncements } from '../content/announcements';
import { toProduct, type Viewer } from './product-view';
import { pricedProductFields } from '../prices/effective';

export const HOME_ANNOUNCEMENTS = 5;

export const ZONE_ENTRIES: ZoneEntry[] = [
  { name: '诊所专区', desc: '注射剂 抗感染 器械耗材', url: '/clinicZone', icon: '🏥' },
  { name: '特价专区', desc: '精选品种 限时直降', url: '/specialZone', icon: '🏷️' },
  { name: '品牌厂家', desc: '名厂直供 正品保障', url: '/famousManufacturer', icon: '🏭' },
  { name: '主推品种', desc: '药店诊所都在买', url: '/category?major=1', icon: '⭐' },
  { name: '近效期特卖', desc: '近效期品种 清仓价', url: '/category?near_expiry=1', icon: '⏳' },
];

export async function clientIndex(
  db: Db,
  viewer: Viewer,
  companyId: number | null,
  header: () => Promise<PublicHeader>,
): Promise<ClientIndex> {
  const showCategory = !isOtherProvinces(companyId);
  const bannerRows = await db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.sort), asc(banners.id));
  const floorRows = await db.select().from(homeFloors).orderBy(asc(homeFloors.sort), asc(homeFloors.id));
  const items = floorRows.length
    ? await db
        .select({ ...pricedProductFields(viewer.price), floorId: floorProducts.floorId })
        .from(floorProducts)
        .innerJoin(products, eq(products.id, floorProducts.productId))
        .where(inArray(floorProducts.floorId, floorRows.map((f) => f.id)))
        .orderBy(asc(floorProducts.sort), asc(products.id))
    : [];
  const shown = await withSpecialPrices(db, items.map(({ floorId: _f, ...row }) => toProduct(row, viewer)), viewer);
  const floors: HomeFloor[] = floorRows.map((f) => ({
    floor_id: f.id,
    title: f.title,
    subtitle: f.subtitle,
    url: f.url,
    list: shown.filter((_, i) => items[i]!.floorId === f.id),
  }));
  return {
    banners: bannerRows.map((b) => ({ banner_id: b.id, title: b.title, subtitle: b.subtitle, theme: b.theme, url: b.url, picture: b.picture })),
    showCategory,
    classList: showCategory ? (await header()).classList : [],
    floors,
    zones: ZONE_ENTRIES,
    announcements: await latestAnnouncements(db, HOME_ANNOUNCEMENTS),
  };
}
