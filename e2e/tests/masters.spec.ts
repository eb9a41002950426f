import type { Locator, Page } from '@playwright/test';
import type { LoginSession } from '@app/contracts/auth';
import type { Page as ListPage } from '@app/contracts/list';
import {
  test, expect, expectAccessible, expectPath, signInAs, snap, apiCall, apiLogin, accounts, uiLogin, TOASTS,
} from '../fixtures/index.ts';

/** The titles in the entries table, in order. */
async function titles(table: Locator): Promise<string[]> {
  return (await table.locator('tbody tr td:first-child').allInnerTexts()).map((s) => s.trim());
}

async function openEntries(page: Page, type: string, label: string): Promise<Locator> {
  await page.goto('/app/Others/masters');
  await page.getByRole('list', { name: 'Master types' }).getByRole('link', { name: new RegExp(`^${label} \\d+ entr`) }).click();
  await expectPath(page, `/app/Others/manageMasters/${type}`);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  // Box view is the default; the table is the list view.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List view' }).click();
  const table = page.getByRole('table', { name: `Entries of ${label}` });
  await expect(table).toBeVisible();
  return table;
}

test.describe('masters (admin)', () => {
  test('the master types, then search, sort and paging of one list', async ({ page, request }, testInfo) => {
    await signInAs(page, request, 'Admin');
    await page.goto('/app/Others/masters');
    await expect(page).toHaveTitle('Masters | ERP Career Academy');
    const types = page.getByRole('list', { name: 'Master types' });
    await expect(types.getByRole('link', { name: 'Degrees 14 entries' })).toBeVisible();
    await snap(page, 'masters');
    await expectAccessible(page, '/app/Others/masters', testInfo);

    const table = await openEntries(page, 'degrees', 'Degrees');
    const status = page.getByRole('status').filter({ hasText: /Showing|No entries/ });
    await expect(status).toHaveText('Showing 1–14 of 14');
    await snap(page, 'masters-entries');
    await expectAccessible(page, 'degrees, list view', testInfo);

    // Sort: one column at a time by clicking its header; aria-sort tells which way.
    const idHeader = table.getByRole('columnheader', { name: 'ID' });
    await idHeader.getByRole('button').click();
    await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map(Number))
      .toEqual([...Array(14).keys()].map((i) => i + 1));
    await idHeader.getByRole('button').click();
    await expect(idHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map(Number))
      .toEqual([...Array(14).keys()].map((i) => 14 - i));
    const titleHeader = table.getByRole('columnheader', { name: 'Title' });
    await titleHeader.getByRole('button').click();
    await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(idHeader).toHaveAttribute('aria-sort', 'none');
    const byTitle = (xs: string[]) => [...xs].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expect.poll(async () => { const t = await titles(table); return t.length === 14 && t.join() === byTitle(t).join(); }).toBe(true);
    const asc = await titles(table);
    await titleHeader.getByRole('button').click();
    await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
    const desc = [...asc].reverse();
    await expect.poll(() => titles(table)).toEqual(desc);
    expect(desc[0]).toBe('Other');

    // Paging: 10 entries a page, then the second page.
    await page.getByRole('combobox', { name: 'Entries per page' }).selectOption('10');
    await expect(status).toHaveText('Showing 1–10 of 14');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const firstPage = await titles(table);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(status).toHaveText('Showing 11–14 of 14');
    await expect(table.locator('tbody tr')).toHaveCount(4);
    const secondPage = await titles(table);
    expect(firstPage.filter((t) => secondPage.includes(t))).toEqual([]);
    // Still in descending title order across the pages.
    expect([...firstPage, ...secondPage]).toEqual(desc);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'degrees, page 2', testInfo);

    // Search: one character is not sent (a hint says so); two are, and go back to the first page.
    const search = page.getByRole('searchbox', { name: 'Search Degrees' });
    await search.fill('M');
    await expect(page.getByText('Type at least 2 characters to search')).toBeVisible();
    await expect(status).toHaveText('Showing 11–14 of 14');
    await search.fill('M.');
    await expect(status).toHaveText('Showing 1–3 of 3');
    expect((await titles(table)).sort()).toEqual(['M.Com', 'M.Sc', 'M.Tech']);
    await search.fill('zzzz');
    await expect(page.getByText('Nothing matches “zzzz”.')).toBeVisible();
    await expectAccessible(page, 'degrees, no matches', testInfo);
  });

  test('clearing the search shows the first page again', async ({ page, request }) => {
    await signInAs(page, request, 'Admin');
    const table = await openEntries(page, 'degrees', 'Degrees');
    const status = page.getByRole('status').filter({ hasText: /Showing|No entries/ });
    await page.getByRole('combobox', { name: 'Entries per page' }).selectOption('10');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next page' }).click();
    await expect(status).toHaveText('Showing 11–14 of 14');
    const search = page.getByRole('searchbox', { name: 'Search Degrees' });
    await search.fill('M.');
    await expect(status).toHaveText('Showing 1–3 of 3');
    await search.fill('');
    await expect(status).toHaveText('Showing 1–10 of 14');
    await expect(table.locator('tbody tr')).toHaveCount(10);
  });

  test('toasts pass the axe scan', async ({ page, request }, testInfo) => {
    await signInAs(page, request, 'Admin');
    await openEntries(page, 'products', 'Products');
    await page.getByRole('button', { name: 'Add entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New entry in Products' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('SAP S/4HANA Cloud');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('“SAP S/4HANA Cloud” was added.')).toBeVisible();
    await expectAccessible(page, 'toast', testInfo);
  });

  test('add, rename and delete (with confirmation) an entry', async ({ page, request }, testInfo) => {
    await signInAs(page, request, 'Admin');
    const table = await openEntries(page, 'cities', 'Cities');
    const status = page.getByRole('status').filter({ hasText: /Showing|No entries/ });
    await expect(status).toHaveText('Showing 1–14 of 14');

    // Add.
    await page.getByRole('button', { name: 'Add entry' }).click();
    let dialog = page.getByRole('dialog', { name: 'New entry in Cities' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Zurich');
    await snap(page, 'masters-add');
    await expectAccessible(page, 'add entry dialog', testInfo);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('“Zurich” was added.')).toBeVisible();
    await expect(status).toHaveText('Showing 1–15 of 15');
    await expect(table.getByRole('row', { name: /^Zurich \d+/ })).toBeVisible();

    // A duplicate title (whatever its capitalisation) lands on the field.
    await page.getByRole('button', { name: 'Add entry' }).click();
    dialog = page.getByRole('dialog', { name: 'New entry in Cities' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('zURICH');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('An entry with this title already exists')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Rename.
    await table.getByRole('button', { name: 'Rename Zurich' }).click();
    dialog = page.getByRole('dialog', { name: 'Rename “Zurich”' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Zurich');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Geneva');
    await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The entry is now called “Geneva”.')).toBeVisible();
    await expect(table.getByRole('row', { name: /^Geneva \d+/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Zurich \d+/ })).toHaveCount(0);

    // Delete: cancelling keeps the entry; confirming removes it.
    await table.getByRole('button', { name: 'Delete Geneva' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
    await expect(dialog.getByText('“Geneva” will be removed from Cities.')).toBeVisible();
    await snap(page, 'masters-delete-confirm');
    await expectAccessible(page, 'delete confirmation', testInfo, { exclude: [TOASTS] });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: /^Geneva \d+/ })).toBeVisible();
    await table.getByRole('button', { name: 'Delete Geneva' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('“Geneva” was deleted.')).toBeVisible();
    await expect(table.getByRole('row', { name: /^Geneva \d+/ })).toHaveCount(0);
    await expect(status).toHaveText('Showing 1–14 of 14');

    // The change is on the server, not only in the cache.
    await page.reload();
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Showing/ })).toHaveText('Showing 1–14 of 14');
    await expectAccessible(page, 'cities after delete', testInfo, { exclude: [TOASTS] });
  });

  test('an unknown master type goes back to /Others/masters', async ({ page, request }) => {
    await signInAs(page, request, 'SuperAdmin');
    await page.goto('/app/Others/manageMasters/noSuchMaster');
    await expectPath(page, '/app/Others/masters');
    await expect(page.getByRole('heading', { level: 1, name: 'Masters' })).toBeVisible();
  });

  test('non-admin roles are refused the masters screens', async ({ page, request }) => {
    await signInAs(page, request, 'Editor');
    await page.goto('/app/Others/masters');
    await expectPath(page, '/app/unauthorized');
    await page.goto('/app/Others/manageMasters/cities');
    await expectPath(page, '/app/unauthorized');
  });
});

test.describe('forced logout while working in a list', () => {
  const MARKER = `e2e-masters-${Date.now()}`;
  test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/156 ${MARKER}` });

  test('the next API call of the list answers 401 and sends the admin to /app/login, and back', async ({ page, request }) => {
    await uiLogin(page, 'SuperAdmin');
    await openEntries(page, 'cities', 'Cities');
    const admin = await apiLogin(request, 'Admin');
    const list = await apiCall<ListPage<LoginSession>>(request, 'GET',
      `/api/users/getSsoTokenList?term=${encodeURIComponent(accounts.SuperAdmin.email)}&pageSize=100`, { session: admin });
    const mine = list.items.filter((s) => s.UserAgent.includes(MARKER));
    expect(mine).toHaveLength(1);
    await apiCall(request, 'DELETE', `/api/users/sessions/${mine[0]!.ID}`, { session: admin });

    // No reload. The live notification stream ends at once with the session and sends the page to the login; had
    // it not yet, the search asks the server, which no longer knows the session, and its 401 does the same.
    await page.getByRole('searchbox', { name: 'Search Cities' }).fill('Pune', { timeout: 2_000 }).catch(() => undefined);
    await expectPath(page, '/app/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/Others/manageMasters/cities');
    expect(await page.evaluate(() => localStorage.getItem('erp.token'))).toBeNull();
  });
});
