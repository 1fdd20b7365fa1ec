/**
 * Catalogue: categories, products, famous brands, the zones a product is shown in (clinic, special price, major) and
 * the search history that feeds the hot keywords. Imports accounts only (search history belongs to a client).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { at, createdAt } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/**
 * Prices are the price of one unit (`product_dw`: a box, a bottle) and stay int4 fen: the column refuses anything
 * above 21,474,836.47 yuan, four orders of magnitude above any medicine or device this store sells, so no valid
 * price is lost. What adds up (balances, line and order totals) is an int8 `fen()` column; SQL that multiplies a
 * price by a quantity must cast to bigint first (int4 × int4 overflows in PostgreSQL).
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productCode: text('product_code').notNull().unique(),
    tyName: text('ty_name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    productStandard: text('product_standard').notNull(),
    productDw: text('product_dw').notNull(),
    thumb: text('thumb').notNull().default(''),
    /**
     * Every picture of the product in order (issue 27: an ERP sends up to 5); the first is `thumb`, the picture shown
     * everywhere; the detail page shows them all as a gallery. Empty for products whose only picture is `thumb`.
     */
    pictures: text('pictures').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    medicareCode: text('medicare_code').notNull().default(''),
    /** 0 prescription, 1 class A OTC, 2 class B OTC. */
    businessScope: smallint('business_scope').notNull(),
    /** 0 western/patent, 1 injection, 2 equipment, 3 herbal pieces, 4 granules, 5 plaster, 6 other. */
    drugType: smallint('drug_type').notNull(),
    approvalNumber: text('approval_number').notNull().default(''),
    /** 剂型 (tablet, capsule, injection…): kept on every GSP sales record. */
    dosageForm: text('dosage_form').notNull().default(''),
    /**
     * A special category that may never be sold online (vaccine, blood, narcotic, psychotropic, toxic, radioactive,
     * precursor; see src/model/special-categories.ts), else null. The configurable extra list adds codes by product.
     */
    specialCategory: text('special_category'),
    brand: text('brand').notNull().default(''),
    supplier: text('supplier').notNull().default(''),
    classId: integer('class_id')
      .notNull()
      .references(() => categories.id),
    validity: date('validity', { mode: 'string' }).notNull(),
    stock: integer('stock').notNull(),
    /** 0 fine, 1 off shelf, 2 sold out / awaiting restock, 3 expired. */
    isFailure: smallint('is_failure').notNull().default(0),
    isZhengjian: smallint('is_zhengjian').notNull().default(0),
    /** Packing size: quantities must be a multiple of it. */
    zhongbaozhuangNum: integer('zhongbaozhuang_num').notNull().default(1),
    priceFen: integer('price_fen').notNull(),
    retailPriceFen: integer('retail_price_fen').notNull(),
    /** -1 unlimited. */
    maxBuyNum: integer('max_buy_num').notNull().default(-1),
    minBuyNum: integer('min_buy_num').notNull().default(0),
    /**
     * Market (control-sale) limit (SPEC market_id, whetherMarket.maxBuyNum and msg; issue 16): with market_id > 0 one
     * order takes at most market_max_buy_num (-1 unlimited), and the buyer reads market_msg. Set by the operator.
     */
    marketId: integer('market_id').notNull().default(0),
    marketMaxBuyNum: integer('market_max_buy_num').notNull().default(-1),
    marketMsg: text('market_msg').notNull().default(''),
    sales: integer('sales').notNull().default(0),
    /**
     * GSP product master fields an ERP sends (issue 27; services/open/products.ts), beside the ones above that
     * already hold one: product_code (the ERP's code), ty_name (通用名), product_standard (规格), dosage_form (剂型),
     * product_dw (单位), zhongbaozhuang_num (中包装), approval_number (批准文号 / 注册证号), manufacturer (生产厂家),
     * medicare_code (医保编码), business_scope (经营范围 class), is_failure 1 (off shelf).
     */
    tradeName: text('trade_name').notNull().default(''),
    /** 件装: units in a shipping carton (0 unknown). */
    cartonNum: integer('carton_num').notNull().default(0),
    /** 上市许可持有人. */
    licenceHolder: text('licence_holder').notNull().default(''),
    /** 产地. */
    origin: text('origin').notNull().default(''),
    /** 储存条件 (e.g. 密封，阴凉处（不超过20℃）保存). */
    storage: text('storage').notNull().default(''),
    /** 医保类别: 甲类, 乙类, 丙类 or '' (not covered). */
    medicareClass: text('medicare_class').notNull().default(''),
    /** 处方药, 甲类OTC, 乙类OTC, 非药品, or '' (not sent by an ERP: business_scope says it). */
    rxClass: text('rx_class').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
    /** 说明书 as plain text. */
    leaflet: text('leaflet').notNull().default(''),
    pinyinInitials: text('pinyin_initials').notNull(),
    pinyinFull: text('pinyin_full').notNull(),
    /**
     * Every searchable field in one lower-case text, kept by the database: productSearch matches a keyword against
     * it through one trigram index, and the recheck of each candidate row reads it instead of rebuilding it from
     * seven columns (services/search/search.ts). '|' keeps a keyword from spanning two fields.
     */
    searchDoc: text('search_doc').generatedAlwaysAs(
      sql`lower(ty_name || '|' || approval_number || '|' || manufacturer || '|' || brand || '|' || supplier || '|' || pinyin_initials || '|' || pinyin_full)`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_scope_range', sql`${t.businessScope} between 0 and 2`),
    check('products_drug_type_range', sql`${t.drugType} between 0 and 6`),
    check('products_failure_range', sql`${t.isFailure} between 0 and 3`),
    check('products_packing_positive', sql`${t.zhongbaozhuangNum} >= 1`),
    check('products_carton_nonneg', sql`${t.cartonNum} >= 0`),
    check('products_price_nonneg', sql`${t.priceFen} >= 0 and ${t.retailPriceFen} >= 0`),
    index('products_class_idx').on(t.classId),
    index('products_search_doc_gin').using('gin', t.searchDoc.op('gin_trgm_ops')),
    // Trigram indexes only where a query reads them (services/search.ts: search_doc for LIKE, and the typo operators
    // on name, manufacturer and full pinyin); approval number, brand, supplier and pinyin initials had their own until
    // migration 0028, which nothing read and every product write paid for (bench/README.md, ERP sync).
    index('products_name_trgm').using('gin', t.tyName.op('gin_trgm_ops')),
    index('products_manufacturer_trgm').using('gin', t.manufacturer.op('gin_trgm_ops')),
    index('products_pinyin_full_trgm').using('gin', t.pinyinFull.op('gin_trgm_ops')),
    // Prefix search for 1-2 character terms, which make no trigrams.
    index('products_name_prefix').on(t.tyName.op('text_pattern_ops')),
    index('products_pinyin_initials_prefix').on(t.pinyinInitials.op('text_pattern_ops')),
  ],
);

/** Famous manufacturers (品牌厂家). Products belong to a brand through products.brand = brands.name. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  manufacturer: text('manufacturer').notNull(),
  intro: text('intro').notNull().default(''),
  colour: text('colour').notNull().default('#0f7b6c'),
  sort: integer('sort').notNull().default(0),
});

/**
 * Products shown in a zone: 'clinic' (诊所专区, grouped by `section`), 'special' (特价专区: `original_price_fen` is
 * the price before the markdown; the product's own price is what the cart charges) and 'major' (主推品种, the
 * `major=1` filter of /category).
 */
export const zoneProducts = pgTable(
  'zone_products',
  {
    zone: text('zone').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    section: text('section').notNull().default(''),
    originalPriceFen: integer('original_price_fen'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.zone, t.productId] }),
    index('zone_products_product_idx').on(t.productId),
    check('zone_products_zone_kind', sql`${t.zone} in ('clinic', 'special', 'major')`),
    check('zone_products_price_nonneg', sql`${t.originalPriceFen} >= 0`),
  ],
);

export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id),
    keyword: text('keyword').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_history_created_idx').on(t.createdAt), index('search_history_client_idx').on(t.clientId)],
);

/**
 * "Clear history" for a client hides its searches before this moment from its own list only: the rows stay, so
 * the hot keywords of publicHeader keep counting them.
 */
export const searchHistoryClears = pgTable('search_history_clears', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  clearedAt: at('cleared_at').notNull().defaultNow(),
});
