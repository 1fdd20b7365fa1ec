/** Clinic zone, special-price zone, famous manufacturers and brand pages (prices only for logged-in users). */
import type { FastifyInstance } from 'fastify';
import * as zones from '../../contract/zones';
import { route } from '../http/route';
import { viewerOf } from '../services/viewer';
import { clinicZone, clinicZoneSearch, famousManufacturers, manufacturerDetail, specialZone } from '../services/zones';
import type { RouteDeps } from './deps';

export async function zonesArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, zones.clinicZone, ({ who }) => clinicZone(db, viewerOf(who)));

  route(app, zones.clinicZoneSearch, ({ query, who }) => clinicZoneSearch(db, query, viewerOf(who)));

  route(app, zones.specialZone, ({ query, who }) => specialZone(db, query, viewerOf(who)));

  route(app, zones.famousManufacturer, () => famousManufacturers(db));

  route(app, zones.manufacturerDetail, ({ query, who }) => {
    const { brandId, ...params } = query;
    return manufacturerDetail(db, brandId, params, viewerOf(who));
  });
}
