import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { encodeAntiForgery } from '@app/contracts/anti-forgery';
import type { SessionResult } from '@app/contracts/auth';
import type { CheckingRow } from '@app/contracts/courses';
import {
  test, expect, expectAccessible, apiCall, apiLogin, appPath, mainMenu, signInAs, snap, PHONE, TOASTS, registerAndLogin,
} from '../fixtures/index.ts';

const LIST = '/app/Trainings/assignmentChecking';
const KEY = Number(process.env.ANTI_FORGERY_KEY ?? 7);

/** A few random letters: names accept letters only, and parallel runs need their own accounts. */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Rows of a checking list as the mentor's API answers them. */
async function checkingRows(request: APIRequestContext, session: SessionResult, kind: 'Pending' | 'Reattempted', userId: number | 'all' = 'all') {
  const page = await apiCall<{ items: CheckingRow[] }>(request, 'GET', `/api/usersProgress/get${kind}Assignments/all/${userId}?pageSize=100`, { session });
  return page.items;
}

/** Uploads a file for the learner's next submission (multipart, as the lesson player does). */
async function uploadFile(request: APIRequestContext, session: SessionResult, courseId: number, lessonId: number, name: string, text: string) {
  const path = `/api/course/${courseId}/lessons/${lessonId}/assignment/files`;
  const res = await request.fetch(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'x-anti-forgery': encodeAntiForgery(session.user.id, Date.now(), path, KEY) },
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { ID: number } }).data;
}

/** The learner submits the lesson's assignment through the API. */
async function submitAssignment(request: APIRequestContext, session: SessionResult, courseId: number, lessonId: number, Text: string, FileIDs: number[] = []) {
  return apiCall<{ ID: number; AttemptNo: number }>(request, 'POST', `/api/course/${courseId}/lessons/${lessonId}/assignment/submit`, {
    session, body: { Text, FileIDs, RequestID: randomUUID() },
  });
}

/** Chooses an option of a Mantine MultiSelect by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

/** A full-page screenshot taken from the top (the sticky header would otherwise sit where the page was scrolled). */
async function snapFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Picks Accept or Return in the decision's segmented control (its radio inputs are visually hidden). */
async function decisionKind(page: Page, name: 'Accept' | 'Return for reattempt') {
  await page.locator('label').filter({ hasText: new RegExp(`^${name}$`) }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

test.describe('assignment checking (mentor)', () => {
  test('filter, open, return with feedback; the resubmission is under Reattempted and is accepted with a score; CSV', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const mentor = await signInAs(page, request, 'Mentor');
    const learner = await apiLogin(request, 'Trainee', 'e2e-checking-learner');
    // The seed leaves the demo learner's lesson 2 assignment waiting for the demo mentor.
    const seeded = (await checkingRows(request, mentor, 'Pending', learner.user.id)).find((r) => r.CourseName === 'Basics of ERP');
    expect(seeded, 'the seed has a pending check of the demo learner').toBeTruthy();
    const row = seeded!;

    // The menu leads to the list; "Checking Pending" is the default tab.
    await page.goto('/app/home');
    await mainMenu(page).getByRole('link', { name: 'Assignment Checking' }).click();
    await expect(page).toHaveURL(/\/app\/Trainings\/assignmentChecking$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Assignment checking' })).toBeVisible();
    await expect(page).toHaveTitle('Assignment checking | ERP Career Academy');
    await expect(page.getByRole('tab', { name: /Checking Pending/ })).toHaveAttribute('aria-selected', 'true');

    // Filter by course and learner: the address keeps them, and a reload too.
    await choose(page, 'Courses', 'Basics of ERP');
    await choose(page, 'Learners', `Rahul Sharma (#${learner.user.id})`);
    await expect(page).toHaveURL(new RegExp(`courses=${row.CourseID}&learners=${learner.user.id}`));
    const pending = page.getByRole('table', { name: 'Checking Pending' });
    const seededRow = pending.getByRole('row', { name: new RegExp(row.AssignmentName) });
    await expect(seededRow).toContainText('Rahul Sharma');
    await expect(seededRow).toContainText(String(learner.user.id));
    await page.reload();
    await expect(page.getByRole('table', { name: 'Checking Pending' }).getByRole('row', { name: new RegExp(row.AssignmentName) })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Courses', exact: true })).toBeVisible();

    // CSV of the filtered list.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csvFile = await download;
    expect(csvFile.suggestedFilename()).toMatch(/^checking-pending-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await csvFile.path())!, 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('User ID');
    expect(csv).toContain(row.AssignmentName);
    expect(csv).toContain('Rahul Sharma');
    await snapFromTop(page, 'checking-list');
    await expectAccessible(page, 'checking list', testInfo, { exclude: [TOASTS] });

    // Open the view from the row.
    await page.getByRole('link', { name: `Check ${row.AssignmentName} by Rahul Sharma` }).click();
    await expect(page).toHaveURL(new RegExp(`/app/assignmentView/Basics%20of%20ERP/[^/]+/${learner.user.id}\\?submission=${row.SubmissionID}$`));
    await expect(page.getByRole('heading', { level: 1, name: row.AssignmentName })).toBeVisible();
    await expect(page.getByText('Rahul Sharma · Basics of ERP')).toBeVisible();
    await expect(page.getByText('Attempt 1 of 3')).toBeVisible();
    await expect(page.getByText('order in SD checks stock in MM')).toBeVisible();
    await expect(page.getByText("This is the learner's first submission.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    await snapFromTop(page, 'checking-view');
    await expectAccessible(page, 'assignment view', testInfo, { exclude: [TOASTS] });

    // Return for reattempt: feedback is required, the reattempts left are shown, then confirm.
    await decisionKind(page, 'Return for reattempt');
    await expect(page.getByText('After this return the learner may resubmit 2 more times.')).toBeVisible();
    await page.getByRole('button', { name: 'Return for reattempt' }).click();
    await expect(page.getByText('Tell the learner what to change', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: /Feedback/ }).fill('Name the documents: sales order, delivery, invoice, and the posting in FI.');
    await page.getByRole('button', { name: 'Return for reattempt' }).click();
    const confirmReturn = page.getByRole('dialog', { name: 'Return for reattempt?' });
    await expect(confirmReturn).toContainText('Return the submission to Rahul Sharma');
    await confirmReturn.getByRole('button', { name: 'Return for reattempt' }).click();
    await expect(confirmReturn).toBeHidden();
    await expect(page.getByText('Your decision is saved.')).toBeVisible();
    await expect(page.getByText('Returned for reattempt', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^By Priya Nair,/)).toBeVisible();
    await expectAccessible(page, 'assignment view after the return', testInfo, { exclude: [TOASTS] });

    // The learner resubmits with a file, through the API.
    const file = await uploadFile(request, learner, row.CourseID, row.LessonID, 'order-to-cash.txt', 'Sales order -> delivery -> goods issue -> invoice -> payment');
    const second = await submitAssignment(request, learner, row.CourseID, row.LessonID, 'Second try: VA01 sales order, VL01N delivery with goods issue, VF01 invoice posting the receivable in FI.', [file.ID]);
    expect(second.AttemptNo).toBe(2);

    // Back to the list (filters kept): nothing pending for this learner, the resubmission is under "Reattempted".
    await page.getByRole('link', { name: 'Back to assignment checking' }).first().click();
    await expect(page).toHaveURL(new RegExp(`assignmentChecking\\?courses=${row.CourseID}&learners=${learner.user.id}$`));
    await expect(page.getByText('Nothing to check for these filters.')).toBeVisible();
    await page.getByRole('tab', { name: /Reattempted/ }).click();
    await expect(page).toHaveURL(/tab=reattempted/);
    await page.reload();
    await expect(page.getByRole('tab', { name: /Reattempted/ })).toHaveAttribute('aria-selected', 'true');
    const reattempted = page.getByRole('table', { name: 'Reattempted' });
    const again = reattempted.getByRole('row', { name: new RegExp(row.AssignmentName) });
    await expect(again).toContainText('Rahul Sharma');
    await expect(reattempted.getByRole('columnheader', { name: 'Attempt' })).toBeVisible();
    await again.getByRole('link', { name: row.AssignmentName, exact: true }).click();

    // The second attempt with its file; the first with the feedback in the history.
    await expect(page).toHaveURL(new RegExp(`submission=${second.ID}$`));
    await expect(page.getByText('Attempt 2 of 3')).toBeVisible();
    await expect(page.getByText('Second try: VA01 sales order')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Earlier submission (1)' })).toBeVisible();
    await expect(page.getByText('Name the documents: sales order, delivery, invoice')).toBeVisible();
    const fileDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download order-to-cash.txt' }).click();
    const saved = await fileDownload;
    expect(saved.suggestedFilename()).toBe('order-to-cash.txt');
    expect(await readFile((await saved.path())!, 'utf8')).toBe('Sales order -> delivery -> goods issue -> invoice -> payment');

    // Accept: the score is bounded by the assignment's maximum, then confirmed.
    const score = page.getByRole('textbox', { name: 'Score (0 to 10)' });
    await score.fill('11');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(page.getByText('Enter a score from 0 to 10')).toBeVisible();
    await score.fill('9');
    await page.getByRole('textbox', { name: /Feedback/ }).fill('All four documents and the FI posting. Well done.');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const confirmAccept = page.getByRole('dialog', { name: 'Accept this submission?' });
    await expect(confirmAccept).toContainText('with a score of 9 / 10');
    await confirmAccept.getByRole('button', { name: 'Accept' }).click();
    await expect(confirmAccept).toBeHidden();
    await expect(page.getByText('Your decision is saved.')).toBeVisible();
    await expect(page.getByText('Accepted with 9 / 10')).toBeVisible();
    await expect(page.getByText('All four documents and the FI posting. Well done.')).toBeVisible();
    await snapFromTop(page, 'checking-view-decided');
    await expectAccessible(page, 'assignment view after acceptance', testInfo, { exclude: [TOASTS] });

    // The learner sees it accepted; the mentor's reattempted list no longer has it.
    const item = await apiCall<{ Assignment: { Submissions: { Status: string; Score: number | null }[] } }>(
      request, 'GET', `/api/CourseContentData/${row.CourseID}/${row.LessonID}-assignment`, { session: learner },
    );
    expect(item.Assignment.Submissions[0]).toMatchObject({ Status: 'accepted', Score: 9 });
    expect((await checkingRows(request, mentor, 'Reattempted', learner.user.id)).map((r) => r.SubmissionID)).not.toContain(second.ID);
  });

  test('phone: a decision made elsewhere first (409) is explained and the other decision is shown', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    // A learner of its own in the demo course, with a first submission waiting.
    const lastName = `Verma${cap(letters(5))}`;
    const learner = await registerAndLogin(request, {
      firstName: 'Neha', lastName, email: `neha.${letters(8)}@example.com`, password: 'Learning-ERP-2026', countryCode: '+91', mobileNumber: '9812345670',
    });
    const admin = await apiLogin(request, 'Admin', 'e2e-checking-admin');
    const mentor = await signInAs(page, request, 'Mentor');
    // The mentor's filter choices name the demo course.
    const choices = await apiCall<{ Courses: { ID: number; Name: string }[] }>(request, 'GET', '/api/usersProgress/checkingFilters', { session: mentor });
    const courseId = choices.Courses.find((c) => c.Name === 'Basics of ERP')!.ID;
    await apiCall(request, 'POST', '/api/usersAdmissions', { session: admin, body: { CourseID: courseId, UserIDs: [learner.user.id] } });
    const content = await apiCall<{ Lessons: { LessonID: number }[] }>(request, 'GET', `/api/CourseContentData/${courseId}`, { session: learner });
    const lessonId = content.Lessons[0]!.LessonID;
    const first = await submitAssignment(request, learner, courseId, lessonId, 'Paper orders, a stock spreadsheet and separate accounts: one system would connect them.');

    // The list, filtered to this learner through the address.
    await page.goto(`${LIST}?learners=${learner.user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Assignment checking' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Checking Pending' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards).toContainText(`Neha ${lastName}`);
    await snapFromTop(page, 'checking-list');
    await expectAccessible(page, 'checking list (phone)', testInfo, { exclude: [TOASTS] });
    await cards.getByRole('link', { name: /^Check / }).click();
    await expect(page).toHaveURL(new RegExp(`/app/assignmentView/.+/${learner.user.id}\\?submission=${first.ID}$`));
    await expect(page.getByText('Paper orders, a stock spreadsheet')).toBeVisible();
    await snapFromTop(page, 'checking-view');
    await expectAccessible(page, 'assignment view (phone)', testInfo, { exclude: [TOASTS] });

    // Another checker (the admin) accepts it first; the mentor's return then meets the 409.
    await apiCall(request, 'POST', `/api/usersProgress/submissions/${first.ID}/accept`, { session: admin, body: { Score: 7, Feedback: 'Good start, decided by the admin.' } });
    await decisionKind(page, 'Return for reattempt');
    await page.getByRole('textbox', { name: /Feedback/ }).fill('Add one more example.');
    await page.getByRole('button', { name: 'Return for reattempt' }).click();
    await page.getByRole('dialog', { name: 'Return for reattempt?' }).getByRole('button', { name: 'Return for reattempt' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Someone else decided first' })).toBeVisible();
    await expect(page.getByText('Accepted with 7 / 10')).toBeVisible();
    await expect(page.getByText('Good start, decided by the admin.')).toBeVisible();
    await expect(page.getByText(/^By Arjun Mehta,/)).toBeVisible();
    await snapFromTop(page, 'checking-view-conflict');
    await expectAccessible(page, 'assignment view after a conflict (phone)', testInfo, { exclude: [TOASTS] });

    // Opened by names only (the spec's address), the view finds the same submission.
    const path = appPath(page);
    await page.goto(path);
    await expect(page.getByText('Accepted with 7 / 10')).toBeVisible();
  });

  test('should show the not-found state when the address names no submission of this mentor', async ({ page, request }, testInfo) => {
    await signInAs(page, request, 'Mentor');
    await page.goto('/app/assignmentView/No%20such%20course/Nothing/1');
    await expect(page.getByRole('alert')).toContainText('The submission could not be loaded');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page, 'assignment view not found', testInfo, { exclude: [TOASTS] });
  });
});
