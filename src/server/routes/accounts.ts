/** The account area's route modules (issue 5), registered together by app.ts. */
import type { FastifyInstance } from 'fastify';
import { areaRoutes } from './area';
import { cisRoutes } from './cis';
import type { RouteDeps } from './deps';
import { personalRoutes } from './personal';
import { registerRoutes } from './register';
import { uploadRoutes } from './upload';

export function accountRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps);
  uploadRoutes(app, deps);
  cisRoutes(app, deps);
  areaRoutes(app, deps);
  personalRoutes(app, deps);
}
