import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { Page as ListPage } from '@app/contracts/list';
import type { QuestionPerformanceRow, QuestionResponseRow, Schedule, TestResultRow } from '@app/contracts/reports';
import { test, expect, expectAccessible, expectPath, apiCall, apiLogin, snap, uiLogin, PHONE, DESKTOP } from '../fixtures/index.ts';

/**
 * The report hub: the student progress report is filtered (search disabled until a choice, filters kept in the
 * address), exported (the Excel file opened and a row checked) and scheduled by e-mail; desktop and phone.
 */
const pickTheme = async (page: Page, option: 'Dark' | 'Light') => {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog');
  // The colour scheme is the 'Mode' control ('Theme variant' is the header's tone).
  await dialog.getByRole('radiogroup', { name: 'Mode' }).getByText(option, { exact: true }).click();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
};

test.describe('report hub', () => {
  test('the test results sit in the hub with its filters in the address, its Excel export and its schedule', async ({ page, request }, testInfo) => {
    const admin = await apiLogin(request, 'Admin', 'e2e-reports-tests');
    const all = await apiCall<ListPage<TestResultRow>>(request, 'GET', '/api/reports/testResults?sortBy=UserName', { session: admin });
    // The demo learner took the demo course's lesson tests.
    const row = all.items.find((r) => r.Email === 'learner@demo.academy')!;
    expect(row).toBeTruthy();
    const oneTest = await apiCall<ListPage<TestResultRow>>(request, 'GET', `/api/reports/testResults?testId=${row.TestID}`, { session: admin });

    await uiLogin(page, 'Admin');
    await page.goto('/app/admin/manageReports');
    await page.getByRole('link', { name: /^Test results/ }).click();
    await expectPath(page, '/app/admin/manageReports/TestAndAssignmentReports');
    await page.getByRole('combobox', { name: 'Test', exact: true }).click();
    await page.getByRole('option', { name: row.TestTitle, exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`testId=${row.TestID}`));
    const table = page.getByRole('table', { name: 'Test results' });
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(oneTest.total, 25));
    await expect(table.getByRole('row', { name: new RegExp(row.UserName) })).toContainText(`${row.BestPercentage} %`);
    // The address keeps the filter.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Test results' }).locator('tbody tr')).toHaveCount(Math.min(oneTest.total, 25));
    await expectAccessible(page, 'test results report', testInfo);
    await snap(page, 'reports-test-results');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('test-results.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount - 1).toBe(oneTest.total);
    const mine = Array.from({ length: ws.rowCount - 1 }, (_, i) => ws.getRow(i + 2)).find((r) => r.getCell(2).value === 'learner@demo.academy');
    expect([mine?.getCell(3).value, mine?.getCell(4).value, mine?.getCell(6).value, mine?.getCell(7).value]).toEqual([row.TestTitle, row.Attempts, row.BestPercentage, row.Passed]);

    await page.getByRole('button', { name: 'Schedule e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule this report' });
    const recipients = dialog.getByRole('combobox', { name: 'Recipients' });
    await recipients.fill('admin@demo.academy');
    await recipients.press('Enter');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText('The report is scheduled.')).toBeVisible();
    const schedules = await apiCall<Schedule[]>(request, 'GET', '/api/reports/schedules', { session: admin });
    expect(schedules.find((x) => x.Report === 'testResults')?.Filters).toMatchObject({ testId: String(row.TestID) });

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { level: 1, name: 'Test and assignment reports' })).toBeVisible();
    await snap(page, 'reports-test-results');
    await page.setViewportSize(DESKTOP);

    // Dark, desktop and phone, readable (axe's contrast rules included).
    await pickTheme(page, 'Dark');
    await expect(page.getByRole('table', { name: 'Test results' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectAccessible(page, 'test results report (dark)', testInfo);
    await snap(page, 'reports-test-results-dark');
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { level: 1, name: 'Test and assignment reports' })).toBeVisible();
    await snap(page, 'reports-test-results-dark');
    await page.setViewportSize(DESKTOP);
    await pickTheme(page, 'Light');
  });

  test('the question performance reports sit in the hub with their filters in the address, their exports and their schedule', async ({ page, request }, testInfo) => {
    // Two pages, two exports, a schedule, light, dark and German: longer than a one-screen flow.
    test.setTimeout(180_000);
    const admin = await apiLogin(request, 'Admin', 'e2e-reports-questions');
    const results = await apiCall<ListPage<TestResultRow>>(request, 'GET', '/api/reports/testResults?sortBy=UserName', { session: admin });
    // A test the demo learner took: its questions have a handful of responses, too few to judge (fewResponses).
    const taken = results.items.find((r) => r.Email === 'learner@demo.academy')!;
    expect(taken).toBeTruthy();
    const few = await apiCall<ListPage<QuestionPerformanceRow>>(request, 'GET', `/api/reports/questionPerformance?testId=${taken.TestID}&flag=fewResponses`, { session: admin });
    expect(few.total).toBeGreaterThan(0);
    const first = few.items[0]!;

    await uiLogin(page, 'Admin');
    await page.goto('/app/admin/manageReports');
    await page.getByRole('link', { name: /^Question performance/ }).click();
    await expectPath(page, '/app/admin/manageReports/TestQuestionsPerformanceReport');
    await page.getByRole('combobox', { name: 'Test', exact: true }).click();
    await page.getByRole('option', { name: taken.TestTitle, exact: true }).click();
    await page.getByRole('combobox', { name: 'Questions', exact: true }).click();
    await page.getByRole('option', { name: 'Not enough responses', exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`testId=${taken.TestID}.*flag=fewResponses|flag=fewResponses.*testId=${taken.TestID}`));
    const table = page.getByRole('table', { name: 'Question performance' });
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(few.total, 25));
    await expect(table.getByRole('link', { name: `Details of question ${first.QuestionID}` })).toBeVisible();
    // The address keeps the filters; the address of before (?test=) opens the same test.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Question performance' }).locator('tbody tr')).toHaveCount(Math.min(few.total, 25));
    await expectAccessible(page, 'question performance report', testInfo);
    await snap(page, 'reports-question-performance');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`question-performance-${taken.TestID}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('Question ID');
    expect(ws.rowCount - 1).toBe(few.total);
    const row = Array.from({ length: ws.rowCount - 1 }, (_, i) => ws.getRow(i + 2)).find((r) => r.getCell(1).value === first.QuestionID);
    expect([row?.getCell(4).value, row?.getCell(6).value, row?.getCell(7).value]).toEqual([first.Responses, first.CorrectCount, first.Facility]);
    expect(String(row?.getCell(10).value)).toMatch(/^not enough responses/);

    await page.getByRole('button', { name: 'Schedule e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule this report' });
    const recipients = dialog.getByRole('combobox', { name: 'Recipients' });
    await recipients.fill('admin@demo.academy');
    await recipients.press('Enter');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText('The report is scheduled.')).toBeVisible();
    const schedules = await apiCall<Schedule[]>(request, 'GET', '/api/reports/schedules', { session: admin });
    expect(schedules.find((x) => x.Report === 'questionPerformance')?.Filters).toMatchObject({ testId: String(taken.TestID), flag: 'fewResponses' });

    await page.goto(`/app/admin/manageReports/TestQuestionsPerformanceReport?test=${taken.TestID}`);
    await expect(page).toHaveURL(new RegExp(`\\?testId=${taken.TestID}$`));
    await expect(page.getByRole('table', { name: 'Question performance' }).locator('tbody tr')).not.toHaveCount(0);

    // The details of a question: who answered it and what, filtered by outcome, exported and scheduled like the others.
    await page.getByRole('link', { name: `Details of question ${first.QuestionID}` }).click();
    await expectPath(page, `/app/admin/manageReports/TestQuestionsPerformanceReportDetails/${taken.TestID}/${first.QuestionID}`);
    const correct = await apiCall<ListPage<QuestionResponseRow>>(request, 'GET', `/api/reports/questionResponses?testId=${taken.TestID}&questionId=${first.QuestionID}&outcome=correct`, { session: admin });
    await page.getByRole('combobox', { name: 'Outcome', exact: true }).click();
    await page.getByRole('option', { name: 'Correct', exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/outcome=correct/);
    const responses = page.getByRole('table', { name: 'Responses to this question' });
    if (correct.total > 0) await expect(responses.locator('tbody tr')).toHaveCount(Math.min(correct.total, 25));
    else await expect(page.getByText('No response matches these filters.')).toBeVisible();
    const csvPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV' }).click();
    const csv = (await readFile((await (await csvPromise).path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(csv[0]).toBe('Learner,Email,Attempt,Submitted,Answer,Answered,Correct,Marks awarded,Time (s),Attempt %');
    expect(csv).toHaveLength(correct.total + 1);
    await expectAccessible(page, 'question performance details', testInfo);
    await snap(page, 'reports-question-responses');
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { level: 1, name: `Question ${first.QuestionID}: performance` })).toBeVisible();
    await snap(page, 'reports-question-responses');
    await page.setViewportSize(DESKTOP);

    // Dark and German, desktop and phone.
    await pickTheme(page, 'Dark');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectAccessible(page, 'question performance details (dark)', testInfo);
    await snap(page, 'reports-question-responses-dark');
    // Signed in, the language is in the account menu.
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    // The demo learner's answers decide whether any response was correct: the table, or its empty state.
    if (correct.total > 0) await expect(page.getByRole('table', { name: 'Antworten auf diese Frage' })).toBeVisible();
    else await expect(page.getByText('Keine Antwort passt zu diesen Filtern.')).toBeVisible();
    await snap(page, 'reports-question-responses-dark-de');
    await page.goto(`/app/admin/manageReports/TestQuestionsPerformanceReport?testId=${taken.TestID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fragenanalyse' })).toBeVisible();
    await expect(page.getByRole('table', { name: /.+/ }).locator('tbody tr')).not.toHaveCount(0);
    await expectAccessible(page, 'question performance report (dark, German)', testInfo);
    await snap(page, 'reports-question-performance-dark-de');
    await page.setViewportSize(PHONE);
    await snap(page, 'reports-question-performance-dark-de');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: /^Kontomenü von/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await pickTheme(page, 'Light');
  });

  test('filters, exports and schedules the student progress report', async ({ page, request }, testInfo) => {
    await uiLogin(page, 'Admin');
    await page.goto('/app/admin/manageReports');
    for (const name of ['Student progress', 'EUT student progress', 'Course report', 'Mentor report', 'Test results']) {
      await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    }
    await page.getByRole('link', { name: /^Student progress/ }).click();
    await expectPath(page, '/app/admin/manageReports/StudentProgressReports');

    // The spec's state: nothing chosen, the search button is disabled.
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeDisabled();
    await page.getByRole('combobox', { name: 'Courses' }).click();
    await page.getByRole('option', { name: 'Basics of ERP' }).click();
    await page.keyboard.press('Escape');
    await expect(search).toBeEnabled();
    await search.click();
    await expect(page).toHaveURL(/courseIds=\d+/);
    const table = page.getByRole('table', { name: 'Student progress' });
    await expect(table.getByText('Rahul Sharma')).toBeVisible();
    await expect(table.getByText('Basics of ERP').first()).toBeVisible();

    // The address keeps the filters: a reload shows the same report.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Student progress' }).getByText('Rahul Sharma')).toBeVisible();
    await expectAccessible(page, 'student progress report', testInfo);
    await snap(page, 'reports-student-progress');

    // Export: the full result as Excel, opened and checked.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('student-progress.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('Learner');
    const rahul = Array.from({ length: ws.rowCount - 1 }, (_, i) => ws.getRow(i + 2)).find((r) => r.getCell(1).value === 'Rahul Sharma');
    expect(rahul?.getCell(2).value).toBe('learner@demo.academy');
    expect(rahul?.getCell(3).value).toBe('Basics of ERP');

    // Schedule it weekly to the admin's own address (a reader who sees every course).
    await page.getByRole('button', { name: 'Schedule e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule this report' });
    await dialog.getByLabel('How often').selectOption('weekly');
    await dialog.getByLabel('Day').selectOption('1');
    const recipients = dialog.getByRole('combobox', { name: 'Recipients' });
    // A learner's address is refused with the server's message.
    await recipients.fill('learner@demo.academy');
    await recipients.press('Enter');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('cannot receive this report');
    await recipients.press('Backspace');
    await recipients.fill('admin@demo.academy');
    await recipients.press('Enter');
    await expectAccessible(page, 'schedule dialog', testInfo);
    await snap(page, 'reports-schedule-dialog');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText('The report is scheduled.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const admin = await apiLogin(request, 'Admin', 'e2e-reports');
    const schedules = await apiCall<Schedule[]>(request, 'GET', '/api/reports/schedules', { session: admin });
    const mine = schedules.find((s) => s.Report === 'studentProgress' && s.Recipients.includes('admin@demo.academy'));
    expect(mine).toMatchObject({ Frequency: 'weekly', Weekday: 1, Format: 'xlsx' });
    expect(mine!.Recipients).toEqual(['admin@demo.academy']);
    expect((mine!.Filters as { courseIds: number[] }).courseIds.length).toBe(1);

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { level: 1, name: 'Student progress' })).toBeVisible();
    await snap(page, 'reports-student-progress');
    await page.setViewportSize(DESKTOP);
  });

  test('shows the course funnel and the mentor report', async ({ page }, testInfo) => {
    await uiLogin(page, 'Admin');
    await page.goto('/app/admin/manageReports/CourseReport');
    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: 'Basics of ERP' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/courseId=\d+/);
    const funnel = page.getByRole('table', { name: 'Lessons of the course' });
    await expect(funnel.getByRole('row')).not.toHaveCount(1);
    await expectAccessible(page, 'course report', testInfo);
    await snap(page, 'reports-course-funnel');
    await page.goto('/app/admin/manageReports/MentorReport');
    await expect(page.getByRole('table', { name: 'Checking per mentor and week' })).toBeVisible();
    await snap(page, 'reports-mentor');
    await page.setViewportSize(PHONE);
    await snap(page, 'reports-mentor');
  });
});
