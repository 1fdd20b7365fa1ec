/** The distributor's own site facts every page shows: the licence numbers of the footer (from configuration). */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './define';

export const SiteLicence = Type.Object({ key: Type.String(), name: Type.String(), number: Type.String(), image: Type.String() });
export type SiteLicence = Static<typeof SiteLicence>;

export const siteLicences = endpoint({
  method: 'GET',
  path: '/w1/siteLicences',
  auth: 'public',
  tag: '网站信息',
  summary: '本站资质（药品经营许可证、互联网药品信息服务资格证书编号及图片，来自配置）',
  response: Type.Array(SiteLicence),
});

