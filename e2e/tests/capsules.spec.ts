import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SessionResult } from '@app/contracts/auth';
import { encodeAntiForgery } from '@app/contracts/anti-forgery';
import {
  test, expect as baseExpect, expectAccessible, expectNoHorizontalScroll, apiCall, apiLogin, registerAndLogin, useSession, DESKTOP, PHONE,
} from '../fixtures/index.ts';

/*
 * Capsules (issue 15) in a real browser: a learner buys a capsule through the test provider, watches (the position is
 * kept), passes Test 1 and Test 2, claims the badge; the public badge page opens in a context that never logged in
 * and links to LinkedIn's add-to-profile; staff find the learner in capsule progress. Screenshots (desktop and phone)
 * go to CAPSULES_SHOTS (default /tmp/capsule-shots).
 */

const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 300_000 });

const SHOTS = process.env.CAPSULES_SHOTS ?? path.join(process.env.TMPDIR ?? '/tmp', 'capsule-shots');
const BELL_BADGE = '[data-testid="notification-count"]';
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const clip = readFileSync(path.join(import.meta.dirname, '../../apps/server/src/seed/assets/procure-to-pay.webm'));

async function shots(page: Page, name: string, ready: () => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  await ready();
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize(PHONE);
  await ready();
  await page.waitForTimeout(250);
  await expectNoHorizontalScroll(page, name);
  await page.screenshot({ path: path.join(SHOTS, `${name}-phone.png`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize(DESKTOP);
  await ready();
}

/** A published capsule of this test's own: the seeded clip as its video, two one-question tests (the answer is True). */
async function ownCapsule(request: APIRequestContext, editor: SessionResult, title: string) {
  const material = await apiCall<{ ID: number }>(request, 'POST', '/api/materials', {
    session: editor, body: { Name: `${title} video`, Kind: 'video-upload', Link: null, Body: '', Description: 'Procure-to-pay walkthrough', ExpectedSeconds: 42 },
  });
  const upload = `/api/materials/${material.ID}/file`;
  const up = await request.fetch(upload, {
    method: 'POST',
    headers: { authorization: `Bearer ${editor.token}`, 'x-anti-forgery': encodeAntiForgery(editor.user.id, Date.now(), upload, Number(process.env.ANTI_FORGERY_KEY ?? 7)) },
    multipart: { file: { name: 'procure-to-pay.webm', mimeType: 'video/webm', buffer: clip } },
  });
  expect(up.status(), await up.text()).toBe(200);
  const tests: number[] = [];
  for (const [i, text] of ['A purchase order can be created with reference to a purchase requisition.', 'Movement type 101 posts a goods receipt for a purchase order.'].entries()) {
    const q = await apiCall<{ ID: number }>(request, 'POST', '/api/questions', { session: editor, body: { Type: 'truefalse', Text: `<p>${text}</p>`, TrueFalseAnswer: true, Marks: 1 } });
    const t = await apiCall<{ ID: number }>(request, 'POST', '/api/tests', {
      session: editor,
      body: { Title: `${title} Test ${i + 1}`, DurationSeconds: 600, PassPercentage: 50, AttemptsAllowed: 3, QuestionIDs: [q.ID], Status: 'published', InSeries: false, ShowAnswers: true },
    });
    tests.push(t.ID);
  }
  const c = await apiCall<{ ID: number }>(request, 'POST', '/api/Capsules/admin', {
    session: editor,
    body: {
      Title: title, Description: 'Purchase requisition to purchase order, goods receipt and invoice verification.', INRPrice: 49900, DollarPrice: 999,
      VideoMaterialID: material.ID, Test1ID: tests[0], Test2ID: tests[1], BadgeName: `${title} badge`, BadgeDescription: 'Creates and follows up purchase orders in SAP MM.',
      BadgeCriteria: 'Watch the capsule and pass Test 1 and Test 2.',
    },
  });
  await apiCall(request, 'POST', `/api/Capsules/admin/${c.ID}/publish`, { session: editor });
  return c.ID;
}

/** Takes one capsule test in the engine's attempt player: True, submit, confirm, back to the capsule. */
async function passTest(page: Page, section: string) {
  await page.getByRole('region', { name: section }).getByRole('button', { name: 'Start' }).click();
  await page.getByRole('radio', { name: 'True' }).click();
  await page.getByRole('button', { name: 'Submit test' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit now' }).click();
  await page.getByRole('button', { name: 'Back to the capsule' }).click();
}

test.describe('capsules', () => {
  test('a learner buys a capsule, watches, passes both tests and claims a badge anyone can open and add to LinkedIn; staff see the progress', async ({ page, request, browser }, testInfo) => {
    const editor = await apiLogin(request, 'Editor');
    const title = `SAP MM purchase orders ${letters(5)}`;
    const capsuleId = await ownCapsule(request, editor, title);
    const lastName = `Menon${letters(5)}`;
    const email = `kavya.${letters(8)}@example.com`;
    const learner = await registerAndLogin(request, { firstName: 'Kavya', lastName, email, password: 'Learning-ERP-2026', countryCode: '+91', mobileNumber: '9812345673' });
    await useSession(page, learner);

    // The catalogue: search, then open the capsule.
    await page.goto('/app/Capsules');
    await expect(page.getByRole('heading', { level: 1, name: 'Capsules' })).toBeVisible();
    const searched = page.waitForResponse((r) => r.url().includes('/api/Capsules?') && r.url().includes('term='));
    await page.getByRole('searchbox').fill(title);
    expect((await searched).status()).toBe(200);
    const open = page.getByRole('link', { name: `Open ${title}` }).first();
    await expect(open).toBeVisible();
    await shots(page, 'catalogue', () => expect(page.getByRole('link', { name: `Open ${title}` }).first()).toBeVisible());
    await page.goto(`/app/Capsules/Capsule-Attempt/${capsuleId}`);

    // Not bought: the buy panel; the test checkout pays it.
    const buy = page.getByRole('button', { name: /^Buy for/ });
    await expect(buy).toBeVisible();
    await buy.click();
    await expect(page).toHaveURL(/\/app\/checkout\/test\/\d+$/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Payment received')).toBeVisible();
    await expect(page.getByText('Thank you! The capsule is open to you.', { exact: false })).toBeVisible();

    // Back to the capsule from the return page. Watch: the position is saved and the player resumes there.
    await page.getByRole('link', { name: 'Open the capsule' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/Capsules/Capsule-Attempt/${capsuleId}$`));
    const video = page.getByTestId('capsule-video');
    await expect(video).toBeVisible();
    await video.evaluate((v: HTMLVideoElement) => new Promise<void>((resolve) => {
      if (v.readyState >= 1) resolve();
      else v.addEventListener('loadedmetadata', () => resolve(), { once: true });
    }));
    const saved = page.waitForResponse((r) => r.url().includes(`/api/Capsules/${capsuleId}/videoPosition`) && r.request().method() === 'PUT');
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 39;
      v.dispatchEvent(new Event('pause'));
    });
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByText('Resumes at 39 s')).toBeVisible();
    await expect(page.getByText('Watched')).toBeVisible();
    await shots(page, 'player', () => expect(page.getByRole('region', { name: 'Test 1' })).toBeVisible());

    // Test 2 is locked until Test 1 is passed.
    await expect(page.getByRole('region', { name: 'Test 2' }).getByText('Opens when Test 1 is passed.')).toBeVisible();
    await passTest(page, 'Test 1');
    await expect(page.getByRole('region', { name: 'Test 1' }).getByText(/^Passed/)).toBeVisible();
    await passTest(page, 'Test 2');
    await expect(page.getByRole('region', { name: 'Test 2' }).getByText(/^Passed/)).toBeVisible();

    const claimed = page.waitForResponse((r) => r.url().endsWith(`/api/Capsules/${capsuleId}/claimBadge`));
    await page.getByRole('button', { name: 'Claim badge' }).click();
    expect((await claimed).status()).toBe(200);
    const view = page.getByRole('link', { name: 'View your badge' });
    await expect(view).toBeVisible();
    await expectAccessible(page, 'capsule player', testInfo, { exclude: [BELL_BADGE] });
    const badgeHref = await view.getAttribute('href');
    expect(badgeHref).toMatch(new RegExp(`/Capsules/${capsuleId}/badge/[0-9a-f-]{36}$`));

    // My badges, from the player and from the catalogue: add to the profile, share on LinkedIn, copy the page's link.
    await page.getByRole('link', { name: 'Share it or add it to LinkedIn' }).click();
    await expect(page).toHaveURL(/\/app\/claimBadge$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My badges' })).toBeVisible();
    await page.goto('/app/Capsules');
    await page.getByRole('link', { name: 'My badges', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/claimBadge$/);
    await expect(page.getByRole('link', { name: `${title} badge`, exact: true })).toHaveAttribute('href', `/app${badgeHref!.replace(/^\/app/, '')}`);
    const share = new URL((await page.getByRole('link', { name: `Share on LinkedIn: ${title} badge` }).getAttribute('href'))!);
    expect(`${share.origin}${share.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(share.searchParams.get('url')).toMatch(new RegExp(`^https?://[^/]+/app/Capsules/${capsuleId}/badge/[0-9a-f-]{36}$`));
    expect(new URL(share.searchParams.get('url')!).pathname).toBe(`/app${badgeHref!.replace(/^\/app/, '')}`);
    const profileAdd = new URL((await page.getByRole('link', { name: 'Add to LinkedIn profile' }).getAttribute('href'))!);
    expect(`${profileAdd.origin}${profileAdd.pathname}`).toBe('https://www.linkedin.com/profile/add');
    await expect(page.getByRole('button', { name: `Copy link: ${title} badge` })).toBeVisible();
    await shots(page, 'my-badges', () => expect(page.getByRole('heading', { level: 1, name: 'My badges' })).toBeVisible());
    await expectAccessible(page, 'my badges', testInfo, { exclude: [BELL_BADGE] });

    // The public page, in a browser context that never logged in.
    const outsider = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: DESKTOP });
    await outsider.route('https://www.linkedin.com/**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<title>LinkedIn</title>' }));
    const pub = await outsider.newPage();
    await pub.goto(`/app${badgeHref!.replace(/^\/app/, '')}`);
    await expect(pub.getByRole('heading', { level: 1, name: `${title} badge` })).toBeVisible();
    await expect(pub.getByTestId('badge-holder')).toHaveText(`Kavya ${lastName}`);
    await expect(pub.getByText('Valid', { exact: true })).toBeVisible();
    await expect(pub.getByTestId('badge-verification')).toContainText('The signature is valid');
    await expect(pub.getByText(email)).toHaveCount(0);
    const linkedIn = pub.getByTestId('linkedin-link');
    const href = await linkedIn.getAttribute('href');
    const url = new URL(href!);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(url.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
    expect(url.searchParams.get('name')).toBe(`${title} badge`);
    expect(url.searchParams.get('certUrl')).toMatch(new RegExp(`/app/Capsules/${capsuleId}/badge/[0-9a-f-]{36}$`));
    const [popup] = await Promise.all([pub.waitForEvent('popup'), linkedIn.click()]);
    await expect.poll(() => popup.url()).toContain('https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME');
    await popup.close();
    await shots(pub, 'badge-public', () => expect(pub.getByTestId('badge-verification')).toBeVisible());
    await expectAccessible(pub, 'public badge', testInfo);
    await pub.goto(`/app/Capsules/${capsuleId}/badge/not-a-badge`);
    await expect(pub.getByRole('heading', { level: 1, name: 'Badge not found' })).toBeVisible();
    await outsider.close();

    // Staff: the learner in capsule progress.
    const admin = await apiLogin(request, 'Admin', 'e2e-capsules-admin');
    await useSession(page, admin);
    await page.goto('/app/Others/CapsuleProgress');
    await expect(page.getByRole('heading', { level: 1, name: 'Capsule progress' })).toBeVisible();
    const found = page.waitForResponse((r) => r.url().includes('/api/CapsulesUserProgress/capsuleProgressReport?') && r.url().includes('term='));
    await page.getByRole('searchbox').fill(email);
    expect((await found).status()).toBe(200);
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    const row = page.getByRole('link', { name: `Kavya ${lastName}` }).first();
    await expect(row).toBeVisible();
    await shots(page, 'progress', () => expect(page.getByRole('link', { name: `Kavya ${lastName}` }).first()).toBeVisible());
  });
  test('a learner subscribes to a plan from the catalogue through the test checkout and every capsule opens', async ({ page, request }, testInfo) => {
    const learner = await registerAndLogin(request, { firstName: 'Meera', lastName: `Pillai${letters(4)}`, email: `meera.${letters(8)}@example.com`, password: 'Learning-ERP-2026', countryCode: '+91', mobileNumber: '9812345675' });
    await useSession(page, learner);
    await page.goto('/app/Capsules');
    const plans = page.getByRole('region', { name: 'Subscribe to every capsule' });
    // The seeded quarter plan (All capsules, 3 months: INR 2,999).
    const buy = plans.getByRole('button', { name: 'Buy for ₹2,999' });
    await expect(buy).toBeVisible();
    await buy.click();
    await expect(page).toHaveURL(/\/app\/checkout\/test\/\d+$/);
    await expect(page.getByText('All capsules, 3 months (all capsules)')).toBeVisible();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Payment received')).toBeVisible();
    await expect(page.getByText('Thank you! Your subscription opens every capsule for its period.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Browse the capsules' }).click();
    await expect(page).toHaveURL(/\/app\/Capsules$/);
    await expect(page.getByText(/^Your subscription opens every capsule until /)).toBeVisible();
    await shots(page, 'subscribed-catalogue', () => expect(page.getByText(/^Your subscription opens every capsule until /)).toBeVisible());

    // A capsule never bought plays for the subscriber: the video, no buy panel.
    await page.getByRole('link', { name: 'Open SAP MM purchase orders', exact: true }).first().click();
    await expect(page).toHaveURL(/\/app\/Capsules\/Capsule-Attempt\/\d+$/);
    await expect(page.getByTestId('capsule-video')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Buy for/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Test 1' }).getByRole('button', { name: 'Start' })).toBeEnabled();
    await expectAccessible(page, 'capsule player (subscribed)', testInfo, { exclude: [BELL_BADGE] });
  });

  test('capsule staff (an editor, no payments rights) edit plans, reach requests and subscriptions from the Capsule Admin menu; a learner sees the new plan', async ({ page, request }, testInfo) => {
    const editor = await apiLogin(request, 'Editor', 'e2e-capsules-plans-editor');
    await useSession(page, editor);
    await page.goto('/app/Others/CapsuleSubscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Capsule plans and subscriptions' })).toBeVisible();
    const plans = page.getByRole('table', { name: 'Subscription plans' });
    await expect(plans).toBeVisible();

    // Bad input: the form says what is wrong and nothing is sent.
    await page.getByRole('button', { name: 'Add plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a subscription plan' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('A');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('At least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Give a price in INR or USD')).toBeVisible();

    const name = `All capsules, 6 months ${letters(4)}`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Months' }).fill('6');
    await dialog.getByRole('textbox', { name: 'Price (INR)' }).fill('4999');
    await dialog.getByRole('textbox', { name: 'Price (USD)' }).fill('79');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/Capsules/admin/plans') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await created).status()).toBe(200);
    await expect(dialog).toBeHidden();
    const row = plans.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('₹4,999.00');
    await expect(row).toContainText('$79.00');
    await expect(row).toContainText('Offered');

    // A learner is offered the new plan on the catalogue.
    const learner = await registerAndLogin(request, { firstName: 'Rohan', lastName: `Iyer${letters(4)}`, email: `rohan.${letters(8)}@example.com`, password: 'Learning-ERP-2026', countryCode: '+91', mobileNumber: '9812345674' });
    const offered = await apiCall<{ Plans: { Name: string }[] }>(request, 'GET', '/api/Capsules/subscriptionPlans', { session: learner });
    expect(offered.Plans.map((p) => p.Name)).toContain(name);

    await shots(page, 'plans', () => expect(plans.getByRole('row').filter({ hasText: name })).toBeVisible());
    await expectAccessible(page, 'plans and subscriptions', testInfo);

    // Withdraw it: no longer offered, still listed for staff.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Change the plan' });
    await expect(edit.getByText('Orders already made keep the price they were made at.')).toBeVisible();
    await edit.getByRole('switch', { name: 'Offered to learners' }).uncheck({ force: true });
    await shots(page, 'plan-edit', () => expect(page.getByRole('dialog', { name: 'Change the plan' })).toBeVisible());
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(plans.getByRole('row').filter({ hasText: name })).toContainText('Withdrawn');
    const after = await apiCall<{ Plans: { Name: string }[] }>(request, 'GET', '/api/Capsules/subscriptionPlans', { session: learner });
    expect(after.Plans.map((p) => p.Name)).not.toContain(name);

    // Cancelling a subscription asks first.
    const cancel = page.getByRole('button', { name: 'Cancel', exact: true }).first();
    if (await cancel.count()) {
      await cancel.click();
      await expect(page.getByRole('dialog', { name: 'Cancel this subscription?' })).toBeVisible();
      await page.getByRole('dialog', { name: 'Cancel this subscription?' }).getByRole('button', { name: 'Cancel', exact: true }).click();
    }

    // The rest of the capsule staff screens, from the menu's Capsule Admin group; requests open with capsules.manage.
    await page.goto('/app/editordashboard');
    // The editor's bar holds its first items; the Capsule Admin group is under More.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Subscription Requests' }).click();
    await expect(page).toHaveURL(/\/app\/subscriptionRequest$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription requests' })).toBeVisible();
    await page.goto('/app/Others/CapsuleTiles');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
