import { afterAll, beforeAll, expect } from 'vitest';
import { seedDemo } from '../src/seed/demo.seed.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * For a seed test file: the app on a fresh database seeded with the demo twice (the second run must add nothing, as
 * on every restart), closed after the file; `login` signs a demo account in with its README password.
 */
export function useSeededDemo() {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    await seedDemo(app.services);
    await seedDemo(app.services);
  }, 240_000);
  afterAll(() => app?.close());

  const demo = {
    get t(): TestApp {
      if (!app) throw new Error('useSeededDemo: the app is ready only inside tests');
      return app;
    },
    async login(email: string, password: string) {
      const res = await demo.t.request({ method: 'POST', url: '/api/auth/login', body: { email, password } });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data;
      return { token: d.token as string, id: d.user.id as number };
    },
  };
  return demo;
}
