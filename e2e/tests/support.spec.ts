import { registerLearner } from '../fixtures/assessments.ts';
import { test, expect, expectAccessible, signInAs, useSession, DESKTOP, TOASTS, snap, snapBoth } from '../fixtures/index.ts';

/** Left out of the scans: toasts (their own spec scans them). */
const EXCLUDE = [TOASTS];

/** A subject of this run's own: other runs on the shared server open tickets too. */
const SUBJECT = `SAP FICO client 800 says my user is locked (${Date.now().toString(36)})`;

const NOTE = 'Basis log: user locked after five wrong passwords at 21:14 — unlock requested';
const REPLY = 'We have unlocked your user. Log in with the initial password shown under ERP instances.';

test.describe('support tickets', () => {
  test('a learner opens a ticket with a screenshot; staff add an internal note and a public reply and resolve it; the learner sees only the reply and the status', async ({ page, browser, request }, testInfo) => {
    // Two browsers, eight screenshots and four scans on a shared two-core machine.
    test.setTimeout(240_000);
    const learner = await registerLearner(request, 'support');
    await useSession(page, learner);
    await page.goto('/app/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByText('You have not opened a ticket yet.')).toBeVisible();
    // A real screenshot of the learner's screen, as a PNG.
    const screenshot = await page.screenshot({ type: 'png' });

    await page.getByRole('button', { name: 'New ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a support ticket' });
    // Sending empty: the contract's messages, on the fields.
    await dialog.getByRole('button', { name: 'Open ticket' }).click();
    await expect(dialog.getByText('At least 3 characters')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT);
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption('ERP system access');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Since yesterday SAP Logon answers "User is locked". I need it for the lesson 5 exercise.');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'sap-logon-error.png', mimeType: 'image/png', buffer: screenshot });
    await expect(dialog.getByRole('list', { name: 'Attached files' }).getByText('sap-logon-error.png')).toBeVisible();
    await snap(page, 'support-new-ticket');
    await expectAccessible(page, 'new ticket dialog', testInfo, { exclude: EXCLUDE });
    await dialog.getByRole('button', { name: 'Open ticket' }).click();
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL(/\/app\/support\?ticket=\d+$/);
    const ticketId = Number(new URL(page.url()).searchParams.get('ticket'));
    await expect(page.getByRole('heading', { level: 1, name: `Ticket #${ticketId}` })).toBeVisible();
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText('Since yesterday SAP Logon answers')).toBeVisible();
    await expect(conversation.getByRole('button', { name: 'Download sap-logon-error.png' })).toBeVisible();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();

    // Staff, in their own browser: the ticket in the desk's list, then an internal note and a public reply.
    const staffContext = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', timezoneId: 'UTC' });
    const staff = await staffContext.newPage();
    await signInAs(staff, request, 'Admin');
    await staff.goto('/app/manageSupport');
    await expect(staff.getByRole('heading', { level: 1, name: 'Manage support' })).toBeVisible();
    await staff.getByRole('combobox', { name: 'Category' }).selectOption('ERP system access');
    await staff.getByRole('searchbox', { name: 'Search subject, learner, email or category' }).fill(SUBJECT.slice(-12, -1));
    const row = staff.getByRole('table', { name: 'Support tickets' }).locator('tbody tr').filter({ hasText: SUBJECT });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Tara Tester support');
    await snapBoth(staff, 'support-desk', () => expect(staff.getByText(SUBJECT)).toBeVisible());
    await expectAccessible(staff, 'support desk list', testInfo, { exclude: EXCLUDE });
    await row.getByRole('link', { name: SUBJECT }).click();
    await expect(staff.getByRole('heading', { level: 1, name: `Ticket #${ticketId}` })).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Download sap-logon-error.png' })).toBeVisible();

    await staff.getByText('Internal note', { exact: true }).click();
    await staff.getByRole('textbox', { name: 'Internal note (only staff see it)' }).fill(NOTE);
    await staff.getByRole('button', { name: 'Add note' }).click();
    await expect(staff.getByRole('list', { name: 'Conversation' }).getByText(NOTE)).toBeVisible();

    await staff.getByText('Reply to learner', { exact: true }).click();
    const replyBox = staff.getByRole('textbox', { name: 'Reply to the learner' });
    await expect(replyBox).toHaveValue('');
    await staff.getByRole('combobox', { name: 'Canned answer' }).selectOption({ label: 'Password reset for the training client' });
    await expect(replyBox).toHaveValue(/initial password shown under ERP instances/);
    await replyBox.fill(REPLY);
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.getByRole('list', { name: 'Conversation' }).getByText(REPLY)).toBeVisible();
    await expect(staff.getByRole('combobox', { name: 'Status' })).toHaveValue('In Progress');
    await staff.getByRole('combobox', { name: 'Status' }).selectOption('Resolved');
    await expect(staff.getByText('The ticket is now Resolved.')).toBeVisible();
    await snapBoth(staff, 'support-desk-ticket', () => expect(staff.getByText(NOTE)).toBeVisible());
    await expectAccessible(staff, 'support desk ticket', testInfo, { exclude: EXCLUDE });
    await staffContext.close();

    // The learner: the reply and the new status, never the note.
    await page.reload();
    await expect(conversation.getByText(REPLY)).toBeVisible();
    await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(page.getByText('This ticket is resolved')).toBeVisible();
    await expect(page.getByText(/Basis log/)).toHaveCount(0);
    expect(await page.content()).not.toContain('Basis log');
    await expect(page.getByRole('button', { name: 'Reopen ticket' })).toBeVisible();
    await snapBoth(page, 'support-learner-ticket', () => expect(conversation.getByText(REPLY)).toBeVisible());
    await expectAccessible(page, 'learner ticket', testInfo, { exclude: EXCLUDE });

    // Not solved after all: reopened, and the reply box is back.
    await page.getByRole('button', { name: 'Reopen ticket' }).click();
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeVisible();
    await page.goto('/app/support');
    const mine = page.getByRole('table', { name: 'My tickets' }).locator('tbody tr');
    await expect(mine.filter({ hasText: SUBJECT })).toContainText('Open');
    // The first message is shown under the subject.
    await expect(mine.filter({ hasText: SUBJECT })).toContainText('Since yesterday SAP Logon answers');
    await snapBoth(page, 'support-learner-list', () => expect(page.getByText(SUBJECT)).toBeVisible());
  });
});

test.describe('support in German', () => {
  test.use({ locale: 'de-DE' });

  test('the desk and a learner’s tickets read in German', async ({ page, request }, testInfo) => {
    await signInAs(page, request, 'Trainee');
    await page.goto('/app/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neues Ticket' })).toBeVisible();
    await page.getByRole('link', { name: /Name on my certificate is misspelt/ }).click();
    // The ticket's own page first: the list it came from shows the same status twice (its filter and the row's badge).
    await expect(page.getByRole('heading', { level: 1, name: /^Ticket Nr\. \d+$/ })).toBeVisible();
    await expect(page.getByRole('main').getByText('In Bearbeitung', { exact: true })).toBeVisible();
    await expect(page.getByText(/Reissue with the same ID once/)).toHaveCount(0);
    await snapBoth(page, 'support-learner-ticket-de', () => expect(page.getByRole('textbox', { name: 'Ihre Antwort' })).toBeVisible());
    await expectAccessible(page, 'learner ticket (de)', testInfo, { exclude: EXCLUDE });

    await signInAs(page, request, 'Admin');
    await page.goto('/app/manageSupport');
    await expect(page.getByRole('heading', { level: 1, name: 'Support verwalten' })).toBeVisible();
    await expect(page.getByText('Erste Antwort im Schnitt')).toBeVisible();
    await snapBoth(page, 'support-desk-de', () => expect(page.getByRole('heading', { level: 1, name: 'Support verwalten' })).toBeVisible());
    await expectAccessible(page, 'support desk (de)', testInfo, { exclude: EXCLUDE });
  });
});
