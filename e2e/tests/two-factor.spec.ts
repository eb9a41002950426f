import { Secret, TOTP } from 'otpauth';
import type { SessionResult } from '@app/contracts/auth';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, expectPath, apiCall, apiLogin, submitLogin, snap } from '../fixtures/index.ts';
import { INVITE_SUBJECT, invitationPath, waitForMail } from '../fixtures/mail.ts';

const PASSWORD = 'Granite-Owl-Seven-55';

/** A new Editor account (invited by the admin, password chosen through the link), so no demo login changes. */
async function newEditor(request: Parameters<typeof apiLogin>[0]) {
  const admin: SessionResult = await apiLogin(request, 'Admin');
  const email = `tara.${Date.now()}@example.com`;
  await apiCall(request, 'POST', '/api/users', {
    session: admin,
    body: { firstName: 'Tara', lastName: 'Nair', email, countryCode: '+91', mobileNumber: '9876543210', role: 'Editor' },
  });
  const token = invitationPath(await waitForMail(email, INVITE_SUBJECT)).split('/').pop()!;
  await apiCall(request, 'POST', '/api/auth/accept-invite', { body: { token, password: PASSWORD } });
  return email;
}

/** The app's current code for a key; waits for a fresh 30-second step when the current one is almost over or used. */
async function codeFor(secret: string, used: Set<string>) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' });
  for (;;) {
    const left = 30_000 - (Date.now() % 30_000);
    const code = totp.generate();
    if (left > 3_000 && !used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((r) => setTimeout(r, left + 200));
  }
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu of Tara Nair/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expectPath(page, '/app/login');
}

test('a staff member sets up two-factor sign-in, signs in with a code and remembers the device', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const email = await newEditor(request);
  const used = new Set<string>();

  await page.goto('/app/login');
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByRole('button', { name: /^Account menu of Tara Nair/ })).toBeVisible();
  await page.goto('/app/profile/two-factor');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeVisible();
  await expectAccessible(page, 'two-factor set-up', testInfo);
  await snap(page, 'two-factor-setup');
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(await codeFor(secret, used));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();

  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Done' })).toBeDisabled();
  await expectAccessible(page, 'recovery codes', testInfo);
  await snap(page, 'two-factor-recovery-codes');
  await page.getByRole('checkbox', { name: 'I have saved these recovery codes' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  await logOut(page);
  await submitLogin(page, email, PASSWORD);
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectAccessible(page, 'two-factor login step', testInfo);
  await snap(page, 'two-factor-login-step');
  await code.fill('000000' === (await codeFor(secret, new Set(used))) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not correct');
  await code.fill(await codeFor(secret, used));
  await page.getByRole('checkbox', { name: 'Remember this device for 30 days' }).check();
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('button', { name: /^Account menu of Tara Nair/ })).toBeVisible();

  // The remembered device skips the code.
  await logOut(page);
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByRole('button', { name: /^Account menu of Tara Nair/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Authentication code' })).toHaveCount(0);
  await page.goto('/app/profile/two-factor');
  await expect(page.getByText('This device')).toBeVisible();
  await expectAccessible(page, 'two-factor profile', testInfo);
  await snap(page, 'two-factor-profile');
});

test.describe('screens in German and on a phone', () => {
  for (const [lang, width] of [['en', 390], ['de', 1280], ['de', 390]] as const) {
    test(`the login code step (${lang}, ${width} px)`, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const email = await newEditor(request);
      const used = new Set<string>();
      // Turned on through the API, then the browser signs in.
      const session = await apiCall<SessionResult>(request, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
      const setup = await apiCall<{ Secret: string }>(request, 'POST', '/api/auth/two-factor/setup', { session });
      await apiCall(request, 'POST', '/api/auth/two-factor/enable', { session, body: { Code: await codeFor(setup.Secret, used) } });

      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto('/app/login');
      await submitLogin(page, email, PASSWORD);
      await expect(page.getByRole('textbox', { name: 'Authentication code' })).toBeVisible();
      if (lang === 'de') await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
      const label = lang === 'de' ? 'Bestätigungscode' : 'Authentication code';
      await expect(page.getByRole('textbox', { name: label })).toBeVisible();
      await expectAccessible(page, `two-factor login step ${lang} ${width}`, testInfo);
      await snap(page, `two-factor-login-step-${lang}`);
    });
  }
});
