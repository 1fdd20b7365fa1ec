/**
 * The configured licence numbers (GET /w1/siteLicences) over the certificates' own data: the footer and the
 * certificates page show what the distributor configured, and fall back to the page's data while loading or offline.
 */
import { getSiteLicences } from '../../api/site';
import type { SiteLicence } from '../../contract/site';
import { siteLicenceKeyOf } from '../../model/site-licences';
import { useRemote } from '../../ui/useRemote';
import type { Certificate } from './certificates';

export function useSiteLicences(): SiteLicence[] {
  const { state } = useRemote(() => getSiteLicences({ silent: true }), 'site-licences');
  return state.status === 'ready' ? state.data : [];
}

/** The certificates with the configured numbers and the anchor the footer links to. */
export function configuredCertificates(certs: readonly Certificate[], configured: readonly SiteLicence[]): (Certificate & { anchor?: string })[] {
  return certs.map((c) => {
    const key = siteLicenceKeyOf(c.name);
    const conf = key ? configured.find((s) => s.key === key) : undefined;
    return { ...c, ...(conf ? { number: conf.number } : {}), ...(key ? { anchor: `cert-${key}` } : {}) };
  });
}
