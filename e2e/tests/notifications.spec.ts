import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SessionResult } from '@app/contracts/auth';
import {
  test, expect, expectAccessible, expectNoHorizontalScroll, apiCall, apiLogin, registerAndLogin, signInAs, useSession, PHONE, TOASTS,
} from '../fixtures/index.ts';

/** Screenshots of this flow (looked at by hand). */
const SHOTS = process.env.NOTIF_SHOTS ?? '/tmp/notif-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false, animations: 'disabled' });

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** A fresh learner admitted to a fresh course of one assignment lesson mentored by the demo mentor, with a submission waiting. */
async function learnerWithSubmission(request: APIRequestContext) {
  const admin = await apiLogin(request, 'Admin', 'e2e-notifications-admin');
  const mentor = await apiLogin(request, 'Mentor', 'e2e-notifications-mentor');
  const tag = letters(6);
  const course = (await apiCall<{ item: { ID: number; Title: string } }>(request, 'POST', '/api/courses', {
    session: admin,
    body: { item: { Title: `SAP MM procurement ${tag}`, Url: `sap-mm-procurement-${tag}`, Status: 'published', CoursePrice: { INR: 49900, USD: 999 }, Duration: '4 weeks' } },
  })).item;
  const assignment = await apiCall<{ ID: number }>(request, 'POST', '/api/assignments', {
    session: admin, body: { Title: `Purchase requisition to PO ${tag}`, Description: '<p>Walk through ME51N, ME21N and MIGO with screenshots.</p>', MaxScore: 10, ReattemptsAllowed: 2 },
  });
  const lesson = await apiCall<{ ID: number }>(request, 'POST', `/api/courses/${course.ID}/lessons`, { session: admin, body: { Title: 'Procure to pay', AssignmentID: assignment.ID } });
  await apiCall(request, 'PUT', `/api/courses/${course.ID}/mentors`, { session: admin, body: { UserIDs: [mentor.user.id] } });
  const first = cap(letters(6));
  const learner: SessionResult = await registerAndLogin(request, {
    firstName: first, lastName: 'Kulkarni', email: `notif-${tag}-${randomUUID().slice(0, 6)}@example.com`, password: 'Procure-To-Pay-2026!',
    countryCode: '+91', mobileNumber: '9876501234',
  });
  await apiCall(request, 'POST', '/api/usersAdmissions', { session: admin, body: { CourseID: course.ID, UserIDs: [learner.user.id] } });
  const submission = await apiCall<{ ID: number }>(request, 'POST', `/api/course/${course.ID}/lessons/${lesson.ID}/assignment/submit`, {
    session: learner, body: { Text: 'ME51N requisition 10001234, converted with ME21N to PO 4500001122, goods receipt with MIGO 101.', FileIDs: [], RequestID: randomUUID() },
  });
  return { admin, mentor, learner, course, lesson, submission, assignmentTitle: `Purchase requisition to PO ${tag}`, learnerName: `${first} Kulkarni` };
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const unreadOf = async (page: Page) => Number(await page.getByTestId('notification-count').getAttribute('data-count'));

test.describe('notifications', () => {
  test('a mentor returns an assignment and the learner\'s bell updates without a reload; list, detail, phone and German', async ({ browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const s = await learnerWithSubmission(request);

    // The learner's browser: the admission is already there, unread.
    const learnerContext = await browser.newContext();
    const learnerPage = await learnerContext.newPage();
    await useSession(learnerPage, s.learner);
    await learnerPage.goto('/app/dashboard');
    await expect(bell(learnerPage)).toBeVisible();
    await expect.poll(() => unreadOf(learnerPage)).toBeGreaterThanOrEqual(1);
    const before = await unreadOf(learnerPage);
    await expect(bell(learnerPage)).toHaveAccessibleName(`Notifications, ${before} unread`);

    // The mentor's browser: return the submission with feedback.
    const mentorContext = await browser.newContext();
    const mentorPage = await mentorContext.newPage();
    await useSession(mentorPage, s.mentor);
    await mentorPage.goto(`/app/assignmentView/${encodeURIComponent(s.course.Title)}/${encodeURIComponent(s.assignmentTitle)}/${s.learner.user.id}?submission=${s.submission.ID}`);
    await expect(mentorPage.getByRole('heading', { level: 1, name: s.assignmentTitle })).toBeVisible();
    await mentorPage.locator('label').filter({ hasText: /^Return for reattempt$/ }).click();
    await mentorPage.getByRole('textbox', { name: /Feedback/ }).fill('Add the MIGO material document number and the invoice in MIRO.');
    await mentorPage.getByRole('button', { name: 'Return for reattempt' }).click();
    const confirm = mentorPage.getByRole('dialog', { name: 'Return for reattempt?' });
    await confirm.getByRole('button', { name: 'Return for reattempt' }).click();
    await expect(mentorPage.getByText('Your decision is saved.')).toBeVisible();

    // Without a reload: the count goes up, a toast names it, the popover lists it first.
    await expect.poll(() => unreadOf(learnerPage), { timeout: 10_000 }).toBe(before + 1);
    await expect(learnerPage.getByText(`Assignment returned: ${s.assignmentTitle}`).first()).toBeVisible();
    await expect(learnerPage.getByRole('status').filter({ hasText: `${before + 1} unread notifications` })).toBeAttached();
    await bell(learnerPage).click();
    const popover = learnerPage.getByRole('dialog', { name: 'Notifications' });
    await expect(popover).toBeVisible();
    await expect(popover.getByRole('button').filter({ hasText: `Assignment returned: ${s.assignmentTitle}` })).toBeVisible();
    await shot(learnerPage, 'bell-popover-desktop');
    await expectAccessible(learnerPage, 'bell popover', testInfo, { exclude: [TOASTS] });

    // Opening it marks it read and leads to the lesson.
    await popover.getByRole('button').filter({ hasText: `Assignment returned: ${s.assignmentTitle}` }).click();
    await expect(learnerPage).toHaveURL(/\/app\/notification\/\d+$/);
    await expect(learnerPage.getByRole('heading', { level: 1, name: `Assignment returned: ${s.assignmentTitle}` })).toBeVisible();
    // In the page itself: the popover may still be fading out with the same text in its list (CI, once).
    await expect(learnerPage.getByRole('main').getByText('Add the MIGO material document number')).toBeVisible();
    await expect.poll(() => unreadOf(learnerPage)).toBe(before);
    await shot(learnerPage, 'notification-detail-desktop');
    await expectAccessible(learnerPage, 'notification detail', testInfo, { exclude: [TOASTS] });
    await expect(learnerPage.getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/app/course/${s.course.ID}/${s.lesson.ID}-assignment`);

    // The list: filter by type, mark all read.
    await learnerPage.getByRole('link', { name: 'All notifications' }).click();
    await expect(learnerPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const table = learnerPage.getByRole('table', { name: 'My notifications' });
    await expect(table.getByRole('row', { name: new RegExp(`Assignment returned: ${s.assignmentTitle}`) })).toContainText('Read');
    await expect(table.getByRole('row', { name: /You are enrolled in SAP MM procurement/ })).toContainText('Unread');
    await learnerPage.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Course enrolment' });
    await expect(table.getByRole('row', { name: new RegExp(`Assignment returned`) })).toHaveCount(0);
    await learnerPage.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'All types' });
    await shot(learnerPage, 'notifications-list-desktop');
    await expectAccessible(learnerPage, 'notifications list', testInfo, { exclude: [TOASTS] });
    await learnerPage.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => unreadOf(learnerPage)).toBe(0);
    await expect(table.getByRole('row', { name: /You are enrolled in SAP MM procurement/ })).toContainText('Read');

    // Staff announce to this learner: it arrives live too.
    const adminPage = await mentorContext.newPage();
    await useSession(adminPage, s.admin);
    await apiCall(request, 'POST', '/api/announcements', {
      session: s.admin,
      body: { title: 'Procurement workshop on Friday', text: 'Live MM workshop on Friday 18:00 IST: three-way match and GR/IR clearing.', link: '/courses', audience: { kind: 'users', userIds: [s.learner.user.id] } },
    });
    await expect.poll(() => unreadOf(learnerPage), { timeout: 10_000 }).toBe(1);
    await expect(table.getByRole('row', { name: /Procurement workshop on Friday/ })).toBeVisible();

    // Phone: the list and the bell at 390 px.
    await learnerPage.setViewportSize(PHONE);
    await learnerPage.goto('/app/notifications');
    await expect(learnerPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(learnerPage.getByText('Procurement workshop on Friday').first()).toBeVisible();
    await expectNoHorizontalScroll(learnerPage, 'notifications on a phone');
    await shot(learnerPage, 'notifications-list-phone');
    await bell(learnerPage).click();
    await expect(learnerPage.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expectNoHorizontalScroll(learnerPage, 'bell popover on a phone');
    await shot(learnerPage, 'bell-popover-phone');
    await adminPage.close();
    await mentorContext.close();
    await learnerContext.close();

    // German.
    const de = await browser.newContext({ locale: 'de-DE' });
    const dePage = await de.newPage();
    await useSession(dePage, s.learner);
    await dePage.goto('/app/notifications');
    await expect(dePage.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
    await expect(dePage.getByRole('table', { name: 'Meine Benachrichtigungen' }).getByText('Aufgabe zurückgegeben').first()).toBeVisible();
    await shot(dePage, 'notifications-list-de');
    await dePage.goto('/app/profile/notifications');
    await expect(dePage.getByRole('switch', { name: 'Ankündigung: per E-Mail senden' })).toBeVisible();
    await shot(dePage, 'preferences-de');
    await expectAccessible(dePage, 'preferences (German)', testInfo, { exclude: [TOASTS] });
    await de.close();
  });

  test('staff compose an announcement to a role, see its reach on the dashboard, and a scheduled one can be cancelled', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page, request, 'Admin');
    await page.goto('/app/addNotification');
    await expect(page.getByRole('heading', { level: 1, name: 'New announcement' })).toBeVisible();
    // Bad input: nothing typed.
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const title = `Recruiter open day ${letters(5)}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Message' }).fill('Meet the recruiters of our partner firms on Saturday at 11:00 IST in the main hall.');
    await page.locator('label').filter({ hasText: /^A role$/ }).click();
    await page.getByRole('combobox', { name: 'Role' }).selectOption('Recruiter');
    await expect(page.getByTestId('audience-size')).toHaveText(/Reaches \d+ (person|people)/);
    await page.locator('label').filter({ hasText: /^At a time$/ }).click();
    const later = new Date(Date.now() + 3 * 86_400_000);
    const local = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}T10:30`;
    await page.getByLabel('Send at').fill(local);
    await page.screenshot({ path: `${SHOTS}/compose-desktop.png`, fullPage: true, animations: 'disabled' });
    await expectAccessible(page, 'compose announcement', testInfo, { exclude: [TOASTS] });
    await page.getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule this announcement?' });
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/app\/notificationdashboards$/);
    const table = page.getByRole('table', { name: 'Announcements' });
    const row = table.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Scheduled');
    await expect(row).toContainText('Recruiters');
    await shot(page, 'dashboard-desktop');
    await expectAccessible(page, 'announcements dashboard', testInfo, { exclude: [TOASTS] });
    await row.getByRole('button', { name: `Cancel "${title}"` }).click();
    await page.getByRole('dialog', { name: 'Cancel the scheduled announcement?' }).getByRole('button', { name: 'Cancel announcement' }).click();
    await expect(row).toContainText('Cancelled');
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await expectNoHorizontalScroll(page, 'announcements dashboard on a phone');
    await shot(page, 'dashboard-phone');
  });
});
