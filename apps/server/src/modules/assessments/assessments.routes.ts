import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { attemptsRoutes } from './attempts.routes.ts';
import { questionsRoutes } from './questions.routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { testsRoutes } from './tests.routes.ts';

/** Every route of the assessment engine. */
export const assessmentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, opts) => {
  await app.register(questionsRoutes, opts);
  await app.register(testsRoutes, opts);
  await app.register(attemptsRoutes, opts);
  await app.register(reportsRoutes, opts);
};
