import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { pageSchema } from '@app/contracts/list';
import {
  idParamSchema, testInputSchema, testRowSchema, testSchema, testSeriesDetailSchema, testSeriesFilterOptionsSchema, testSeriesItemSchema, testSeriesQuerySchema,
  testsListQuerySchema, testIdParamSchema,
} from '@app/contracts/assessments';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['assessments: tests'];
const access = 'assessments.build' as const;

export const testsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { tests, attempts } = services.assessments;
  const listSchema = { tags, querystring: testsListQuerySchema, response: { 200: envelope(pageSchema(testRowSchema)) } };

  app.get('/api/tests', { schema: { ...listSchema, summary: 'Tests, paged: ID, Title, Description, CreatedOn' }, config: { access } }, async (req) => ok(await tests.list(req.query)));
  app.get('/api/test', { schema: { ...listSchema, summary: 'Tests, paged (the spec call GET /test)' }, config: { access } }, async (req) => ok(await tests.list(req.query)));

  app.get('/api/tests/:id', {
    schema: { tags, summary: 'One test with its settings and questions', params: idParamSchema, response: { 200: envelope(testSchema) } },
    config: { access },
  }, async (req) => ok(await tests.get(req.params.id)));

  app.post('/api/tests', {
    schema: { tags, summary: 'Add a test', body: testInputSchema, response: { 200: envelope(testSchema) } },
    config: { access },
  }, async (req) => ok(await tests.create(requireActor(req), req.body)));

  app.put('/api/tests/:id', {
    schema: { tags, summary: 'Replace a test (started attempts keep their questions)', params: idParamSchema, body: testInputSchema, response: { 200: envelope(testSchema) } },
    config: { access },
  }, async (req) => ok(await tests.update(requireActor(req), req.params.id, req.body)));

  app.delete('/api/tests/:id', {
    schema: { tags, summary: 'Remove a test (open attempts may still be submitted; results stay)', params: idParamSchema, response: { 200: envelope(z.null()) } },
    config: { access },
  }, async (req) => {
    await tests.remove(req.params.id);
    return ok(null);
  });

  const seriesTags = ['assessments: test series'];
  // Public (the /Test-Series screen is open to visitors): progress is the caller's when signed in, else 'Not Attempted'.
  app.get('/api/testSeries', {
    schema: { tags: seriesTags, summary: "The Test Series catalogue (public) with the caller's progress when signed in; filters level, category, subcategory, progress", querystring: testSeriesQuerySchema, response: { 200: envelope(pageSchema(testSeriesItemSchema)) } },
    config: { access: 'public' },
  }, async (req) => ok(await attempts.catalogue(req.auth, req.query)));

  app.get('/api/testSeries/filters', {
    schema: { tags: seriesTags, summary: 'Choices of the catalogue filters (public): levels, categories and subcategories that series tests use', response: { 200: envelope(testSeriesFilterOptionsSchema) } },
    config: { access: 'public' },
  }, async () => ok(await tests.seriesFilterOptions()));

  app.get('/api/testSeries/:testId', {
    schema: { tags: seriesTags, summary: "One published test with the caller's attempts (series and lesson tests)", params: testIdParamSchema, response: { 200: envelope(testSeriesDetailSchema) } },
    config: { access: 'authenticated' },
  }, async (req) => ok(await attempts.seriesDetail(requireAuth(req), req.params.testId)));
};
