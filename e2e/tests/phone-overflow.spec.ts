import { accessDecision, builtWebRoutes } from '@app/contracts/web-routes';
import { test, expect, expectNoHorizontalScroll, navigateInApp, signInAs, PHONE, demoRoles, type DemoRole } from '../fixtures/index.ts';

/**
 * Every screen without parameters that a role may open, on a 390 px phone in German (the longest words of the
 * three languages): the page settles and nothing makes it scroll sideways. Screens with parameters are walked
 * at phone width by their own flows (lesson player, attempts, assignment view).
 */
const screensFor = (role: DemoRole | null) =>
  builtWebRoutes
    .filter((r) => r.kind === 'page' && !r.path.includes(':') && !r.path.includes('*'))
    .filter((r) => accessDecision(r, role) === 'allow')
    .map((r) => r.path);

test.use({ viewport: PHONE, locale: 'de-DE' });

// Admin sees what SuperAdmin sees, less the admins' own screens: the top admin's walk covers it.
for (const role of [null, ...demoRoles.filter((r) => r !== 'Admin')] as (DemoRole | null)[]) {
  test(`no screen of ${role ?? 'a visitor'} scrolls sideways at 390 px in German`, async ({ page, request }) => {
    const screens = screensFor(role);
    test.setTimeout(30_000 + screens.length * 8_000);
    if (role) await signInAs(page, request, role);
    // The first screen loads the app; the others are opened in it, as its links do (a load per screen was most
    // of the walk's time).
    for (const [i, screen] of screens.entries()) {
      if (i === 0) await page.goto(`/app${screen}`);
      else await navigateInApp(page, `/app${screen}`);
      // The page's skeleton gives way to its content, then whatever loads late has loaded.
      await expect(page.getByTestId('page-skeleton')).toHaveCount(0, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page, `${role ?? 'visitor'} ${screen}`);
    }
  });
}
