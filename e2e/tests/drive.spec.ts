import { textPdf } from '../../apps/server/src/modules/drive/drive-samples.ts';
import { registerLearner } from '../fixtures/assessments.ts';
import { test, expect, expectAccessible, apiCall, apiLogin, useSession, TOASTS, snapBoth } from '../fixtures/index.ts';

/** A small real PNG (a blue square with a white bar), drawn with sharp. */
async function png(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#2b5fb8"/><rect x="40" y="90" width="240" height="20" fill="#fff"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test.describe('drive', () => {
  test('a learner uploads files with progress, previews an image and a PDF, shares a file with a group; a group member sees it under shared', async ({ page, browser, request }) => {
    test.setTimeout(240_000);
    const owner = await registerLearner(request, 'drive-owner');
    const member = await registerLearner(request, 'drive-member');
    const admin = await apiLogin(request, 'Admin', 'e2e-drive-admin');
    const stamp = Date.now().toString(36);
    const group = await apiCall<{ ID: number }>(request, 'POST', '/api/groups', { session: admin, body: { Name: `Drive study circle ${stamp}` } });
    await apiCall(request, 'POST', `/api/groups/${group.ID}/members`, { session: admin, body: { UserIDs: [owner.user.id, member.user.id] } });

    await useSession(page, owner);
    await page.goto('/app/myDrive');
    await expect(page.getByRole('heading', { level: 1, name: 'My drive' })).toBeVisible();
    await expect(page.getByText('Nothing here yet. Upload files or make a folder.').first()).toBeVisible();

    const files = [
      { name: 'whiteboard.png', mimeType: 'image/png', buffer: await png() },
      { name: 'closing-checklist.pdf', mimeType: 'application/pdf', buffer: textPdf('Period-end closing', ['OB52 open period', 'FAGL_FCV valuation', 'AFAB depreciation']) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('GR/IR clearing with F.13 at month end\n') },
    ];
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload files' }).click();
    await (await chooser).setFiles(files);
    const uploads = page.getByLabel('Uploads');
    for (const f of files) await expect(uploads.getByRole('progressbar', { name: `Upload of ${f.name}` })).toBeVisible();
    await expect(page.getByTestId('upload-row').getByText('Done')).toHaveCount(3);
    for (const f of files) await expect(page.getByRole('button', { name: f.name, exact: true }).first()).toBeVisible();

    // The image opens as itself.
    await page.getByRole('button', { name: 'whiteboard.png', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'whiteboard.png' });
    await expect(dialog.getByTestId('drive-preview-image')).toBeVisible();
    await expect.poll(() => dialog.getByTestId('drive-preview-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await dialog.getByRole('button', { name: 'Download' }).isVisible();
    await page.keyboard.press('Escape');

    // The PDF shows its first page once the background job made the preview (every few seconds).
    await expect.poll(async () => {
      await page.reload();
      await page.getByRole('button', { name: 'closing-checklist.pdf', exact: true }).first().click();
      const d = page.getByRole('dialog', { name: 'closing-checklist.pdf' });
      const shown = await d.getByTestId('drive-preview-image').isVisible().catch(() => false) || await d.getByTestId('drive-preview-image').waitFor({ timeout: 3000 }).then(() => true, () => false);
      await page.keyboard.press('Escape');
      return shown;
    }, { timeout: 60_000, intervals: [1000, 2000, 3000] }).toBe(true);
    await page.getByRole('button', { name: 'closing-checklist.pdf', exact: true }).first().click();
    await expect(page.getByRole('dialog').getByRole('img', { name: 'First page of closing-checklist.pdf' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Share the image with the group, read-only.
    await page.getByRole('button', { name: 'Actions for whiteboard.png' }).first().click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share “whiteboard.png”' });
    await share.getByRole('combobox', { name: 'Share with a group' }).click();
    await page.getByRole('option', { name: new RegExp(`Drive study circle ${stamp}`) }).click();
    await expect(share.getByText(`Group: Drive study circle ${stamp}`)).toBeVisible();
    await share.getByRole('button', { name: 'Save sharing' }).click();
    await expect(share).toBeHidden();
    // The owner's list marks the item as shared once saved (the list is fetched again).
    // (A card of the grid or a row of the list, whichever view is on.)
    const entry = (name: string) => page.getByRole('listitem').or(page.getByRole('row')).filter({ has: page.getByRole('button', { name, exact: true }) });
    await expect(entry('whiteboard.png').getByText('Shared', { exact: true })).toBeVisible();
    await expect(entry('notes.txt').getByText('Shared', { exact: true })).toHaveCount(0);
    await snapBoth(page, 'drive-learner', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'My drive' })).toBeVisible();
    });
    await expectAccessible(page, 'drive', undefined, { exclude: [TOASTS] });

    // The group member sees it among what is shared with them, and can open it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'UTC' });
    const other = await context.newPage();
    await useSession(other, member);
    await other.goto('/app/myDrive');
    await expect(other.getByRole('button', { name: 'whiteboard.png', exact: true }).first()).toBeVisible();
    await expect(other.getByText('Shared with me', { exact: true }).first()).toBeVisible();
    await expect(other.getByRole('button', { name: 'notes.txt', exact: true })).toHaveCount(0);
    await other.getByRole('button', { name: 'whiteboard.png', exact: true }).first().click();
    await expect(other.getByRole('dialog').getByTestId('drive-preview-image')).toBeVisible();
    await other.keyboard.press('Escape');
    await snapBoth(other, 'drive-shared-member', async () => {
      await expect(other.getByRole('heading', { level: 1, name: 'My drive' })).toBeVisible();
    });
    await context.close();
  });
});
