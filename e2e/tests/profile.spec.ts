import type { APIRequestContext } from '@playwright/test';
import { encodeAntiForgery } from '@app/contracts/anti-forgery';
import type { SessionResult } from '@app/contracts/auth';
import {
  test, expect, expectAccessible, expectPath, snap, apiCall, useSession, submitLogin, registerAndLogin,
} from '../fixtures/index.ts';

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Whether a bearer token still opens GET /api/auth/me. */
async function tokenWorks(request: APIRequestContext, s: SessionResult): Promise<boolean> {
  const res = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${s.token}`, 'x-anti-forgery': encodeAntiForgery(s.user.id, Date.now(), '/api/auth/me', 7) },
  });
  return res.status() === 200;
}

test('profile: personal details, my sessions ("log out other sessions"), change password', async ({ page, request }, testInfo) => {
  const email = `lina.${letters(8)}@example.com`;
  const password = 'Learning-ERP-2026';
  const newPassword = 'Consulting-Path-2027';
  const first = await registerAndLogin(request, { firstName: 'Lina', lastName: 'Costa', email, password, countryCode: '+91', mobileNumber: '9812300011' });
  // A second device.
  const other = await apiCall<SessionResult>(request, 'POST', '/api/auth/login', { body: { email, password }, device: 'e2e-tablet' });
  await useSession(page, first);
  await page.goto('/app/home');

  await page.getByRole('button', { name: 'Account menu of Lina Costa' }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expectPath(page, '/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const details = page.getByRole('tabpanel', { name: 'Personal details' });
  await details.getByRole('textbox', { name: 'First name' }).fill('Linette');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu of Linette Costa' })).toBeVisible();
  await snap(page, 'profile');
  await expectAccessible(page, 'profile details', testInfo);

  // My sessions: log out the other device.
  await page.getByRole('tab', { name: 'My sessions' }).click();
  await expectPath(page, '/app/profile/sessions');
  const sessions = page.getByRole('tabpanel', { name: 'My sessions' });
  await expect(sessions.getByRole('button', { name: /^End session on / })).toHaveCount(1);
  expect(await tokenWorks(request, other)).toBe(true);
  await sessions.getByRole('button', { name: 'Log out other sessions' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out every other session?' });
  await confirm.getByRole('button', { name: 'Log out other sessions' }).click();
  await expect(page.getByText('1 other session was logged out.')).toBeVisible();
  expect(await tokenWorks(request, other)).toBe(false);
  expect(await tokenWorks(request, first)).toBe(true);
  await expectAccessible(page, 'my sessions', testInfo);

  // Change password: a wrong current password lands on its field; then the real change.
  await page.goto('/app/profile/password');
  const pw = page.getByRole('tabpanel', { name: 'Change password' });
  await pw.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
  await pw.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await pw.getByRole('textbox', { name: 'Repeat the new password' }).fill(newPassword);
  await pw.getByRole('button', { name: 'Change password' }).click();
  await expect(pw.getByText('This is not your current password')).toBeVisible();
  await pw.getByRole('textbox', { name: 'Current password' }).fill(password);
  await pw.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. Your other sessions were logged out.')).toBeVisible();
  await expectAccessible(page, 'password changed', testInfo);

  // Still signed in here; the new password is the one that works.
  await page.getByRole('button', { name: 'Account menu of Linette Costa' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expectPath(page, '/app/login');
  await submitLogin(page, email, password);
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await submitLogin(page, email, newPassword);
  await expectPath(page, '/app/home');
});
