import { encodeAntiForgery } from '@app/contracts/anti-forgery';
import type { LoginSession, SessionResult } from '@app/contracts/auth';
import type { Page as ListPage } from '@app/contracts/list';
import { findWebRoute } from '@app/contracts/web-routes';
import type { APIRequestContext } from '@playwright/test';
import {
  test, expect, expectAccessible, expectPath, apiCall, apiLogin, uiLogin, submitLogin, accounts, accountButton, snap,
  userMenuItem,
} from '../fixtures/index.ts';

const MARKER = `e2e-forced-logout-${Date.now()}`;

/** As an admin (a session of its own, made through the API), ends the one session whose user agent holds MARKER. */
async function forceLogout(request: APIRequestContext, email: string): Promise<void> {
  const admin = await apiLogin(request, 'Admin');
  const list = await apiCall<ListPage<LoginSession>>(request, 'GET',
    `/api/users/getSsoTokenList?term=${encodeURIComponent(email)}&pageSize=100`, { session: admin });
  const mine = list.items.filter((s) => s.UserAgent.includes(MARKER));
  expect(mine, JSON.stringify(list.items.map((s) => [s.ID, s.Email, s.UserAgent]))).toHaveLength(1);
  await apiCall(request, 'DELETE', `/api/users/sessions/${mine[0]!.ID}`, { session: admin });
}

test.describe('forced logout from another session', () => {
  // A user agent of its own, so the admin can tell this browser's session from every other session.
  test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/156 ${MARKER}` });

  test('on a protected page: the next visit lands on /app/login and returns after logging in', async ({ page, request }, testInfo) => {
    await uiLogin(page, 'Admin');
    await forceLogout(request, accounts.Admin.email);

    // The next navigation that asks the server (a reload checks the stored session) ends on the login
    // page, with the stored token and mobile number gone and the way back to the page kept.
    await page.reload();
    await expectPath(page, '/app/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admindashboard');
    const stored = await page.evaluate(() => [localStorage.getItem('erp.token'), localStorage.getItem('erp.mobileNumber')]);
    expect(stored).toEqual([null, null]);
    await expect(page.getByText('Please log in to open the page you asked for.')).toBeVisible();
    await expectAccessible(page, 'login after forced logout', testInfo);

    await submitLogin(page, accounts.Admin.email, accounts.Admin.password);
    await expectPath(page, '/app/admindashboard');
    await expect(accountButton(page, 'Admin')).toBeVisible();
  });

  test('on a public page (the learner home): the next visit lands on /app/login too', async ({ page, request }) => {
    await uiLogin(page, 'Trainee');
    await forceLogout(request, accounts.Trainee.email);
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('erp.token'))).toBeNull();
    await expectPath(page, '/app/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/home');
  });
});

test.describe('SSO link /app/<token>', () => {
  test('a token-shaped link that is not valid shows "Session Token Expired" with a way to log in', async ({ page }, testInfo) => {
    // The shape of a token the server issues (43 base64url characters), but not one it issued.
    await page.goto('/app/Zq8xWv3kLm2Np5Rt7Yb9Hc4Jd6Fg1SaB3cD4eF5gH6x');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Session Token Expired' })).toBeVisible();
    await snap(page, 'sso-expired');
    await expectAccessible(page, 'sso expired', testInfo);
    await alert.getByRole('link', { name: 'Go to log in' }).click();
    await expectPath(page, '/app/login');
  });

  test('an unbuilt or mistyped one-word address shows page-not-found and never asks the server to sign in', async ({ page }) => {
    const verifies: string[] = [];
    page.on('request', (r) => {
      if (/verifySsoToken/i.test(r.url())) verifies.push(r.url());
    });
    // Spec routes not built yet (read from the route table, so a page built later drops out) and mistyped ones.
    const unbuilt = ['work', 'myDrive', 'loadings'].filter((w) => !findWebRoute(`/${w}`)?.built);
    for (const word of [...unbuilt, 'scmcohortregistrations', 'fresherlearningprograms', 'addInterviewFeedbacks']) {
      await page.goto(`/app/${word}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    }
    expect(verifies).toEqual([]);
  });

  test('a real one-time token signs the user in once; the second use is expired', async ({ page, request }) => {
    const learner: SessionResult = await apiLogin(request, 'Trainee', 'e2e-mobile-app');
    const { ssoToken } = await apiCall<{ ssoToken: string }>(request, 'POST', '/api/auth/sso-tokens', { session: learner });
    await page.goto(`/app/${ssoToken}`);
    await expectPath(page, '/app/home');
    await expect(accountButton(page, 'Trainee')).toBeVisible();
    await expect(page.getByText('Welcome, Rahul')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Keep building your ERP career' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto(`/app/${ssoToken}`);
    await expect(page.getByRole('heading', { name: 'Session Token Expired' })).toBeVisible();
  });
});

test.describe('register, log out, log in; forgot password', () => {
  test('a new learner registers through the form, is told to check the inbox, logs in, out and in again', async ({ page }, testInfo) => {
    const email = `nia.kapoor.${Date.now()}@example.com`;
    const password = 'Learning-ERP-2026';
    await page.goto('/app/register');
    await expect(page).toHaveTitle(/Create your account \| ERP Career Academy/);
    await snap(page, 'register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();

    const fillForm = async (pw: string) => {
      await page.getByRole('textbox', { name: 'First name' }).fill('Nia');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Kapoor');
      await page.getByRole('textbox', { name: 'Email address' }).fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(pw);
      await page.getByRole('textbox', { name: 'Country code' }).fill('+91');
      await page.getByRole('textbox', { name: 'Mobile number' }).fill('9123456780');
    };
    // The rule is shown, and a password with the learner's own name is refused on the password field.
    await expect(page.getByText(/At least 12 characters\. Not only spaces or one repeated character, not your name or email address/)).toBeVisible();
    await fillForm('Kapoor-Learning-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('A password cannot contain the name or the first part of the email address of the account')).toBeVisible();
    await fillForm(password);
    await expectAccessible(page, 'register (filled)', testInfo);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Registration never signs in: the page says to check the inbox, whether or not the address was known.
    await expect(page.getByText('Check your inbox')).toBeVisible();
    await expect(page.getByText(`We sent an email to ${email}.`, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('erp.token'))).toBeNull();
    await page.getByRole('link', { name: 'Go to log in' }).click();
    await expectPath(page, '/app/login');
    await submitLogin(page, email, password);

    await expectPath(page, '/app/home');
    const avatar = page.getByRole('button', { name: 'Account menu of Nia Kapoor' });
    await expect(avatar).toBeVisible();
    await expect(page.getByText('Welcome, Nia')).toBeVisible();

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    // Signed out: logging out lands on /app/login.
    await expectPath(page, '/app/login');
    expect(await page.evaluate(() => localStorage.getItem('erp.token'))).toBeNull();

    await submitLogin(page, email, password);
    await expectPath(page, '/app/home');
    await expect(avatar).toBeVisible();
    await expectAccessible(page, 'home as the new learner', testInfo);

    // Registering the same email again answers exactly like a new registration (no account enumeration).
    await avatar.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/app/login');
    await page.goto('/app/register');
    await fillForm('Another-Path-2027');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('erp.token'))).toBeNull();
  });

  test('a wrong password shows the server message and stays on the login page', async ({ page }, testInfo) => {
    await page.goto('/app/login');
    await snap(page, 'login');
    await submitLogin(page, accounts.Editor.email, 'not-the-password');
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
    await expectPath(page, '/app/login');
    await expectAccessible(page, 'login error', testInfo);
  });

  test('forgot password shows the neutral confirmation, for known and unknown emails alike', async ({ page }, testInfo) => {
    for (const email of [accounts.Recruiter.email, `nobody.${Date.now()}@example.com`]) {
      await page.goto('/app/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expectPath(page, '/app/forgot-password');
      await expectAccessible(page, 'forgot password form', testInfo);
      await page.getByRole('textbox', { name: 'Email address' }).fill(email);
      await page.getByRole('button', { name: 'Send the reset link' }).click();
      await expect(page.getByRole('status', { name: 'Check your inbox' })).toBeVisible();
      await expect(page.getByText(`If an account exists for ${email}, a reset link is on its way.`)).toBeVisible();
    }
    await snap(page, 'forgot-password-sent');
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await expectPath(page, '/app/login');
  });

  test('the forgot-password confirmation passes the axe scan', async ({ page }, testInfo) => {
    await page.goto('/app/forgot-password');
    await page.getByRole('textbox', { name: 'Email address' }).fill(accounts.Recruiter.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByRole('status', { name: 'Check your inbox' })).toBeVisible();
    await expectAccessible(page, 'forgot password sent', testInfo);
  });
});

test('logging out from the user menu on a protected page: plain /app/login, session ended on the server', async ({ page, request }) => {
  await uiLogin(page, 'Admin');
  const [token, userId] = await page.evaluate(() => [localStorage.getItem('erp.token'), localStorage.getItem('erp.userId')]);
  expect(token).toBeTruthy();
  await userMenuItem(page, 'Admin', 'Log out');
  await expectPath(page, '/app/login');
  expect(new URL(page.url()).search, 'a deliberate logout offers no way back').toBe('');
  expect(await page.evaluate(() => localStorage.getItem('erp.token'))).toBeNull();
  // The old bearer token no longer works.
  const res = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${token}`, 'x-anti-forgery': encodeAntiForgery(userId!, Date.now(), '/api/auth/me', 7) },
  });
  expect(res.status()).toBe(401);
  expect((await res.json()).code).toBeTruthy();
});

test('logging out from the user menu on a public page (the learner home) goes to /app/login', async ({ page }) => {
  await uiLogin(page, 'Recruiter');
  await page.goto('/app/home');
  await expect(accountButton(page, 'Recruiter')).toBeVisible();
  await userMenuItem(page, 'Recruiter', 'Log out');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('erp.token'))).toBeNull();
  await expectPath(page, '/app/login');
});
