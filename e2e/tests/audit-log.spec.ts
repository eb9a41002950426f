import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  test, expect, expectAccessible, expectPath, signInAs, snap, openMenuEntry, menuLabels, TOASTS, DESKTOP, PHONE,
} from '../fixtures/index.ts';

const BRAND = 'ERP Career Academy';

/** A few random letters: parallel runs (and retries) need their own master titles. */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Photographs the screen on the desktop and on a 390 px phone (which also checks it does not scroll sideways). */
async function snapBoth(page: Page, name: string, ready: () => Promise<void>) {
  await snap(page, name);
  await page.setViewportSize(PHONE);
  await ready();
  await snap(page, name);
  await page.setViewportSize(DESKTOP);
  await ready();
}

test.describe('audit log (top admin)', () => {
  test('a SuperAdmin renames a master entry, finds the change in the Audit Log, opens its details and downloads the CSV', async ({ page, request }, testInfo) => {
    const first = `Audit Trail ${letters(6)}`;
    const renamed = `${first} Renamed`;
    await signInAs(page, request, 'SuperAdmin');

    // The change, through the Masters screens: a track is added, then renamed.
    await page.goto('/app/Others/manageMasters/tracks');
    await expect(page.getByRole('heading', { level: 1, name: 'Tracks' })).toBeVisible();
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List view' }).click();
    await page.getByRole('button', { name: 'Add entry' }).click();
    let dialog = page.getByRole('dialog', { name: 'New entry in Tracks' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(first);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Rename ${first}` }).click();
    dialog = page.getByRole('dialog', { name: `Rename “${first}”` });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`The entry is now called “${renamed}”.`)).toBeVisible();

    // The Audit Log, from the menu: the demo seed's history is there, newest first.
    await page.goto('/app/admindashboard');
    await openMenuEntry(page, 'Audit Log');
    await expectPath(page, '/app/Others/AuditLog');
    await expect(page).toHaveTitle(`Audit log | ${BRAND}`);
    const table = page.getByRole('table', { name: 'Audit log entries' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByText('Course published').first()).toBeVisible();

    // Both changes, found by the title; the rename is the newer.
    await page.getByRole('searchbox', { name: 'Search summary, action or staff member' }).fill(first);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Master entry renamed');
    await expect(rows.nth(0)).toContainText('Sofia Reyes');
    await expect(rows.nth(0)).toContainText(`Renamed "${first}" to "${renamed}" in tracks`);
    await expect(rows.nth(1)).toContainText('Master entry added');

    // The action filter keeps the rename only.
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Master entry renamed' });
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: /Showing/ })).toHaveText('Showing 1–1 of 1');
    await snapBoth(page, 'audit-log', () => expect(page.getByText(`Renamed "${first}" to "${renamed}" in tracks`)).toBeVisible());
    await expectAccessible(page, 'audit log, filtered', testInfo, { exclude: [TOASTS] });

    // The detail: who, the request, and the changed field before and after.
    await rows.nth(0).getByRole('button', { name: /^Details of entry \d+$/ }).click();
    const detail = page.getByRole('dialog', { name: /^Audit entry \d+$/ });
    await expect(detail).toBeVisible();
    await expect(detail.getByText('superadmin@demo.academy')).toBeVisible();
    await expect(detail.getByText('masters.rename')).toBeVisible();
    const changes = detail.getByRole('table', { name: 'Changes' });
    await expect(changes.getByRole('row')).toHaveCount(2);
    await expect(changes.getByRole('row').nth(1)).toHaveText(`Title${first}${renamed}`);
    await expect(detail.getByText('This entry is read only: the audit log cannot be edited.')).toBeVisible();
    await snap(page, 'audit-log-detail');
    await expectAccessible(page, 'audit entry detail', testInfo, { exclude: [TOASTS] });
    await page.setViewportSize(PHONE);
    await snap(page, 'audit-log-detail');
    await page.setViewportSize(DESKTOP);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();

    // The CSV of the same filter, made by the server.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(csv[0]).toBe('ID,When (UTC),Actor ID,Actor,Actor email,Actor role,Action,Record type,Record ID,Summary,Before,After,Request ID,IP');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain('Sofia Reyes');
    expect(csv[1]).toContain('masters.rename');
    expect(csv[1]).toContain(renamed);

    await expectAccessible(page, 'audit log', testInfo, { exclude: [TOASTS] });
  });

  test('an Admin has no Audit Log: not in the menu, and the page answers unauthorized', async ({ page, request }) => {
    await signInAs(page, request, 'Admin');
    await page.goto('/app/admindashboard');
    expect(await menuLabels(page)).not.toContain('Audit Log');
    await page.goto('/app/Others/AuditLog');
    await expectPath(page, '/app/unauthorized');
  });
});

test.describe('audit log in German', () => {
  test.use({ locale: 'de-DE' });

  test('the Audit Log and an entry read in German, on the desktop and a phone', async ({ page, request }, testInfo) => {
    await signInAs(page, request, 'SuperAdmin');
    await page.goto('/app/Others/AuditLog');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit-Protokoll' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Einträge des Audit-Protokolls' });
    await expect(table.getByText('Kurs veröffentlicht').first()).toBeVisible();
    await snapBoth(page, 'audit-log-de', () => expect(page.getByRole('heading', { level: 1, name: 'Audit-Protokoll' })).toBeVisible());
    await page.getByRole('combobox', { name: 'Aktion' }).selectOption({ label: 'Aufgabe angenommen' });
    // Other flows on the shared server accept assignments too: every row shown is of the chosen action.
    await expect(table.locator('tbody tr').first()).toContainText('Aufgabe angenommen');
    await expect(table.locator('tbody tr').filter({ hasNotText: 'Aufgabe angenommen' })).toHaveCount(0);
    await table.getByRole('button', { name: /^Details zu Eintrag \d+$/ }).first().click();
    const detail = page.getByRole('dialog', { name: /^Audit-Eintrag \d+$/ });
    await expect(detail.getByRole('table', { name: 'Änderungen' })).toBeVisible();
    await snap(page, 'audit-log-detail-de');
    await expectAccessible(page, 'audit entry detail (de)', testInfo);
  });
});
