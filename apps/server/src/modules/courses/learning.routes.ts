import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { admissionsRoutes } from './admissions.routes.ts';
import { certificatesRoutes } from './certificates.routes.ts';
import { checkingRoutes } from './checking.routes.ts';
import { coursesRoutes } from './courses.routes.ts';
import { instancesRoutes } from './instances.routes.ts';
import { libraryRoutes } from './library.routes.ts';
import { playerRoutes } from './player.routes.ts';

/** Every route of the learning core. */
export const learningRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, opts) => {
  await app.register(coursesRoutes, opts);
  await app.register(libraryRoutes, opts);
  await app.register(playerRoutes, opts);
  await app.register(admissionsRoutes, opts);
  await app.register(checkingRoutes, opts);
  await app.register(certificatesRoutes, opts);
  await app.register(instancesRoutes, opts);
};
