import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { SessionResult } from '@app/contracts/auth';
import {
  test, expect as baseExpect, expectAccessible, expectNoHorizontalScroll, apiCall, apiLogin, registerAndLogin, useSession, signInAs, TOASTS, DESKTOP, PHONE,
} from '../fixtures/index.ts';

/*
 * Payments (issue 14) in a real browser: a learner buys a course through the built-in test provider and lands
 * admitted, then downloads the invoice PDF; staff record an offline payment and refund it. Screenshots (desktop,
 * phone, German) go to PAYMENTS_SHOTS (default /tmp/pay-shots) for a person to look at.
 */

// A shared two-core machine runs many flows at once: a page may take a while to answer.
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 240_000 });

const SHOTS = process.env.PAYMENTS_SHOTS ?? path.join(process.env.TMPDIR ?? '/tmp', 'pay-shots');
const BELL_BADGE = '[data-testid="notification-count"]';
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function shots(page: Page, name: string, ready: () => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  await ready();
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize(PHONE);
  await ready();
  await page.waitForTimeout(250);
  await expectNoHorizontalScroll(page, name);
  await page.screenshot({ path: path.join(SHOTS, `${name}-phone.png`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize(DESKTOP);
  await ready();
}

async function newLearner(request: Parameters<typeof registerAndLogin>[0], first: string) {
  const lastName = `Iyer${letters(5)}`;
  const email = `${first.toLowerCase()}.${letters(8)}@example.com`;
  const session = await registerAndLogin(request, { firstName: first, lastName, email, password: 'Learning-ERP-2026', countryCode: '+91', mobileNumber: '9812345672' });
  return { session, name: `${first} ${lastName}`, email };
}

/** A published course of this test's own with a price in both currencies. */
async function pricedCourse(request: Parameters<typeof registerAndLogin>[0], editor: SessionResult, title: string) {
  const url = `sap-mm-${letters(8)}`;
  const res = await apiCall<{ item: { ID: number } }>(request, 'POST', '/api/courses', {
    session: editor,
    body: { item: { Title: title, Url: url, Status: 'published', CoursePrice: { INR: 399_900, USD: 4900 }, Duration: '3 weeks', Description: '<p>Purchasing, goods receipt and invoice verification in SAP MM.</p>' } },
  });
  return { id: res.item.ID, url, title };
}

test.describe('payments', () => {
  test('a learner buys a course through the test checkout, lands admitted and downloads the invoice', async ({ page, request }, testInfo) => {
    const editor = await apiLogin(request, 'Editor');
    const course = await pricedCourse(request, editor, `SAP MM procurement ${letters(4)}`);
    const learner = await newLearner(request, 'Ananya');
    await useSession(page, learner.session);

    await page.goto(`/app/courselanding/${course.url}/overview`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await page.getByText(/^USD ·/).click();
    const buy = page.getByRole('button', { name: 'Buy for $49' });
    await expect(buy).toBeVisible();
    await shots(page, 'landing-buy', () => expect(buy).toBeVisible());
    await buy.click();

    await expect(page).toHaveURL(/\/app\/checkout\/test\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expect(page.getByText('No real money is taken')).toBeVisible();
    await shots(page, 'test-checkout', () => expect(page.getByRole('button', { name: 'Pay $49.00' })).toBeVisible());
    await expectAccessible(page, 'test checkout', testInfo, { exclude: [BELL_BADGE] });
    await page.getByRole('button', { name: 'Pay $49.00' }).click();

    await expect(page).toHaveURL(/\/app\/checkout\/return\/\d+$/);
    await expect(page.getByText('Payment received')).toBeVisible();
    await expect(page.getByText(/Your invoice INV\/\d{4}-\d{2}\/\d{6}/)).toBeVisible();
    await shots(page, 'checkout-return', () => expect(page.getByText('Payment received')).toBeVisible());
    await page.getByRole('link', { name: 'Open the course' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/courselanding/${course.url}/overview$`));
    // Admitted: the landing page offers to start instead of buying.
    await expect(page.getByRole('progressbar', { name: `Progress in ${course.title}` })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Buy for/ })).toHaveCount(0);

    // All Transactions: the order and its invoice, as a PDF.
    await page.goto('/app/transactions');
    const orders = page.getByRole('table', { name: 'My orders' });
    await expect(orders.getByText(course.title)).toBeVisible();
    await expect(orders.getByText('Paid', { exact: true })).toBeVisible();
    await shots(page, 'transactions-orders', () => expect(page.getByText(course.title)).toBeVisible());
    await page.getByRole('tab', { name: 'Invoices' }).click();
    const invoices = page.getByRole('table', { name: 'My invoices and credit notes' });
    await expect(invoices.getByText(/INV\/\d{4}-\d{2}\/\d{6}/)).toBeVisible();
    await shots(page, 'transactions-invoices', () => expect(page.getByText(/INV\//).first()).toBeVisible());
    const download = page.waitForEvent('download');
    await invoices.getByRole('button', { name: /^Download INV\/.* as PDF$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^INV-\d{4}-\d{2}-\d{6}\.pdf$/);
    const saved = path.join(SHOTS, 'invoice.pdf');
    mkdirSync(SHOTS, { recursive: true });
    await file.saveAs(saved);
    const bytes = readFileSync(saved);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Its first page rendered (invoice-page1.png beside the screenshots, for a person to look at) and read: a USD
    // sale is an export of services, zero-rated, with the seller's GSTIN, the SAC and the amount paid.
    execFileSync('pdftoppm', ['-png', '-r', '90', '-f', '1', '-l', '1', '-singlefile', saved, path.join(SHOTS, 'invoice-page1')]);
    expect(existsSync(path.join(SHOTS, 'invoice-page1.png'))).toBe(true);
    const text = execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', saved, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toMatch(/^Invoice \(export of services\) /);
    expect(text).toMatch(/Number: INV\/\d{4}-\d{2}\/\d{6}/);
    expect(text).toMatch(/GSTIN: \w{15}/);
    expect(text).toContain(course.title);
    expect(text).toContain('Place of supply: Outside India (export of services, zero-rated)');
    expect(text).toMatch(/Description SAC Qty Taxable value .* \d{6} 1 USD 49\.00/);
    expect(text).toContain('Nil (export)');
    expect(text).toMatch(/Total paid USD 49\.00/);
    await expectAccessible(page, 'transactions', testInfo, { exclude: [BELL_BADGE, TOASTS] });

  });

  test('a learner with coins lets them pay part of the course: the statement shows the debit, the invoice the discount', async ({ page, request }, testInfo) => {
    const editor = await apiLogin(request, 'Editor');
    const course = await pricedCourse(request, editor, `SAP MM valuation ${letters(4)}`);
    const learner = await newLearner(request, 'Meera');
    const admin = await apiLogin(request, 'Admin');
    await apiCall(request, 'POST', '/api/coins/adjust', {
      session: admin,
      body: { userId: learner.session.user.id, direction: 'credit', amount: 800, reason: 'Forum answers on SAP MM valuation classes', idempotencyKey: `e2e-pay-${letters(10)}` },
    });
    await useSession(page, learner.session);

    await page.goto(`/app/courselanding/${course.url}/overview`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    const coins = page.getByRole('group', { name: 'Pay with coins' });
    await expect(coins.getByText('You have 800 coins')).toBeVisible();
    await coins.getByRole('switch', { name: 'Use my coins' }).check();
    // 1 coin = ₹1, at most 50% of ₹3,999: the whole balance of 800 may pay; the learner takes 500.
    const howMany = coins.getByRole('textbox', { name: 'Coins to use' });
    await expect(howMany).toHaveValue('800');
    await expect(coins.getByText('At most 800 coins (50% of the price)')).toBeVisible();
    await howMany.fill('500');
    await expect(coins.getByTestId('coins-off')).toHaveText('−₹500');
    await expect(coins.getByTestId('amount-due')).toHaveText('₹3,499');
    const buy = page.getByRole('button', { name: 'Buy for ₹3,499' });
    await shots(page, 'landing-buy-coins', () => expect(buy).toBeVisible());
    await expectAccessible(page, 'buy with coins', testInfo, { exclude: [BELL_BADGE] });
    await buy.click();

    await expect(page).toHaveURL(/\/app\/checkout\/test\/\d+$/);
    await expect(page.getByTestId('order-coins')).toHaveText('Price ₹3,999.00; 500 coins redeemed for ₹500.00 off');
    await page.getByRole('button', { name: 'Pay ₹3,499.00' }).click();
    await expect(page.getByText('Payment received')).toBeVisible();
    await expect(page.getByTestId('coin-balance')).toContainText('300');

    // The statement: the debit of 500 towards the order.
    await page.goto('/app/transactions?tab=coins');
    const statement = page.getByRole('table', { name: 'Coin statement' });
    const debit = statement.locator('tbody tr').filter({ hasText: /Paid towards order #\d+/ });
    await expect(debit).toHaveCount(1);
    await expect(debit).toContainText('500');
    await expect(page.getByTestId('statement-balance')).toHaveText('300 coins');
    await shots(page, 'statement-order-debit', () => expect(page.getByText(/Paid towards order #\d+/).first()).toBeVisible());

    // The invoice: what was paid, with the coins' discount written on it.
    await page.getByRole('tab', { name: 'Invoices' }).click();
    const invoices = page.getByRole('table', { name: 'My invoices and credit notes' });
    const line = invoices.locator('tbody tr').filter({ hasText: course.title });
    await expect(line).toContainText('500 coins redeemed: INR 500.00 off');
    await expect(line).toContainText('₹3,499.00');
    await shots(page, 'invoice-coins', () => expect(page.getByText(/500 coins redeemed/).first()).toBeVisible());
  });

  test('staff record an offline payment for a learner and refund it', async ({ page, request }, testInfo) => {
    const editor = await apiLogin(request, 'Editor');
    const course = await pricedCourse(request, editor, `SAP MM inventory ${letters(4)}`);
    const learner = await newLearner(request, 'Vikram');
    await signInAs(page, request, 'Admin');
    await page.goto('/app/admin/manage/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

    await page.getByRole('button', { name: 'Record offline payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record an offline payment' });
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByText('Choose the learner')).toBeVisible();
    await expect(dialog.getByText('Give the bank reference or receipt number (3 characters or more)')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Learner', exact: true }).fill(learner.email);
    await page.getByRole('option', { name: `${learner.name} · ${learner.email}` }).click();
    await dialog.getByRole('combobox', { name: 'Course' }).fill(course.title);
    await page.getByRole('option', { name: course.title }).click();
    await expect(dialog.getByText('Amount received: ₹3,999.00')).toBeVisible();
    const reference = `NEFT-HDFC-${letters(6).toUpperCase()}`;
    await dialog.getByRole('textbox', { name: 'Reference' }).fill(reference);
    await page.screenshot({ path: path.join(SHOTS, 'manual-payment-desktop.png'), animations: 'disabled' });
    await expectAccessible(page, 'manual payment dialog', testInfo, { exclude: [BELL_BADGE, TOASTS] });
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toBeHidden();

    const table = page.getByRole('table', { name: 'Orders' });
    await page.getByRole('searchbox').or(page.getByRole('textbox', { name: /Search by learner/ })).first().fill(learner.email);
    const row = table.getByRole('row').filter({ hasText: learner.name });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(`bank_transfer:${reference}`);
    await shots(page, 'payments-admin', () => expect(page.getByText(`bank_transfer:${reference}`)).toBeVisible());

    // Refund everything: a confirmation step first.
    await row.getByRole('button', { name: /^Refund order #\d+$/ }).click();
    const refund = page.getByRole('dialog', { name: /^Refund order #\d+$/ });
    await refund.getByRole('textbox', { name: 'Amount (INR)' }).fill('5000');
    await refund.getByRole('button', { name: 'Continue' }).click();
    await expect(refund.getByText(/At most ₹3,999.00 can be refunded/)).toBeVisible();
    await refund.getByRole('textbox', { name: 'Amount (INR)' }).fill('');
    await refund.getByRole('textbox', { name: 'Reason' }).fill('Joined the wrong batch; asked within 7 days');
    await refund.getByRole('button', { name: 'Continue' }).click();
    await expect(refund.getByText('Refund ₹3,999.00?')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'refund-confirm-desktop.png'), animations: 'disabled' });
    await refund.getByRole('button', { name: 'Refund now' }).click();
    await expect(refund).toBeHidden();
    await expect(row).toContainText('Refunded');

    // The learner sees the order refunded and the credit note.
    const session = await apiCall<SessionResult>(request, 'POST', '/api/auth/login', { body: { email: learner.email, password: 'Learning-ERP-2026' } });
    await useSession(page, session);
    await page.goto('/app/transactions?tab=invoices');
    const invoices = page.getByRole('table', { name: 'My invoices and credit notes' });
    await expect(invoices.getByText(/CN\/\d{4}-\d{2}\/\d{6}/)).toBeVisible();
    await expect(invoices.getByRole('cell', { name: /^INV\/\d{4}-\d{2}\/\d{6}$/ })).toBeVisible();
    await expectAccessible(page, 'credit note', testInfo, { exclude: [BELL_BADGE, TOASTS] });
  });

  test('a payment the provider would not refund automatically waits under "Needs staff" until staff refund it', async ({ page, request }, testInfo) => {
    const editor = await apiLogin(request, 'Editor');
    const course = await pricedCourse(request, editor, `SAP SD pricing ${letters(4)}`);
    const learner = await newLearner(request, 'Meera');
    // The learner opens a checkout, staff admit them meanwhile, then the payment arrives: not granted twice, and the
    // test provider (like Stripe or Razorpay may) refuses the automatic refund.
    const order = await apiCall<{ OrderID: number }>(request, 'POST', '/api/payments/checkout', { session: learner.session, body: { Kind: 'course', ItemID: course.id, Currency: 'INR' } });
    const admin = await apiLogin(request, 'Admin', 'e2e-payments-attention');
    await apiCall(request, 'POST', '/api/usersAdmissions', { session: admin, body: { CourseID: course.id, UserIDs: [learner.session.user.id] } });
    await apiCall(request, 'POST', `/api/payments/testCheckout/${order.OrderID}`, { session: learner.session, body: { Outcome: 'pay-refuse-auto-refund' } });

    await signInAs(page, request, 'Admin');
    await page.goto('/app/admin/manage/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const filtered = page.waitForResponse((r) => r.url().includes('/api/payments/orders?') && r.url().includes('attention=yes'));
    await page.getByRole('checkbox', { name: 'Needs staff only' }).check();
    expect((await filtered).status()).toBe(200);
    const table = page.getByRole('table', { name: 'Orders' });
    const row = table.getByRole('row').filter({ hasText: learner.name });
    await expect(row.getByTestId('order-attention')).toContainText('Needs staff: Automatic refund failed: The test provider refused this refund');
    await expect(row).toContainText('Paid');
    await shots(page, 'payments-needs-staff', () => expect(page.getByText(learner.name).first()).toBeVisible());
    await expectAccessible(page, 'needs staff filter', testInfo, { exclude: [BELL_BADGE, TOASTS] });

    // Staff refund it: the flag goes, and the order leaves the filter.
    await row.getByRole('button', { name: /^Refund order #\d+$/ }).click();
    const refund = page.getByRole('dialog', { name: /^Refund order #\d+$/ });
    await refund.getByRole('textbox', { name: 'Reason' }).fill('Paid for a course already held; refunded by hand');
    await refund.getByRole('button', { name: 'Continue' }).click();
    await expect(refund.getByText('Refund ₹3,999.00?')).toBeVisible();
    await refund.getByRole('button', { name: 'Refund now' }).click();
    await expect(refund).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: learner.name })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Needs staff only' }).uncheck();
    await page.getByRole('searchbox').or(page.getByRole('textbox', { name: /Search by learner/ })).first().fill(learner.email);
    const after = table.getByRole('row').filter({ hasText: learner.name });
    await expect(after).toContainText('Refunded');
    await expect(after.getByTestId('order-attention')).toHaveCount(0);
  });
});

test.describe('payments in German', () => {
  test.use({ locale: 'de-DE' });

  test('the transactions and the staff payments page read in German', async ({ page, request }, testInfo) => {
    const editor = await apiLogin(request, 'Editor');
    const course = await pricedCourse(request, editor, `SAP MM Einkauf ${letters(4)}`);
    const learner = await newLearner(request, 'Jonas');
    const order = await apiCall<{ OrderID: number }>(request, 'POST', '/api/payments/checkout', { session: learner.session, body: { Kind: 'course', ItemID: course.id, Currency: 'INR' } });
    await apiCall(request, 'POST', `/api/payments/testCheckout/${order.OrderID}`, { session: learner.session, body: { Outcome: 'pay' } });
    await useSession(page, learner.session);
    await page.goto('/app/transactions');
    await expect(page.getByRole('tab', { name: 'Bestellungen' })).toBeVisible();
    const orders = page.getByRole('table', { name: 'Meine Bestellungen' });
    await expect(orders.getByText('Bezahlt', { exact: true })).toBeVisible();
    await shots(page, 'transactions-de', () => expect(page.getByText('Bezahlt', { exact: true })).toBeVisible());
    await expectAccessible(page, 'transactions in German', testInfo, { exclude: [BELL_BADGE, TOASTS] });

    await signInAs(page, request, 'Admin');
    await page.goto('/app/admin/manage/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlungen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Offline-Zahlung erfassen' })).toBeVisible();
    await shots(page, 'payments-admin-de', () => expect(page.getByRole('heading', { level: 1, name: 'Zahlungen' })).toBeVisible());
  });
});
