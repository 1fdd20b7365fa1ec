/**
 * The distributor's own licence numbers quoted in the footer and on the certificates page, from the environment
 * (YAOCAI_DRUG_TRADING_LICENCE, YAOCAI_DRUG_INFO_CERT) with the demo numbers as defaults. Read per use so tests
 * can set them. Each links to its picture on the certificates page.
 */
import type { SiteLicence } from '../../contract/site';
import { certHref, SITE_LICENCE_NAMES, type SiteLicenceKey } from '../../model/site-licences';

const SOURCES: Record<SiteLicenceKey, { env: string; demo: string }> = {
  drugTrading: { env: 'YAOCAI_DRUG_TRADING_LICENCE', demo: '沪AA0210001' },
  drugInfo: { env: 'YAOCAI_DRUG_INFO_CERT', demo: '(沪)-经营性-2021-0088' },
};

export function siteLicences(): SiteLicence[] {
  return (Object.keys(SOURCES) as SiteLicenceKey[]).map((key) => ({
    key,
    name: SITE_LICENCE_NAMES[key],
    number: (process.env[SOURCES[key].env] ?? '').trim().slice(0, 60) || SOURCES[key].demo,
    image: certHref(key),
  }));
}
