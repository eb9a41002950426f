import { test, expect, expectAccessible, expectPath, snap, menuLabels } from '../fixtures/index.ts';

test.describe('public pages', () => {
  test('landing page `/` is the lean public page with working calls to action', async ({ page }, testInfo) => {
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
    await page.goto('/');
    await expect(page).toHaveTitle(/ERP Career Academy/);
    await expect(page.getByRole('heading', { level: 1, name: 'Become a job-ready ERP consultant' })).toBeVisible();
    // The lean entry: no React app bundle on the landing page.
    expect(scripts.some((u) => /\/assets\/(app|vendor-react)-/.test(u)), scripts.join('\n')).toBe(false);
    await snap(page, 'landing');
    await expectAccessible(page, 'landing', testInfo);

    // "Log in" in the header opens the app's login form.
    await page.getByRole('navigation').first().getByRole('link', { name: /log in/i }).click();
    await expectPath(page, '/app/login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  });

  test('landing page on a phone: a Menu button opens the links that do not fit the bar', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const panel = page.locator('#more-links');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link')).toHaveText(['Programmes', 'About', 'Contact']);
    await snap(page, 'landing-menu');
    await expectAccessible(page, 'landing menu', testInfo);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await panel.getByRole('link', { name: 'Programmes' }).click();
    await expectPath(page, '/app/courses');
  });

  test('landing page links into the app never end on page-not-found', async ({ page }) => {
    await page.goto('/');
    const hrefs = [...new Set(await page.locator('a[href^="/app"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))];
    expect(hrefs.length).toBeGreaterThan(3);
    const broken: string[] = [];
    for (const href of hrefs) {
      await page.goto(href);
      await page.waitForLoadState('networkidle');
      if (new URL(page.url()).pathname === '/app/page-not-found') broken.push(href);
    }
    expect(broken, 'landing links that answer page-not-found').toEqual([]);
  });

  test('/app/home for a visitor: hero, public menu, axe', async ({ page }, testInfo) => {
    await page.goto('/app/home');
    await expect(page).toHaveTitle('Home | ERP Career Academy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The public menu (some entries folded under "More" at this width).
    expect(await menuLabels(page)).toEqual(expect.arrayContaining(['Home', 'Courses', 'Test Series', 'About', 'Contact']));
    // One way to log in: the header button, not a menu entry beside it.
    expect(await menuLabels(page)).not.toContain('Login');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await snap(page, 'home-visitor');
    await expectAccessible(page, '/app/home', testInfo);
  });

  test('/app/about and /app/about-us show the about page', async ({ page }, testInfo) => {
    await page.goto('/app/about');
    await expect(page).toHaveTitle('About us | ERP Career Academy');
    await expect(page.getByRole('heading', { level: 1, name: 'We train the next generation of ERP consultants' })).toBeVisible();
    await snap(page, 'about');
    await expectAccessible(page, '/app/about', testInfo);
    await page.goto('/app/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'We train the next generation of ERP consultants' })).toBeVisible();
  });

  test('/app/careers and /app/terms render real content', async ({ page }, testInfo) => {
    await page.goto('/app/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Help people start their ERP careers' })).toBeVisible();
    await expect(page.getByText('Frontend Engineer')).toBeVisible();
    await expectAccessible(page, '/app/careers', testInfo);
    await page.goto('/app/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expectAccessible(page, '/app/terms', testInfo);
  });

  test('/app/contact: validation, then the enquiry is sent and confirmed', async ({ page }, testInfo) => {
    await page.goto('/app/contact');
    await expect(page).toHaveTitle('Contact | ERP Career Academy');
    await snap(page, 'contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send message' }).click();
    // Client-side validation from the contract schema: the required fields say so.
    await expect(form.getByText('This field is required').first()).toBeVisible();

    await form.getByLabel('First name').fill('Meera');
    await form.getByLabel('Last name').fill('Iyer');
    await form.getByLabel('Email address').fill(`meera.${Date.now()}@example.com`);
    await form.getByLabel('Country code').fill('+91');
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByLabel('How can we help?').fill('I am a commerce graduate and would like to learn ERP finance. Which track fits me?');
    await form.getByRole('button', { name: 'Send message' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent' });
    await expect(done).toBeVisible();
    await expect(done.getByRole('button', { name: 'Send another message' })).toBeVisible();
    await snap(page, 'contact-sent');
    await expectAccessible(page, '/app/contact (sent)', testInfo);
  });
});
