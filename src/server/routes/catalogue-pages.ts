/** The issue-4 page routes (home, content, zones), registered by app.ts in one line. */
import type { FastifyInstance } from 'fastify';
import { contentRoutes } from './content';
import type { RouteDeps } from './deps';
import { homeRoutes } from './home';
import { zoneRoutes } from './zones';

export function cataloguePageRoutes(app: FastifyInstance, deps: RouteDeps): void {
  homeRoutes(app, deps);
  contentRoutes(app, deps);
  zoneRoutes(app, deps);
}
