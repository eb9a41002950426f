import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { encodeAntiForgery } from '@app/contracts/anti-forgery';
import type { SessionResult } from '@app/contracts/auth';
import type { CertificateRow } from '@app/contracts/certificates';
import type { CourseContent } from '@app/contracts/courses';
import type { Page as ListPage } from '@app/contracts/list';
import {
  test, expect, apiCall, apiLogin, expectAccessible, expectPath, snap, useSession, DESKTOP, PHONE, TOASTS, registerAndLogin,
} from '../fixtures/index.ts';

/**
 * The whole learning journey of issue 4 across roles and screens: a learner opens the landing page of a course
 * built for this run, starts it, reads the material, passes the lesson test and submits the assignment with a
 * file; the mentor returns it with feedback; the learner resubmits; the mentor accepts with a score; the course
 * completes and its certificate is verified in a browser that never logged in. The lock icons of DESIGN section 5
 * are checked at every step, by the accessible names the lesson player gives them.
 *
 * The demo learner is left alone (other specs use it at the same time): the course, the learner and the
 * admission are made here through the API, with a stamp of their own per run.
 */

const KEY = Number(process.env.ANTI_FORGERY_KEY ?? 7);
const BRAND = 'ERP Career Academy';

/** A few random letters: names accept letters only, and parallel runs need their own learner. */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The accessible names of the lock/status icons in the player (locales/en/course-player.json `status`). */
const ICON = { locked: 'Locked', waiting: 'Awaiting review', reattempt: 'Reattempt', done: 'Done' } as const;
type IconName = (typeof ICON)[keyof typeof ICON];

interface JourneyCourse {
  courseId: number;
  title: string;
  slug: string;
  lessons: [{ id: number; title: string }, { id: number; title: string }];
  material1: string;
  material2: string;
  testTitle: string;
  assignmentTitle: string;
}

/** POST of one multipart file as the web client sends it. */
async function upload(request: APIRequestContext, session: SessionResult, url: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const res = await request.post(url, {
    headers: { authorization: `Bearer ${session.token}`, 'x-anti-forgery': encodeAntiForgery(session.user.id, Date.now(), url, KEY) },
    multipart: { file },
  });
  expect(res.status(), `POST ${url}: ${(await res.text()).slice(0, 300)}`).toBe(200);
}

/**
 * A published two-lesson course made as the demo Editor: lesson 1 a reading, a one-question test and an
 * assignment (max score 10, one resubmission allowed, with an attachment); lesson 2 a reading. The demo Mentor
 * checks it.
 */
async function buildJourneyCourse(request: APIRequestContext): Promise<JourneyCourse> {
  const editor = await apiLogin(request, 'Editor', 'e2e-journey-editor');
  const mentor = await apiLogin(request, 'Mentor', 'e2e-journey-mentor-api');
  const stamp = `${Date.now().toString(36)}${letters(3)}`;
  const title = `Month-end close ${stamp}`;
  const slug = `month-end-close-${stamp}`;
  const post = <T>(url: string, body: unknown) => apiCall<T>(request, 'POST', url, { session: editor, body });

  const course = await post<{ item: { ID: number } }>('/api/courses', {
    item: {
      Title: title, Url: slug, Status: 'published', Duration: '1 hour', CoursePrice: { INR: 149900, USD: 1900 },
      Description: '<p>Close the books at the end of the month: accruals, reconciliations and the trial balance.</p>',
    },
  });
  const courseId = course.item.ID;

  const material1 = 'Why the month-end close matters';
  const m1 = await post<{ ID: number }>('/api/materials', {
    Name: material1, Kind: 'richtext', ExpectedSeconds: 240, Description: 'What the close is for and who takes part.',
    Body: '<h2>The close in three days</h2><p>At the end of every month the accountants make sure that the <strong>general ledger</strong> shows every transaction of the month, and nothing from the next one.</p><ul><li>Accrue the costs whose invoices have not arrived.</li><li>Reconcile the bank and the sub-ledgers.</li><li>Review the trial balance before reporting.</li></ul>',
  });
  const q = await post<{ ID: number }>('/api/questions', {
    Type: 'truefalse', Text: '<p>An accrual records a cost in the month it belongs to, even before its invoice arrives.</p>',
    TrueFalseAnswer: true, Marks: 1, Explanation: '<p>Accruals match costs to the period they belong to.</p>',
  });
  const testTitle = `Month-end close check ${stamp}`;
  const t = await post<{ ID: number }>('/api/tests', {
    Title: testTitle, DurationSeconds: 300, PassPercentage: 50, AttemptsAllowed: 2, Status: 'published', InSeries: false, ShowAnswers: true, QuestionIDs: [q.ID],
  });
  const assignmentTitle = 'Draft a close checklist';
  const a = await post<{ ID: number }>('/api/assignments', {
    Title: assignmentTitle, MaxScore: 10, ReattemptsAllowed: 1,
    Description: '<p>Write the checklist your team would follow on the first three working days of a month: the accruals, the reconciliations and who signs off the trial balance.</p>',
  });
  await upload(request, editor, `/api/assignments/${a.ID}/files`, {
    name: 'close-template.txt', mimeType: 'text/plain', buffer: Buffer.from('Day 1: accruals\nDay 2: reconciliations\nDay 3: trial balance review\n'),
  });

  const material2 = 'Bank reconciliation in practice';
  const m2 = await post<{ ID: number }>('/api/materials', {
    Name: material2, Kind: 'richtext', ExpectedSeconds: 180, Description: 'Matching the bank statement with the ledger.',
    Body: '<h2>Bank reconciliation</h2><p>Compare the bank statement with the bank account in the ledger and explain every difference: cheques not yet cashed, deposits in transit, bank charges.</p>',
  });

  const l1Title = 'Closing the books';
  const l2Title = 'Reconciling accounts';
  const l1 = await post<{ ID: number }>(`/api/courses/${courseId}/lessons`, { Title: l1Title, MaterialID: m1.ID, TestID: t.ID, AssignmentID: a.ID });
  const l2 = await post<{ ID: number }>(`/api/courses/${courseId}/lessons`, { Title: l2Title, MaterialID: m2.ID });
  await apiCall(request, 'PUT', `/api/courses/${courseId}/mentors`, { session: editor, body: { UserIDs: [mentor.user.id] } });
  return {
    courseId, title, slug, lessons: [{ id: l1.ID, title: l1Title }, { id: l2.ID, title: l2Title }], material1, material2, testTitle, assignmentTitle,
  };
}

/** A learner of this run, registered through the API and admitted to the course by the demo Admin. */
async function admittedLearner(request: APIRequestContext, courseId: number): Promise<SessionResult> {
  const learner = await registerAndLogin(request, {
    firstName: 'Meera', lastName: cap(letters(7)), email: `meera.${letters(10)}@example.com`,
    password: 'Closing-Books-2026', countryCode: '+91', mobileNumber: '9811122233',
  });
  const admin = await apiLogin(request, 'Admin', 'e2e-journey-admin');
  await apiCall(request, 'POST', '/api/usersAdmissions', { session: admin, body: { CourseID: courseId, UserIDs: [learner.user.id] } });
  return learner;
}

/** A second browser of its own (another person at another computer), failing the test on uncaught page errors. */
async function otherBrowser(browser: Browser, errors: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`pageerror (second browser): ${e.message}`));
  return { context, page };
}

const contents = (page: Page) => page.getByRole('navigation', { name: 'Course contents' }).first();
const itemRow = (page: Page, url: string) => contents(page).locator(`[data-url="${url}"]`);

/** The item's lock/status icon in the side list, by its accessible name; null: no icon (open, not started). */
async function expectIcon(page: Page, url: string, name: IconName | null) {
  const icons = itemRow(page, url).getByRole('img');
  if (name === null) {
    await expect(icons, `${url} shows no icon`).toHaveCount(0);
    return;
  }
  await expect(icons, `${url} shows "${name}"`).toHaveCount(1);
  await expect(icons).toHaveAccessibleName(name);
}

/** Every item's icon, [lesson][item], read from the server (what the list must show). */
async function serverIcons(request: APIRequestContext, learner: SessionResult, courseId: number) {
  const c = await apiCall<CourseContent>(request, 'GET', `/api/CourseContentData/${courseId}`, { session: learner });
  return c.Lessons.map((l) => l.Contents.map((e) => e.LockStatus));
}

/** A full-page screenshot from the top (a capture of a scrolled page paints the fixed header mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Desktop and 390 px phone screenshots of the current screen; `ready` is checked again at phone width. */
async function shotBoth(page: Page, name: string, ready: () => Promise<void>) {
  await shot(page, name);
  await page.setViewportSize(PHONE);
  await ready();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} fits a 390 px phone`).toBeLessThanOrEqual(PHONE.width);
  await shot(page, name);
  await page.setViewportSize(DESKTOP);
  await ready();
}

/** Picks Accept or Return in the checking view's segmented control (its radio inputs are visually hidden). */
async function decisionKind(page: Page, name: 'Accept' | 'Return for reattempt') {
  await page.locator('label').filter({ hasText: new RegExp(`^${name}$`) }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

test.describe('course journey (learner, mentor, visitor)', () => {
  test('should take a learner from the landing page to a verified certificate when the mentor returns the assignment once and then accepts it', async ({ page, request, browser, consoleErrors }, testInfo) => {
    test.setTimeout(240_000);
    const c = await buildJourneyCourse(request);
    const learner = await admittedLearner(request, c.courseId);
    const holder = learner.user.name;
    const [l1, l2] = c.lessons;
    const u = { m1: `${l1.id}-material`, test: `${l1.id}-test`, asg: `${l1.id}-assignment`, m2: `${l2.id}-material` };
    const firstAnswer = 'Day 1: accrue the costs of goods received without an invoice. Day 2: reconcile the bank. Day 3: review the trial balance.';
    const feedback = 'Say who signs off the trial balance, and add the reconciliation of the sub-ledgers to the general ledger.';
    const secondAnswer = 'Day 1: accruals for goods received not invoiced, posted by the accounts payable team. Day 2: bank reconciliation and the sub-ledgers (receivables, payables, fixed assets) agreed to the general ledger. Day 3: the financial controller reviews and signs off the trial balance.';
    const praise = 'Complete and in the right order, with a clear sign-off. Well done.';

    // ── 1. Learner: the landing page, Start, the material, the test, the assignment ──
    await useSession(page, learner);
    await page.goto(`/app/courselanding/${c.slug}/overview`);
    await expect(page).toHaveTitle(`${c.title} | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    const outline = page.getByRole('region', { name: 'Course contents' });
    await expect(outline.getByRole('button', { name: new RegExp(l1.title) })).toHaveAttribute('aria-expanded', 'true');
    await expect(outline.getByRole('button', { name: new RegExp(l2.title) })).toBeVisible();
    await expect(outline).toContainText(c.material1);
    await expect(outline).toContainText(c.testTitle);
    await expect(outline).toContainText(c.assignmentTitle);
    await expect(page.getByRole('progressbar', { name: `Progress in ${c.title}` })).toHaveAttribute('aria-valuenow', '0');
    const start = page.getByRole('link', { name: 'Start', exact: true });
    await expect(start).toHaveAttribute('href', `/app/course/${c.courseId}/${u.m1}`);
    await shotBoth(page, 'journey-landing', () => expect(start).toBeVisible());
    await expectAccessible(page, 'course landing (admitted learner)', testInfo);
    await start.click();

    // The material opens and counts as done (a reading, on opening); the test and assignment are open with no
    // icon; lesson 2 is locked and is no link.
    await expectPath(page, `/app/course/${c.courseId}/${u.m1}`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: c.material1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The close in three days' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Completed' })).toBeVisible();
    await expectIcon(page, u.m1, ICON.done);
    await expectIcon(page, u.test, null);
    await expectIcon(page, u.asg, null);
    await expectIcon(page, u.m2, ICON.locked);
    await expect(itemRow(page, u.m2)).toHaveAttribute('aria-disabled', 'true');
    await expect(contents(page).getByRole('link', { name: new RegExp(c.material2) })).toHaveCount(0);
    await expect(contents(page).getByRole('img', { name: 'Lesson locked' })).toHaveCount(1);
    expect(await serverIcons(request, learner, c.courseId)).toEqual([['check-circle', null, null], ['lock-on']]);
    await shotBoth(page, 'journey-player-material', () => expect(page.getByRole('heading', { level: 2, name: c.material1 })).toBeVisible());
    await expectAccessible(page, 'player, material', testInfo);

    // The lesson test, taken in the player and passed.
    await page.getByRole('link', { name: `Next: ${c.testTitle}` }).click();
    await expectPath(page, `/app/course/${c.courseId}/${u.test}`);
    await page.getByRole('button', { name: 'Start test' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
    await page.getByRole('radio', { name: 'True' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit now' }).click();
    const passed = page.getByRole('heading', { name: 'You passed' });
    await expect(passed).toBeVisible();
    await expectIcon(page, u.test, ICON.done);
    await expectIcon(page, u.asg, null);
    await expectIcon(page, u.m2, ICON.locked);
    await shotBoth(page, 'journey-player-test-result', () => expect(passed).toBeVisible());
    await expectAccessible(page, 'player, test result', testInfo);

    // The assignment: the instructions and attachment, an answer and a small file; then the hourglass, and
    // lesson 2 opens (a lesson is finished once its assignment is submitted).
    await page.getByRole('button', { name: 'Back to the test' }).click();
    await page.getByRole('link', { name: `Next: ${c.assignmentTitle}` }).click();
    await expectPath(page, `/app/course/${c.courseId}/${u.asg}`);
    await expect(page.getByText('Write the checklist your team would follow')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download close-template.txt' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your answer' }).fill(firstAnswer);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles({ name: 'close-checklist.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Accruals\n2. Bank reconciliation\n3. Trial balance review\n') });
    await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Submit assignment' }).click();
    await expect(page.getByText('Your submission has been sent.', { exact: false })).toBeVisible();
    await expectIcon(page, u.asg, ICON.waiting);
    await expectIcon(page, u.m2, null);
    await expect(page.getByRole('article', { name: 'Submission 1' })).toContainText('close-checklist.txt');
    await expect(page.getByRole('button', { name: 'Submit assignment' })).toHaveCount(0);
    expect(await serverIcons(request, learner, c.courseId)).toEqual([['check-circle', 'check-circle', 'hourglass'], [null]]);

    // Lesson 2's reading, now open: done on opening.
    await page.getByRole('link', { name: `Next: ${c.material2}` }).click();
    await expectPath(page, `/app/course/${c.courseId}/${u.m2}`);
    await expect(page.getByRole('heading', { level: 2, name: c.material2 })).toBeVisible();
    await expectIcon(page, u.m2, ICON.done);
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).not.toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('Course completed', { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'player at the end of the learner\'s first round', testInfo);

    // ── 2. Mentor (another browser): Assignment Checking lists it; open it; return with feedback ──
    const mentor = await apiLogin(request, 'Mentor', 'e2e-journey-mentor');
    const m = await otherBrowser(browser, consoleErrors);
    await useSession(m.page, mentor);
    await m.page.goto(`/app/Trainings/assignmentChecking?learners=${learner.user.id}`);
    await expect(m.page.getByRole('heading', { level: 1, name: 'Assignment checking' })).toBeVisible();
    await expect(m.page.getByRole('tab', { name: /Checking Pending/ })).toHaveAttribute('aria-selected', 'true');
    const pending = m.page.getByRole('table', { name: 'Checking Pending' }).getByRole('row', { name: new RegExp(c.assignmentTitle) });
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(c.title);
    await expect(pending).toContainText(holder);
    await pending.getByRole('link', { name: `Check ${c.assignmentTitle} by ${holder}` }).click();
    await expect(m.page).toHaveURL(new RegExp(`/app/assignmentView/[^/]+/[^/]+/${learner.user.id}\\?submission=\\d+$`));
    await expect(m.page.getByRole('heading', { level: 1, name: c.assignmentTitle })).toBeVisible();
    await expect(m.page.getByText(`${holder} · ${c.title}`)).toBeVisible();
    await expect(m.page.getByText('Attempt 1 of 2')).toBeVisible();
    await expect(m.page.getByText(firstAnswer)).toBeVisible();
    await expect(m.page.getByRole('button', { name: 'Download close-checklist.txt' })).toBeVisible();
    await shotBoth(m.page, 'journey-checking-view', () => expect(m.page.getByText(firstAnswer)).toBeVisible());
    await decisionKind(m.page, 'Return for reattempt');
    await m.page.getByRole('textbox', { name: /Feedback/ }).fill(feedback);
    await m.page.getByRole('button', { name: 'Return for reattempt' }).click();
    const confirmReturn = m.page.getByRole('dialog', { name: 'Return for reattempt?' });
    await expect(confirmReturn).toContainText(holder);
    await confirmReturn.getByRole('button', { name: 'Return for reattempt' }).click();
    await expect(confirmReturn).toBeHidden();
    await expect(m.page.getByText('Your decision is saved.')).toBeVisible();
    await expect(m.page.getByText('Returned for reattempt', { exact: true }).first()).toBeVisible();

    // ── 3. Learner: rotate-right and the feedback; resubmit (hourglass again) ──
    await page.goto(`/app/course/${c.courseId}/${u.asg}`);
    await expect(page.getByRole('heading', { level: 2, name: c.assignmentTitle })).toBeVisible();
    await expectIcon(page, u.asg, ICON.reattempt);
    await expectIcon(page, u.m1, ICON.done);
    await expectIcon(page, u.test, ICON.done);
    await expectIcon(page, u.m2, ICON.done);
    await expect(page.getByText('Returned for changes', { exact: true })).toBeVisible();
    await expect(page.getByText('Read your mentor\'s feedback below and submit again. 1 resubmission left.')).toBeVisible();
    const firstSubmission = page.getByRole('article', { name: 'Submission 1' });
    await expect(firstSubmission).toContainText('Returned');
    await expect(firstSubmission).toContainText('Mentor\'s feedback');
    await expect(firstSubmission).toContainText(feedback);
    expect(await serverIcons(request, learner, c.courseId)).toEqual([['check-circle', 'check-circle', 'rotate-right'], ['check-circle']]);
    await shotBoth(page, 'journey-player-assignment-returned', () => expect(firstSubmission).toContainText(feedback));
    await expectAccessible(page, 'player, assignment returned', testInfo);
    await expect(page.getByRole('heading', { name: 'Submit again' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your answer' }).fill(secondAnswer);
    await page.getByRole('button', { name: 'Submit again' }).click();
    await expect(page.getByRole('article', { name: 'Submission 2' })).toContainText('Awaiting review');
    await expectIcon(page, u.asg, ICON.waiting);
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveCount(0);
    await expectAccessible(page, 'player, assignment resubmitted', testInfo);

    // ── 4. Mentor: the resubmission is under Reattempted; accept with a score ──
    await m.page.getByRole('link', { name: 'Back to assignment checking' }).first().click();
    await expect(m.page.getByRole('heading', { level: 1, name: 'Assignment checking' })).toBeVisible();
    await m.page.getByRole('tab', { name: /Reattempted/ }).click();
    const again = m.page.getByRole('table', { name: 'Reattempted' }).getByRole('row', { name: new RegExp(c.assignmentTitle) });
    await expect(again).toContainText(holder);
    await again.getByRole('link', { name: c.assignmentTitle, exact: true }).click();
    await expect(m.page.getByText('Attempt 2 of 2')).toBeVisible();
    await expect(m.page.getByText(secondAnswer)).toBeVisible();
    await expect(m.page.getByRole('heading', { name: 'Earlier submission (1)' })).toBeVisible();
    await expect(m.page.getByText(feedback)).toBeVisible();
    await decisionKind(m.page, 'Accept');
    await m.page.getByRole('textbox', { name: 'Score (0 to 10)' }).fill('9');
    await m.page.getByRole('textbox', { name: /Feedback/ }).fill(praise);
    await m.page.getByRole('button', { name: 'Accept', exact: true }).click();
    const confirmAccept = m.page.getByRole('dialog', { name: 'Accept this submission?' });
    await expect(confirmAccept).toContainText('with a score of 9 / 10');
    await confirmAccept.getByRole('button', { name: 'Accept' }).click();
    await expect(confirmAccept).toBeHidden();
    await expect(m.page.getByText('Accepted with 9 / 10')).toBeVisible();
    await shot(m.page, 'journey-checking-view-accepted');
    await expectAccessible(m.page, 'checking view after acceptance', testInfo, { exclude: [TOASTS] });
    await m.context.close();

    // ── 5. Learner: everything done, the course completed, the certificate ──
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: c.assignmentTitle })).toBeVisible();
    for (const url of [u.m1, u.test, u.asg, u.m2]) await expectIcon(page, url, ICON.done);
    await expect(contents(page).getByRole('img', { name: 'Lesson finished' })).toHaveCount(2);
    expect(await serverIcons(request, learner, c.courseId)).toEqual([['check-circle', 'check-circle', 'check-circle'], ['check-circle']]);
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('Your mentor accepted this assignment with a score of 9 out of 10.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Submission 2' })).toContainText(praise);
    await expect(page.getByText('Course completed', { exact: true })).toBeVisible();
    const [cert] = (await apiCall<ListPage<CertificateRow>>(request, 'GET', '/api/certificates', { session: learner })).items;
    expect(cert?.CourseName).toBe(c.title);
    const verifyPath = `/app/courses/${c.slug}/certificate/${cert!.PublicID}`;
    await expect(page.getByRole('link', { name: 'View certificate' })).toHaveAttribute('href', verifyPath);
    await shot(page, 'journey-player-completed');
    await expectAccessible(page, 'player, course completed', testInfo);

    // The dashboard says the same.
    await page.goto('/app/dashboard');
    const card = page.getByRole('region', { name: 'My courses' }).getByRole('listitem').filter({ hasText: c.title });
    await expect(card).toContainText('Completed');
    await expect(card.getByRole('link', { name: `View certificate of ${c.title}` })).toHaveAttribute('href', verifyPath);
    await expect(page.getByRole('region', { name: 'Certificates earned' }).getByRole('listitem').filter({ hasText: c.title })).toContainText('Valid');
    await expectAccessible(page, 'learner dashboard, course completed', testInfo);

    // ── The verification page, in a browser that never logged in ──
    const v = await otherBrowser(browser, consoleErrors);
    await v.page.goto(verifyPath);
    await expect(v.page).toHaveTitle(`Certificate verification | ${BRAND}`);
    await expect(v.page.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    await expect(v.page.getByRole('definition').filter({ hasText: holder })).toBeVisible();
    await expect(v.page.getByRole('link', { name: c.title })).toHaveAttribute('href', `/app/courselanding/${c.slug}/overview`);
    expect(await v.page.evaluate(() => localStorage.getItem('erp.token'))).toBeNull();
    const linkedIn = v.page.getByRole('link', { name: /Add to LinkedIn profile/ });
    const href = new URL((await linkedIn.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(href.searchParams.get('certId')).toBe(cert!.PublicID);
    expect(href.searchParams.get('name')).toBe(c.title);
    expect(href.searchParams.get('certUrl')).toBe(v.page.url());
    await shotBoth(v.page, 'journey-certificate-verification', () => expect(v.page.getByRole('heading', { name: 'Valid certificate' })).toBeVisible());
    await expectAccessible(v.page, 'certificate verification (visitor)', testInfo);
    await v.context.close();
  });
});
