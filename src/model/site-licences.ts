/**
 * The distributor's own licences the footer quotes from configuration (药品经营许可证, 互联网药品信息服务资格证书):
 * their keys, names and where each one's picture is on the certificates page.
 */
export const SITE_LICENCE_NAMES = {
  drugTrading: '药品经营许可证',
  drugInfo: '互联网药品信息服务资格证书',
} as const;
export type SiteLicenceKey = keyof typeof SITE_LICENCE_NAMES;

export const certAnchor = (key: SiteLicenceKey) => `cert-${key}`;
export const certHref = (key: SiteLicenceKey) => `/help?name=qualification#${certAnchor(key)}`;

/** The key of a certificate of the certificates page that the configuration numbers, by its name. */
export const siteLicenceKeyOf = (name: string): SiteLicenceKey | undefined =>
  (Object.keys(SITE_LICENCE_NAMES) as SiteLicenceKey[]).find((k) => SITE_LICENCE_NAMES[k] === name);
