/**
 * API contract of the catalogue, content and zone calls (issue 4): home (clientIndex), search suggestions and
 * history, product detail, announcements, zones and brands. Shared by the browser client and the server.
 */
import type { Category, Page, Product } from './types';

export interface Banner {
  banner_id: number;
  title: string;
  subtitle: string;
  /** Colour scheme the browser draws the slide in (the demo has no photos). */
  theme: string;
  url: string;
}

export interface HomeFloor {
  floor_id: number;
  title: string;
  subtitle: string;
  /** The floor's "more" link. */
  url: string;
  list: Product[];
}

export interface ZoneEntry {
  name: string;
  desc: string;
  url: string;
  icon: string;
}

export interface AnnouncementBrief {
  message_id: number;
  /** Plain text (markup stripped on the server). */
  title: string;
  /** yyyy-MM-dd HH:mm:ss, China time. */
  created_at: string;
  /** Plain-text opening of the content. */
  summary: string;
}

export interface AnnouncementDetail extends AnnouncementBrief {
  /** Sanitised HTML: render it through the browser sanitiser again, never raw. */
  content: string;
  prev: { message_id: number; title: string } | null;
  next: { message_id: number; title: string } | null;
}

/** GET /w1/clientIndex: the home page in one call. */
export interface ClientIndex {
  banners: Banner[];
  /** False for other-province accounts (company 4): no category menu, classList empty. */
  showCategory: boolean;
  classList: Category[];
  floors: HomeFloor[];
  zones: ZoneEntry[];
  announcements: AnnouncementBrief[];
}

export type SuggestionKind = 'name' | 'brand' | 'manufacturer' | 'approval';

export interface SearchSuggestion {
  /** What the search box searches for when the suggestion is chosen. */
  keyword: string;
  kind: SuggestionKind;
  /** Short grey text beside it (e.g. how many products, or the product of an approval number). */
  hint: string;
}

export interface SearchFacets {
  manufacturers: { name: string; count: number }[];
}

export interface ProductDetailProduct extends Product {
  class_name: string;
  parent_class_id: number | null;
  parent_class_name: string;
  brand_id: number | null;
}

export interface ProductDetail {
  product: ProductDetailProduct;
  related: Product[];
  /** The link named a seckill or group-purchase activity that is not running: the product is sold at its own price. */
  activity_ended: boolean;
}

export interface BrandInfo {
  brand_id: number;
  name: string;
  manufacturer: string;
  intro: string;
  colour: string;
  product_count: number;
}

export interface ManufacturerDetail {
  brand: BrandInfo;
  products: Page<Product>;
}

export interface ClinicZone {
  sections: { title: string; list: Product[] }[];
}
