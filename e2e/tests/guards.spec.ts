import {
  test, expect, expectAccessible, expectPath, signInAs, submitLogin, accounts, accountButton, snap, appPath,
} from '../fixtures/index.ts';

test.describe('route guards (spec section 5)', () => {
  test('logged out on a protected route: /app/login, then back to the page asked for after login', async ({ page }, testInfo) => {
    await page.goto('/app/admindashboard?from=e2e#top');
    await expectPath(page, '/app/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admindashboard?from=e2e#top');
    await expect(page.getByText('Please log in to open the page you asked for.')).toBeVisible();
    await snap(page, 'login-return');
    await expectAccessible(page, 'login with returnTo', testInfo);

    await submitLogin(page, accounts.Admin.email, accounts.Admin.password);
    await expectPath(page, '/app/admindashboard');
    expect(new URL(page.url()).search).toBe('?from=e2e');
    await expect(accountButton(page, 'Admin')).toBeVisible();
    await expectAccessible(page, 'admin dashboard after returnTo', testInfo);
  });

  test('the return address survives a detour through the register link', async ({ page }) => {
    await page.goto('/app/admindashboard');
    await expectPath(page, '/app/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expectPath(page, '/app/register');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admindashboard');
  });

  test('wrong role: a learner on the admin dashboard lands on /app/unauthorized', async ({ page, request }, testInfo) => {
    await signInAs(page, request, 'Trainee');
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
    await page.goto('/app/admindashboard');
    await expectPath(page, '/app/unauthorized');
    await expect(page).toHaveTitle('Not authorised | ERP Career Academy');
    await expect(page.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeVisible();
    // The guard decides before the screen's chunk is requested: no admin code reaches a learner.
    expect(scripts.filter((u) => /admin-dashboard-page|(masters|users|sessions?)[\w-]*-page-/.test(u))).toEqual([]);
    await snap(page, 'unauthorized');
    await expectAccessible(page, '/app/unauthorized', testInfo);
    await page.getByRole('link', { name: 'Go to my home page' }).click();
    await expectPath(page, '/app/home');
  });

  test('a learner logging in with returnTo an admin page ends on /app/unauthorized, not in a loop', async ({ page }) => {
    await page.goto('/app/admindashboard');
    await expectPath(page, '/app/login');
    await submitLogin(page, accounts.Trainee.email, accounts.Trainee.password);
    await expectPath(page, '/app/unauthorized');
  });

  test('logged in on the authentication pages: /app/invalid-access', async ({ page, request }, testInfo) => {
    await signInAs(page, request, 'Mentor');
    for (const p of ['/app/login', '/app/register', '/app/forgot-password']) {
      await page.goto(p);
      await expectPath(page, '/app/invalid-access');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'You are already signed in' })).toBeVisible();
    await snap(page, 'invalid-access');
    await expectAccessible(page, '/app/invalid-access', testInfo);
  });

  test('unknown and unbuilt routes: /app/page-not-found', async ({ page }, testInfo) => {
    for (const p of ['/app/no-such-page', '/app/Others/NoSuchScreen', '/app/a/b/c/d']) {
      await page.goto(p);
      await expectPath(page, '/app/page-not-found');
    }
    await expect(page).toHaveTitle('Page not found | ERP Career Academy');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await snap(page, 'page-not-found');
    await expectAccessible(page, '/app/page-not-found', testInfo);
  });

  test('`/app` and /app/dashboards/default go to the landing screen of the role', async ({ page, request }) => {
    await page.goto('/app');
    await expectPath(page, '/app/home');
    await page.goto('/app/dashboards/default');
    await expectPath(page, '/app/home');
    await signInAs(page, request, 'Admin');
    await page.goto('/app/');
    await expectPath(page, '/app/admindashboard');
    await page.goto('/app/dashboards/default');
    await expectPath(page, '/app/admindashboard');
    expect(appPath(page)).toBe('/app/admindashboard');
    // Each staff role lands on a home of its own, not on the learners' marketing page.
    for (const role of ['Mentor', 'Editor', 'Recruiter'] as const) {
      await signInAs(page, request, role);
      await page.goto('/app/dashboards/default');
      await expectPath(page, accounts[role].home);
      await page.goto('/app/');
      await expectPath(page, accounts[role].home);
    }
  });

  test('routes match case-insensitively', async ({ page }) => {
    await page.goto('/app/ABOUT');
    await expect(page.getByRole('heading', { level: 1, name: 'We train the next generation of ERP consultants' })).toBeVisible();
  });
});
