import type { Page } from '@playwright/test';
import {
  test, expect, expectAccessible, signInAs, snap, accounts, accountButton, demoRoles, DESKTOP, PHONE,
} from '../fixtures/index.ts';

/**
 * Screenshots of the main screens at 1280x800 and 390x844 (artifacts/screenshots/<name>-<desktop|phone>.png,
 * kept as CI artifacts), each page also scanned with axe at that size.
 */
const publicScreens: [name: string, path: string, ready: (p: Page) => Promise<void>][] = [
  ['landing', '/', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
  ['home-visitor', '/app/home', (p) => expect(p.getByRole('heading', { level: 1, name: 'Become a job-ready ERP consultant' })).toBeVisible()],
  ['login', '/app/login', (p) => expect(p.getByRole('button', { name: 'Log in', exact: true })).toBeVisible()],
  ['register', '/app/register', (p) => expect(p.getByRole('button', { name: 'Create account' })).toBeVisible()],
  ['contact', '/app/contact', (p) => expect(p.getByRole('button', { name: 'Send message' })).toBeVisible()],
  ['about', '/app/about', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
  ['page-not-found', '/app/page-not-found', (p) => expect(p.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()],
];

for (const [kind, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test.describe(`screenshots, ${kind}`, () => {
    test.use({ viewport });

    test('public screens and the settings panel', async ({ page }, testInfo) => {
      for (const [name, path, ready] of publicScreens) {
        await page.goto(path);
        await ready(page);
        await snap(page, name);
        await expectAccessible(page, `${name} (${kind})`, testInfo);
      }
      await page.goto('/app/home');
      await page.getByRole('button', { name: 'Settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Layout settings' })).toBeVisible();
      await snap(page, 'settings-panel');
      await expectAccessible(page, `settings panel (${kind})`, testInfo);
    });

    test('the shell of each role', async ({ page, request }, testInfo) => {
      for (const role of demoRoles) {
        await page.context().clearCookies();
        await signInAs(page, request, role);
        await page.goto(accounts[role].home);
        await expect(accountButton(page, role)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await snap(page, `shell-${role.toLowerCase()}`);
        await expectAccessible(page, `${role} shell (${kind})`, testInfo);
      }
    });

    test('masters screens', async ({ page, request }, testInfo) => {
      await signInAs(page, request, 'Admin');
      await page.goto('/app/Others/masters');
      await expect(page.getByRole('list', { name: 'Master types' }).getByRole('link').first()).toBeVisible();
      await snap(page, 'masters');
      await expectAccessible(page, `masters (${kind})`, testInfo);
      await page.goto('/app/Others/manageMasters/modules');
      await expect(page.getByText('SAP FICO')).toBeVisible();
      await snap(page, 'masters-entries-box');
      await expectAccessible(page, `master entries (${kind})`, testInfo);
    });

    test('staff users, login sessions and profile screens', async ({ page, request }, testInfo) => {
      await signInAs(page, request, 'SuperAdmin');
      for (const [name, path, heading] of [
        ['staff-users', '/app/Others/manageUsersGroups', 'Users and roles'],
        ['sessions-active', '/app/Others/ActiveUsersList', 'Active sessions'],
        ['sessions-history', '/app/Others/SessionUsersListHistory', 'Session history'],
        ['profile', '/app/profile', 'My profile'],
        ['profile-sessions', '/app/profile/sessions', 'My profile'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await snap(page, name);
        await expectAccessible(page, `${name} (${kind})`, testInfo);
      }
    });
  });
}
