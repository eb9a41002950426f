import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  test, expect, expectAccessible, expectPath, submitLogin, useSession, registerAndLogin, waitForMail, mailsTo,
  verificationPath, VERIFY_SUBJECT, DESKTOP, PHONE, TOASTS,
} from '../fixtures/index.ts';

/** Review screenshots of this flow (banner and verify page, desktop and 390 px) go to .tmp/screens/. */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/screens');

async function shot(page: Page, name: string) {
  const kind = (page.viewportSize()?.width ?? 1280) < 600 ? 'phone' : 'desktop';
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${kind}.png`), animations: 'disabled' });
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const banner = (page: Page) => page.getByRole('region', { name: 'Please confirm your email address' });

test.describe('email verification', () => {
  test('desktop: register, read the link from the mail, log in to the banner, resend, verify, banner gone; a used link is refused', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const email = `ravi.menon.${stamp()}@example.com`;
    const password = 'Ledger-Close-2026';

    await page.goto('/app/register');
    await page.getByRole('textbox', { name: 'First name' }).fill('Ravi');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Menon');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9123456780');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    await expectAccessible(page, 'register: check your inbox', testInfo);

    const first = await waitForMail(email, VERIFY_SUBJECT);
    expect(first.text).toContain('Hello Ravi');
    expect(first.text).toContain('within 48 hours');

    // Unverified accounts may sign in and browse; the banner says why confirming matters.
    await page.getByRole('link', { name: 'Go to log in' }).click();
    await submitLogin(page, email, password);
    await expectPath(page, '/app/home');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(email);
    await expect(banner(page)).toContainText('you cannot buy courses, post in the forum or be shown to recruiters in the resume bank');
    await shot(page, 'verify-banner');
    await expectAccessible(page, 'home with the verification banner', testInfo);

    await banner(page).getByRole('button', { name: 'Resend verification email' }).click();
    await expect(banner(page)).toContainText(`A new link is on its way to ${email}.`);
    const second = await waitForMail(email, VERIFY_SUBJECT, 2);
    expect(verificationPath(second)).not.toBe(verificationPath(first));

    await page.goto(verificationPath(second));
    await expect(page.getByText('Your email address is confirmed')).toBeVisible();
    await shot(page, 'verify-page');
    await expectAccessible(page, 'verify page: confirmed', testInfo);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expectPath(page, '/app/home');
    await expect(page.getByRole('button', { name: 'Account menu of Ravi Menon' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // Still gone after a reload: the server says verified now.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu of Ravi Menon' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // Single use: the same link again, and the older one (void once the address is confirmed), are refused;
    // signed in and confirmed, the page says so rather than asking for a new link.
    for (const mail of [second, first]) {
      await page.goto(verificationPath(mail));
      await expect(page.getByText('This link was used already. Your email address is confirmed.')).toBeVisible();
    }
    await page.evaluate(() => localStorage.clear());
    await page.goto(verificationPath(first));
    await expect(page.getByText('This link cannot be used')).toBeVisible();
    await shot(page, 'verify-page-used');
    await expectAccessible(page, 'verify page: link already used', testInfo);
  });

  test('phone (390 px): the banner and the verify page fit; dismissing hides the banner for the visit', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const email = `anika.rao.${stamp()}@example.com`;
    const learner = await registerAndLogin(request, {
      firstName: 'Anika', lastName: 'Rao', email, password: 'Journal-Entry-2026', countryCode: '+91', mobileNumber: '9812345670',
    }, { verify: false });
    const mail = await waitForMail(email, VERIFY_SUBJECT);
    await useSession(page, learner);
    await page.goto('/app/home');
    await expect(banner(page)).toBeVisible();
    const box = await banner(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'verify-banner');
    await expectAccessible(page, 'home with the verification banner (phone)', testInfo, { exclude: [TOASTS] });

    await banner(page).getByRole('button', { name: 'Hide this message' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu of Anika Rao' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await page.goto(verificationPath(mail));
    await expect(page.getByText('Your email address is confirmed')).toBeVisible();
    await shot(page, 'verify-page');
    await expectAccessible(page, 'verify page: confirmed (phone)', testInfo);
  });

  test('registering an address that already has an account answers the same and mails its owner a notice', async ({ page, request }) => {
    const email = `kiran.shah.${stamp()}@example.com`;
    await registerAndLogin(request, {
      firstName: 'Kiran', lastName: 'Shah', email, password: 'Trial-Balance-2026', countryCode: '+91', mobileNumber: '9812345670',
    });
    await page.goto('/app/register');
    await page.getByRole('textbox', { name: 'First name' }).fill('Someone');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Else');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Balance-Sheet-2027');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9123456780');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    const notice = await waitForMail(email, /^Someone tried to create .* account with your email address$/);
    expect(notice.text).toMatch(/\/app\/login\n/);
    expect(notice.text).toMatch(/\/app\/forgot-password\n/);
    // One verification mail (its own registration) and the notice: no second account, no new link.
    expect(mailsTo(email).filter((m) => VERIFY_SUBJECT.test(m.subject))).toHaveLength(1);
  });
});
