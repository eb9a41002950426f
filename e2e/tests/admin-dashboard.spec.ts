import type { Page } from '@playwright/test';
import type { AdminDashboard, Kpi } from '@app/contracts/dashboard';
import { kpiKeys } from '@app/contracts/dashboard';
import { test, expect, expectAccessible, expectPath, apiCall, apiLogin, snap, uiLogin, PHONE, DESKTOP } from '../fixtures/index.ts';

/**
 * The admin dashboard: every KPI card shows the figure the API computes from the seeded academy, formatted as a
 * reader expects; a card drills down to its screen; a bad period is refused; desktop and phone, light and dark.
 */

const locale = 'en-US';
function formatted(k: Kpi): string {
  if (k.Value === null) return '—';
  if (k.Unit === 'money') return new Intl.NumberFormat(locale, { style: 'currency', currency: k.Currency ?? 'INR', maximumFractionDigits: 0 }).format(k.Value / 100);
  if (k.Unit === 'percent') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(k.Value / 100);
  if (k.Unit === 'hours') return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(k.Value)} ${k.Value === 1 ? 'hour' : 'hours'}`;
  return new Intl.NumberFormat(locale).format(k.Value);
}

const pickTheme = async (page: Page, option: 'Dark' | 'Light') => {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog');
  // The colour scheme is the 'Mode' control ('Theme variant' is the header's tone).
  await dialog.getByRole('radiogroup', { name: 'Mode' }).getByText(option, { exact: true }).click();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
};

test.describe('admin dashboard', () => {
  test('shows every KPI card with the seeded figures, the charts with their tables, and drills down', async ({ page, request }, testInfo) => {
    const admin = await apiLogin(request, 'Admin', 'e2e-dashboard');
    const api = await apiCall<AdminDashboard>(request, 'GET', '/api/dashboard/admin', { session: admin });
    expect(api.Kpis.map((k) => k.Key)).toEqual([...kpiKeys]);
    // The demo academy is alive: enquiries, admissions and revenue exist in the last 28 days or before.
    expect(api.Kpis.some((k) => (k.Value ?? 0) > 0)).toBe(true);

    await uiLogin(page, 'Admin');
    await expectPath(page, '/app/admindashboard');
    await expect(page.getByRole('heading', { name: 'The academy at a glance' })).toBeVisible();
    for (const k of api.Kpis) {
      const card = page.getByTestId(`kpi-${k.Key}`);
      await expect(card).toBeVisible();
      await expect(page.getByTestId(`kpi-value-${k.Key}`)).toHaveText(formatted(k));
    }
    // The charts load in their own chunk, each with its table for screen readers.
    for (const id of ['admissions', 'revenue', 'funnel', 'active', 'backlog']) await expect(page.getByTestId(`chart-${id}`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Admissions per week as a table' })).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Learners active per day as a table' }).locator('tbody tr')).toHaveCount(api.ActiveDays.length);
    // The shortcuts stay below.
    await expect(page.getByRole('heading', { name: 'Your admin screens' })).toBeVisible();
    await expectAccessible(page, 'admin dashboard', testInfo);
    await snap(page, 'admin-dashboard');
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('kpi-enquiries')).toBeVisible();
    await snap(page, 'admin-dashboard');
    await page.setViewportSize(DESKTOP);

    await pickTheme(page, 'Dark');
    await expect(page.getByTestId('chart-funnel')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectAccessible(page, 'admin dashboard (dark)', testInfo);
    await snap(page, 'admin-dashboard-dark');
    await page.setViewportSize(PHONE);
    await snap(page, 'admin-dashboard-dark');
    await page.setViewportSize(DESKTOP);
    await pickTheme(page, 'Light');

    // A card drills down to the screen that explains it.
    await page.getByTestId('kpi-enquiries').click();
    await expectPath(page, '/app/enquiries/all');
    await page.goBack();
    await page.getByTestId('kpi-checking').click();
    await expectPath(page, '/app/Trainings/assignmentChecking');
  });

  test('keeps the period in the address, compares it with the one before, and refuses a bad period', async ({ page, request }) => {
    const admin = await apiLogin(request, 'Admin', 'e2e-dashboard-period');
    const api = await apiCall<AdminDashboard>(request, 'GET', '/api/dashboard/admin?from=2025-01-01&to=2025-12-31', { session: admin });
    expect(api).toMatchObject({ PreviousFrom: '2024-01-02', PreviousTo: '2024-12-31' });

    await uiLogin(page, 'Admin');
    await expectPath(page, '/app/admindashboard');
    // The picker shows the default period once the figures are in.
    await expect(page.getByTestId('dashboard-period')).toBeVisible();
    await page.getByTestId('period-from').fill('2025-01-01');
    await page.getByTestId('period-to').fill('2025-12-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/from=2025-01-01&to=2025-12-31/);
    await expect(page.getByTestId('dashboard-period')).toHaveText('Jan 1, 2025 – Dec 31, 2025, compared with Jan 2, 2024 – Dec 31, 2024');
    const enquiries = api.Kpis.find((k) => k.Key === 'enquiries')!;
    await expect(page.getByTestId('kpi-value-enquiries')).toHaveText(formatted(enquiries));

    await page.getByTestId('period-from').fill('2025-12-31');
    await page.getByTestId('period-to').fill('2025-01-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('alert')).toHaveText('The period must end on or after its start.');
    await expect(page).toHaveURL(/from=2025-01-01&to=2025-12-31/);

    // A recruiter is kept out (no learning or business figures).
    const recruiter = await apiLogin(request, 'Recruiter', 'e2e-dashboard-recruiter');
    const res = await request.get('/api/dashboard/admin', { headers: { authorization: `Bearer ${recruiter.token}` } });
    expect(res.status()).toBe(403);
  });
});

test.describe('active users list', () => {
  test('shows who is online now and in the last 24 hours, with the device', async ({ page }, testInfo) => {
    await uiLogin(page, 'Admin');
    await page.goto('/app/Others/ActiveUsersList');
    const windows = page.getByRole('radiogroup', { name: 'Which sessions' });
    await expect(windows.getByText(/^Online now \(\d+\)$/)).toBeVisible();
    await expect(page.getByText('Sessions used in the last 5 minutes.')).toBeVisible();
    // The admin's own session is online, on this browser.
    await expect(page.getByText('This session').first()).toBeVisible();
    await windows.getByText(/^Last 24 hours/).click();
    await expect(page.getByText('Sessions used in the last 24 hours, including those that have ended since.')).toBeVisible();
    await expect(page.getByText('This session').first()).toBeVisible();
    await expectAccessible(page, 'active users list', testInfo);
    await snap(page, 'active-users-list');
    await page.setViewportSize(PHONE);
    await snap(page, 'active-users-list');
  });
});
