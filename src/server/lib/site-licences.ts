/**
 * The distributor's own licences quoted in the footer (药品经营许可证, 互联网药品信息服务资格证书), from the
 * environment with the demo numbers as defaults. Read per use so tests can set them. Each links to its picture on
 * the certificates page (/help?name=qualification#<key>).
 */
import type { SiteLicence } from '../../contract/compliance';

export const SITE_LICENCE_DEFAULTS = {
  drugTrading: { name: '药品经营许可证', number: '沪AA0210001', env: 'YAOCAI_DRUG_TRADING_LICENCE' },
  drugInfo: { name: '互联网药品信息服务资格证书', number: '(沪)-经营性-2024-0088', env: 'YAOCAI_DRUG_INFO_CERT' },
} as const;

export function siteLicences(): SiteLicence[] {
  return Object.entries(SITE_LICENCE_DEFAULTS).map(([key, d]) => ({
    key,
    name: d.name,
    number: (process.env[d.env] ?? '').trim().slice(0, 60) || d.number,
    image: `/help?name=qualification#cert-${key}`,
  }));
}
