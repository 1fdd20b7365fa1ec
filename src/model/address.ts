/** A registered address as its parts: province, city and district chosen from the lists, and the street typed. */
export interface AddressParts {
  province: string;
  city: string;
  area: string;
}

/**
 * The street part of an address that may repeat the chosen province, city and district in front (older registrations
 * and ERP imports typed the whole address), so a delivery address is not shown as 上海市上海市浦东新区上海市浦东新区….
 */
export function streetOf(address: string, parts: AddressParts): string {
  let rest = address.trim();
  for (const part of [parts.province, parts.city, parts.area]) {
    if (part && rest.startsWith(part) && rest.length > part.length) rest = rest.slice(part.length);
  }
  return rest;
}

/** An address as one line: 上海市浦东新区张杨路1288号 (a municipality's city, the same name as its province, once). */
export function addressText(a: AddressParts & { detail: string }): string {
  return [a.province, a.city === a.province ? '' : a.city, a.area, a.detail].join('');
}
