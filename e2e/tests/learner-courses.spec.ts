import type { APIRequestContext, Page } from '@playwright/test';
import type { SessionResult } from '@app/contracts/auth';
import type { CertificateRow } from '@app/contracts/certificates';
import type { InstanceRow } from '@app/contracts/instances';
import type { Page as ListPage } from '@app/contracts/list';
import {
  test, expect, expectAccessible, expectPath, snap, apiCall, apiLogin, signInAs, useSession, DESKTOP, PHONE, TOASTS,
} from '../fixtures/index.ts';
import { registerLearner } from '../fixtures/assessments.ts';

/**
 * The learner-facing course screens of issue 4: the catalogue (box and list view), a course landing page for a
 * visitor, the learner dashboard (progress, next step, ERP sandbox with the password revealed on request), my
 * certificates, and the public verification page of a certificate opened without login (with its LinkedIn link).
 */

const BRAND = 'ERP Career Academy';

interface UserCourse { CourseID: number; Title: string; courseURL: string; status: string; Progress: number; NextUrl: string | null; CertificateID: string | null }

/** Every address the page's main frame went to, in order (client-side navigations included). */
function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

/** The demo learner's ERP sandbox for a course, made through the API as the admin unless it exists already. */
async function ensureSandbox(request: APIRequestContext, learner: SessionResult, courseId: number): Promise<InstanceRow> {
  const admin = await apiLogin(request, 'Admin', 'e2e-courses-admin');
  const existing = await apiCall<ListPage<InstanceRow>>(request, 'GET', `/api/instances?courseId=${courseId}&pageSize=100`, { session: admin });
  const mine = existing.items.find((i) => i.LearnerID === learner.user.id);
  if (mine) return mine;
  return apiCall<InstanceRow>(request, 'POST', '/api/instances', {
    session: admin,
    body: { LearnerID: learner.user.id, CourseID: courseId, URL: 'https://erp-sandbox.example.com/fiori', UserID: 'TRAINEE-RS', Password: 'Sandbox#2026-rs' },
  });
}

/** A published one-lesson course (a reading only), so that opening the reading completes it and issues the certificate. */
async function oneReadingCourse(request: APIRequestContext, title: string) {
  const editor = await apiLogin(request, 'Editor', 'e2e-courses-editor');
  const slug = `cert-check-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const created = await apiCall<{ item: { ID: number } }>(request, 'POST', '/api/courses', {
    session: editor,
    body: { item: { Title: title, Url: slug, Status: 'published', Duration: '1 hour', CoursePrice: { INR: 99900, USD: 1500 }, Description: '<p>One reading on the record-to-report cycle.</p>' } },
  });
  const material = await apiCall<{ ID: number }>(request, 'POST', '/api/materials', {
    session: editor,
    body: { Name: 'Record to report in one page', Kind: 'richtext', Link: null, Body: '<p>Journal entries flow from sub-ledgers to the general ledger.</p>', ExpectedSeconds: 300 },
  });
  const lesson = await apiCall<{ ID: number }>(request, 'POST', `/api/courses/${created.item.ID}/lessons`, {
    session: editor, body: { Title: '1. Record to report', MaterialID: material.ID },
  });
  return { courseId: created.item.ID, slug, lessonId: lesson.ID };
}

test.describe('course catalogue and landing (visitor)', () => {
  test('a visitor browses the catalogue in box and list view and reads a course landing page', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto('/app/courses');
    await expect(page).toHaveTitle(`Courses | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();

    // Box view (the default): a card with the course's lessons and price in both currencies.
    const cards = page.getByRole('list', { name: 'Courses' });
    const card = cards.getByRole('listitem').filter({ hasText: 'Basics of ERP' });
    await expect(card.getByText('10 lessons', { exact: true })).toBeVisible();
    await expect(card).toContainText('₹4,999');
    await expect(card).toContainText('$59');
    await expect(page.getByRole('button', { name: 'Box view' })).toHaveAttribute('aria-pressed', 'true');
    await snap(page, 'courses-catalogue');
    await expectAccessible(page, 'catalogue, box view', testInfo);

    // List view: a sortable table.
    await page.getByRole('button', { name: 'List view' }).click();
    const table = page.getByRole('table', { name: 'Courses' });
    await expect(table).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: 'Basics of ERP' });
    await expect(row.getByRole('cell', { name: '10', exact: true })).toBeVisible();
    await expect(row).toContainText('₹4,999');
    const sorted = page.waitForResponse((r) => r.url().includes('/api/courses?') && r.url().includes('sortBy=Title') && r.ok());
    await table.getByRole('button', { name: 'Course' }).click();
    await sorted;
    await expect(table.getByRole('columnheader', { name: 'Course' })).toHaveAttribute('aria-sort', 'ascending');

    // Search narrows the list on the server.
    const searched = page.waitForResponse((r) => r.url().includes('/api/courses?') && r.url().includes('term=no-such-course') && r.ok());
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('no-such-course');
    await searched;
    await expect(page.getByText('Nothing matches “no-such-course”.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('basics');
    await expect(row).toBeVisible();
    await expectAccessible(page, 'catalogue, list view', testInfo);

    // The landing page: outline with times, counts, and the visitor's way in.
    await row.getByRole('link', { name: 'Basics of ERP' }).click();
    await expectPath(page, '/app/courselanding/basics-of-erp/overview');
    await expect(page).toHaveTitle(`Basics of ERP | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Basics of ERP' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'What the course holds' })).toContainText('10 tests');
    await expect(page.getByRole('list', { name: 'What the course holds' })).toContainText('10 assignments');
    const contents = page.getByRole('region', { name: 'Course contents' });
    const first = contents.getByRole('button', { name: /^1\. / });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(contents.getByRole('listitem').filter({ hasText: 'Test' }).first()).toContainText('10:00');
    const second = contents.getByRole('button', { name: /^2\. / });
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    const login = page.getByRole('main').getByRole('link', { name: 'Log in', exact: true });
    await expect(login).toHaveAttribute('href', `/app/login?returnTo=${encodeURIComponent('/courselanding/basics-of-erp/overview')}`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us to enrol' })).toHaveAttribute('href', '/app/contact');
    await snap(page, 'course-landing');
    await expectAccessible(page, 'course landing (visitor)', testInfo);

    // Any contentUrl opens the landing page; an unknown course says so.
    await page.goto('/app/courselanding/basics-of-erp/some-lesson');
    await expect(page.getByRole('heading', { level: 1, name: 'Basics of ERP' })).toBeVisible();
    await page.goto('/app/courselanding/no-such-course/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse courses' }).click();
    await expectPath(page, '/app/courses');

    // Phone.
    await page.setViewportSize(PHONE);
    await page.goto('/app/courses');
    await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem').filter({ hasText: 'Basics of ERP' })).toBeVisible();
    await snap(page, 'courses-catalogue');
    await expectAccessible(page, 'catalogue (phone)', testInfo);
    await page.goto('/app/courselanding/basics-of-erp/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Basics of ERP' })).toBeVisible();
    await snap(page, 'course-landing');
    await expectAccessible(page, 'course landing (phone)', testInfo);
    await page.setViewportSize(DESKTOP);
  });
});

test.describe('learner dashboard', () => {
  test('the demo learner sees progress, reveals the sandbox password and continues into the player', async ({ page, request, context }, testInfo) => {
    test.setTimeout(90_000);
    const learner = await signInAs(page, request, 'Trainee');
    const [course] = (await apiCall<UserCourse[]>(request, 'GET', '/api/userCourses', { session: learner })).filter((c) => c.Title === 'Basics of ERP');
    expect(course, 'the demo learner is admitted to Basics of ERP').toBeDefined();
    expect(course!.NextUrl).not.toBeNull();
    const sandbox = await ensureSandbox(request, learner, course!.CourseID);

    await page.goto('/app/dashboard');
    await expect(page).toHaveTitle(`My dashboard | ${BRAND}`);
    const courses = page.getByRole('region', { name: 'My courses' });
    const card = courses.getByRole('listitem').filter({ hasText: 'Basics of ERP' });
    await expect(card.getByRole('progressbar', { name: 'Progress in Basics of ERP' })).toHaveAttribute('aria-valuenow', String(course!.Progress));
    await expect(card).toContainText('In progress');
    await expect(card).toContainText(`${course!.Progress}% complete`);
    const playerPath = `/app/course/${course!.CourseID}/${course!.NextUrl}`;
    const next = card.getByRole('link', { name: 'Continue Basics of ERP' });
    await expect(next).toHaveAttribute('href', playerPath);

    // The sandbox: masked until revealed; the reveal goes to the server (which logs it).
    const box = page.getByRole('region', { name: 'My ERP sandbox' }).getByRole('listitem').filter({ hasText: sandbox.CourseName });
    await expect(box).toContainText(sandbox.UserID);
    await expect(box).toContainText('••••••••');
    await expect(box).not.toContainText('Sandbox#2026-rs');
    const revealed = page.waitForResponse((r) => r.url().endsWith(`/api/myInstances/${sandbox.ID}/reveal`) && r.request().method() === 'POST');
    await box.getByRole('button', { name: `Reveal password for ${sandbox.CourseName}` }).click();
    expect((await revealed).ok()).toBe(true);
    await expect(box).toContainText('Sandbox#2026-rs');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await box.getByRole('button', { name: `Copy the password for ${sandbox.CourseName}` }).click();
    await expect(box.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Sandbox#2026-rs');
    await box.getByRole('button', { name: `Hide password for ${sandbox.CourseName}` }).click();
    await expect(box).not.toContainText('Sandbox#2026-rs');

    // The header is fixed: a full-page capture taken while scrolled would paint it mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'learner-dashboard');
    await expectAccessible(page, 'learner dashboard', testInfo, { exclude: [TOASTS] });
    await page.setViewportSize(PHONE);
    await expect(card).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'learner-dashboard');
    await expectAccessible(page, 'learner dashboard (phone)', testInfo, { exclude: [TOASTS] });
    await page.setViewportSize(DESKTOP);

    // The landing page of an admitted learner: progress and the same next step.
    await page.goto('/app/courselanding/basics-of-erp/overview');
    await expect(page.getByRole('progressbar', { name: 'Progress in Basics of ERP' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue', exact: true })).toHaveAttribute('href', playerPath);
    await expect(page.getByRole('link', { name: 'Contact us to enrol' })).toHaveCount(0);
    await expectAccessible(page, 'course landing (learner)', testInfo);

    // The catalogue shows the learner's progress in the course they take.
    await page.goto('/app/courses');
    const enrolled = page.getByRole('list', { name: 'Courses' }).getByRole('listitem').filter({ hasText: 'Basics of ERP' });
    await expect(enrolled.getByRole('progressbar', { name: 'Progress in Basics of ERP' })).toHaveAttribute('aria-valuenow', String(course!.Progress));
    await expect(enrolled).toContainText('In progress');
    await snap(page, 'courses-catalogue-learner');

    // Continue goes to the player at the next item (the player screen itself is another screen's business).
    await page.goto('/app/dashboard');
    const addresses = recordAddresses(page);
    await page.getByRole('region', { name: 'My courses' }).getByRole('link', { name: 'Continue Basics of ERP' }).click();
    await expect.poll(() => addresses, { message: `the app should go to ${playerPath}` }).toContain(playerPath);
  });
});

test.describe('certificates', () => {
  test('a completed course gives a certificate the learner downloads and anyone verifies without login', async ({ page, request, browser }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Record to Report ${Date.now().toString(36)}`;
    const { courseId, slug, lessonId } = await oneReadingCourse(request, title);
    const learner = await registerLearner(request, 'certificate');
    const holder = learner.user.name;

    // Before admission: the dashboard points to the catalogue.
    await useSession(page, learner);
    await page.goto('/app/dashboard');
    await expect(page.getByText('You are not enrolled in a course yet.', { exact: false })).toBeVisible();
    await expect(page.getByText('Finish a course to earn its certificate.', { exact: false })).toBeVisible();
    await expect(page.getByText('No sandbox has been set up for you yet.', { exact: false })).toBeVisible();
    await expectAccessible(page, 'learner dashboard (empty)', testInfo);
    await page.getByRole('region', { name: 'My courses' }).getByRole('link', { name: 'Browse courses' }).click();
    await expectPath(page, '/app/courses');

    // Admission by staff, then the reading opened: the course completes and the certificate is issued.
    const admin = await apiLogin(request, 'Admin', 'e2e-courses-admin');
    await apiCall(request, 'POST', '/api/usersAdmissions', { session: admin, body: { CourseID: courseId, UserIDs: [learner.user.id] } });
    await apiCall(request, 'GET', `/api/CourseContentData/${courseId}/${lessonId}-material`, { session: learner });
    const [cert] = (await apiCall<ListPage<CertificateRow>>(request, 'GET', '/api/certificates', { session: learner })).items;
    expect(cert?.CourseName).toBe(title);
    const verifyPath = `/app/courses/${slug}/certificate/${cert!.PublicID}`;
    expect(new URL(cert!.Url).pathname, 'the server prints the address of this page on the PDF').toBe(verifyPath);

    // The dashboard: completed, Review, the certificate listed.
    await page.goto('/app/dashboard');
    const card = page.getByRole('region', { name: 'My courses' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('Completed');
    await expect(card).toContainText('100% complete');
    await expect(card.getByRole('link', { name: `Review ${title}` })).toBeVisible();
    await expect(card.getByRole('link', { name: `View certificate of ${title}` })).toHaveAttribute('href', verifyPath);
    const earned = page.getByRole('region', { name: 'Certificates earned' }).getByRole('listitem').filter({ hasText: title });
    await expect(earned).toContainText('Valid');
    await snap(page, 'learner-dashboard-completed');
    const fromDashboard = page.waitForEvent('download');
    await earned.getByRole('button', { name: `Download PDF of the certificate for ${title}` }).click();
    expect((await fromDashboard).suggestedFilename()).toMatch(/^certificate-Record-to-Report-[a-z0-9]+\.pdf$/);

    // The landing page of the completed course: Review from the first item, the certificate and its PDF.
    await page.goto(`/app/courselanding/${slug}/overview`);
    await expect(page.getByRole('link', { name: 'Review', exact: true })).toHaveAttribute('href', `/app/course/${courseId}/${lessonId}-material`);
    await expect(page.getByRole('link', { name: 'View certificate' })).toHaveAttribute('href', verifyPath);
    const fromLanding = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await fromLanding).suggestedFilename()).toMatch(/^certificate-Record-to-Report-[a-z0-9]+\.pdf$/);
    await page.goto('/app/dashboard');

    // My certificates: the row, its PDF (a real PDF), its link and its public page.
    await page.getByRole('link', { name: 'All my certificates (1)' }).click();
    await expectPath(page, '/app/course/getCertificate');
    await expect(page).toHaveTitle(`My certificates | ${BRAND}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Valid');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download PDF of the certificate for ${title}` }).click();
    const pdf = await download;
    const file = await pdf.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(row.getByRole('button', { name: `Copy the link to the certificate for ${title}` })).toBeVisible();
    await snap(page, 'my-certificates');
    await expectAccessible(page, 'my certificates', testInfo);
    await row.getByRole('link', { name: `Verification page of the certificate for ${title}` }).click();
    await expectPath(page, verifyPath);
    await expect(page.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();

    // The public page, in a browser that never logged in.
    const visitor = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', timezoneId: 'UTC' });
    const anon = await visitor.newPage();
    await anon.goto(verifyPath);
    await expect(anon).toHaveTitle(`Certificate verification | ${BRAND}`);
    await expect(anon.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    await expect(anon.getByRole('definition').filter({ hasText: holder })).toBeVisible();
    await expect(anon.getByRole('link', { name: title })).toHaveAttribute('href', `/app/courselanding/${slug}/overview`);
    await expect(anon.getByRole('definition').filter({ hasText: cert!.PublicID })).toBeVisible();
    expect(await anon.evaluate(() => localStorage.getItem('erp.token'))).toBeNull();
    const linkedIn = anon.getByRole('link', { name: /Add to LinkedIn profile/ });
    const href = new URL((await linkedIn.getAttribute('href'))!);
    const issued = new Date(cert!.CreatedOn);
    expect(`${href.origin}${href.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: title,
      organizationName: BRAND,
      issueYear: String(issued.getUTCFullYear()),
      issueMonth: String(issued.getUTCMonth() + 1),
      certUrl: anon.url(),
      certId: cert!.PublicID,
    });
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await snap(anon, 'certificate-verification');
    await expectAccessible(anon, 'certificate verification (visitor)', testInfo);
    await anon.setViewportSize(PHONE);
    await expect(anon.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    await snap(anon, 'certificate-verification');
    await expectAccessible(anon, 'certificate verification (phone)', testInfo);
    await anon.setViewportSize(DESKTOP);

    // Revoked by staff: the public page says so with the reason, and offers no LinkedIn link.
    await apiCall(request, 'POST', `/api/certificates/${cert!.ID}/revoke`, { session: admin, body: { Reason: 'Assignment copied from another learner' } });
    await anon.reload();
    await expect(anon.getByRole('heading', { name: 'Revoked certificate' })).toBeVisible();
    await expect(anon.getByText('Reason: Assignment copied from another learner')).toBeVisible();
    await expect(anon.getByRole('link', { name: /Add to LinkedIn profile/ })).toHaveCount(0);
    await expectAccessible(anon, 'certificate verification (revoked)', testInfo);

    // An unknown id.
    await anon.goto(`/app/courses/${slug}/certificate/AAAAAAAAAAAAAAAAAAAAAA`);
    await expect(anon.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
    await visitor.close();
  });
});
