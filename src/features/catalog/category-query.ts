/**
 * /category query string ⇄ search params. The URL holds ALL listing state (keyword, category, major, coupon,
 * filters, sort, page, size) so back/forward and refresh restore it. Invalid values are dropped, never sent.
 */
import { parseId } from '../../model/route-table';
import { LISTING_SORTS, MANUFACTURER_MAX_LENGTH, type ListingSort, type ProductSearchParams } from '../../api';
import { KEYWORD_MAX_LENGTH, PAGE_DEFAULT, PAGE_SIZE_DEFAULT, pageSizeOf } from '../../model/constants';
import { BUSINESS_SCOPES, DRUG_TYPES } from '../../model/enums';

const indexIn = (v: string | null, length: number): number | undefined =>
  v && /^\d$/.test(v) && Number(v) < length ? Number(v) : undefined;
const flag = (v: string | null): 1 | undefined => (v === '1' ? 1 : undefined);
const isListingSort = (v: string): v is ListingSort => (LISTING_SORTS as readonly string[]).includes(v);

export function paramsFromQuery(search: string): ProductSearchParams {
  const q = new URLSearchParams(search);
  const params: ProductSearchParams = {
    page: parseId(q.get('page')) ?? PAGE_DEFAULT,
    size: pageSizeOf(parseId(q.get('size'))),
  };
  const keyword = q.get('keyword')?.trim().slice(0, KEYWORD_MAX_LENGTH);
  if (keyword) params.keyword = keyword;
  const classId = parseId(q.get('ClassID'));
  if (classId) params.ClassID = classId;
  if (flag(q.get('major'))) params.major = 1;
  const coupon = parseId(q.get('coupon_id'));
  if (coupon) params.coupon_id = coupon;
  const manufacturer = q.get('manufacturer')?.trim().slice(0, MANUFACTURER_MAX_LENGTH);
  if (manufacturer) params.manufacturer = manufacturer;
  const drugType = indexIn(q.get('drug_type'), DRUG_TYPES.length);
  if (drugType !== undefined) params.drug_type = drugType;
  const scope = indexIn(q.get('business_scope'), BUSINESS_SCOPES.length);
  if (scope !== undefined) params.business_scope = scope;
  if (flag(q.get('in_stock'))) params.in_stock = 1;
  if (flag(q.get('near_expiry'))) params.near_expiry = 1;
  const sort = q.get('sort');
  if (sort && sort !== 'default' && isListingSort(sort)) params.sort = sort;
  return params;
}

/** Canonical query string: fixed key order, defaults left out (so equal states give equal URLs). */
export function queryFromParams(p: ProductSearchParams): string {
  const q = new URLSearchParams();
  if (p.keyword) q.set('keyword', p.keyword);
  if (p.ClassID) q.set('ClassID', String(p.ClassID));
  if (p.major === 1) q.set('major', '1');
  if (p.coupon_id) q.set('coupon_id', String(p.coupon_id));
  if (p.manufacturer) q.set('manufacturer', p.manufacturer);
  if (p.drug_type !== undefined) q.set('drug_type', String(p.drug_type));
  if (p.business_scope !== undefined) q.set('business_scope', String(p.business_scope));
  if (p.in_stock === 1) q.set('in_stock', '1');
  if (p.near_expiry === 1) q.set('near_expiry', '1');
  if (p.sort && p.sort !== 'default') q.set('sort', p.sort);
  if (p.page && p.page !== PAGE_DEFAULT) q.set('page', String(p.page));
  if (p.size && p.size !== PAGE_SIZE_DEFAULT) q.set('size', String(p.size));
  return q.toString();
}

/** A filter or sort change starts again at page 1 (the size stays). */
export function withFilter(p: ProductSearchParams, change: Partial<ProductSearchParams>): ProductSearchParams {
  const next: ProductSearchParams = { ...p, ...change, page: PAGE_DEFAULT };
  for (const key of Object.keys(change) as (keyof ProductSearchParams)[]) if (change[key] === undefined) delete next[key];
  return next;
}

/** True when a narrowing filter (not keyword, category, coupon, sort or paging) is set. */
export function hasFilters(p: ProductSearchParams): boolean {
  return Boolean(p.manufacturer || p.drug_type !== undefined || p.business_scope !== undefined || p.in_stock || p.near_expiry || p.major);
}

export function clearFilters(p: ProductSearchParams): ProductSearchParams {
  return withFilter(p, {
    manufacturer: undefined,
    drug_type: undefined,
    business_scope: undefined,
    in_stock: undefined,
    near_expiry: undefined,
    major: undefined,
  });
}
