/**
 * Clinic zone, special-price zone, famous manufacturers and brand pages (prices only for logged-in users). Answers
 * are cached per viewer class (cache/read-cache.ts); the searching ones take the expensive-query lane on a miss.
 */
import type { FastifyInstance } from 'fastify';
import * as zones from '../../contract/zones';
import { route } from '../http/route';
import { inputKey, viewerClass } from '../cache/viewer-class';
import { viewerOf } from '../services/accounts/viewer';
import { clinicZone, clinicZoneSearch, famousManufacturers, manufacturerDetail, specialZone } from '../services/catalog/zones';
import type { RouteDeps } from './deps';

export async function zonesArea(app: FastifyInstance, { db, reads, lane }: RouteDeps): Promise<void> {
  route(app, zones.clinicZone, ({ who }) => {
    const viewer = viewerOf(who);
    return reads.get(`clinic|${viewerClass(viewer)}`, () => clinicZone(db, viewer));
  });

  route(app, zones.clinicZoneSearch, ({ query, who }) => {
    const viewer = viewerOf(who);
    return reads.get(`clinic-search|${viewerClass(viewer)}|${inputKey(query)}`, () =>
      lane.run(() => clinicZoneSearch(db, query, viewer)),
    );
  });

  route(app, zones.specialZone, ({ query, who }) => {
    const viewer = viewerOf(who);
    return reads.get(`special|${viewerClass(viewer)}|${inputKey(query)}`, () => lane.run(() => specialZone(db, query, viewer)));
  });

  route(app, zones.famousManufacturer, () => reads.get('brands', () => famousManufacturers(db)));

  route(app, zones.manufacturerDetail, ({ query, who }) => {
    const { brandId, ...params } = query;
    const viewer = viewerOf(who);
    return reads.get(`brand|${viewerClass(viewer)}|${inputKey(query)}`, () =>
      lane.run(() => manufacturerDetail(db, brandId, params, viewer)),
    );
  });
}
