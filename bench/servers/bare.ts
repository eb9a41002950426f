/** Scenario baseline: a bare Fastify instance (defaults, no logger, no plugins) with one small JSON route. */
import Fastify from 'fastify';
import { exitWithParent, fail, listenAndAnnounce } from './ready.ts';

try {
  const app = Fastify();
  app.get('/bare', async () => ({ status: 200, message: 'OK', data: { up: true } }));
  exitWithParent(() => app.close());
  await listenAndAnnounce(app);
} catch (e) {
  fail(e);
}
