import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { Page as ListPage } from '@app/contracts/list';
import type { Schedule, TestResultRow } from '@app/contracts/reports';
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
