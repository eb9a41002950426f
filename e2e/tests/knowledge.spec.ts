import type { Browser, Page } from '@playwright/test';
import type { SessionResult } from '@app/contracts/auth';
import { registerLearner } from '../fixtures/assessments.ts';
import { richText } from '../fixtures/rich-text.ts';
import { test, expect, expectAccessible, apiLogin, useSession, DESKTOP, TOASTS, snapBoth } from '../fixtures/index.ts';

async function pageAs(browser: Browser, session: SessionResult): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  await useSession(page, session);
  return page;
}

test.describe('knowledge repository', () => {
  test('a learner contributes an item, the editor approves it from the review queue, another learner finds it by search, bookmarks it and the bot answers with it as the source', async ({ page, browser, request }, testInfo) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const word = `zq${stamp}`;
    const title = `Vendor down payment clearing with F-54 (${stamp})`;

    const contributor = await registerLearner(request, 'kr-author');
    const reader = await registerLearner(request, 'kr-reader');
    const editor = await apiLogin(request, 'Editor', 'e2e-kr-editor');

    // The contributor writes the item into a folder.
    await useSession(page, contributor);
    await page.goto('/app/Others/ContributeKnowledge');
    await expect(page.getByRole('heading', { level: 1, name: 'KR Contribute' })).toBeVisible();
    // Sending an empty form names what is missing and sends nothing.
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByText('Choose a folder').last()).toBeVisible();
    await page.getByRole('combobox', { name: 'Folder' }).selectOption({ label: 'SAP Finance (FI/CO)' });
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('How a vendor down payment is cleared against the final invoice.');
    await richText(page, 'Content').click();
    await page.keyboard.type(`Post the down payment with F-48 and clear it against the final invoice with F-54 (${word}). The special G/L indicator A keeps it apart from normal payables.`);
    await snapBoth(page, 'knowledge-contribute', async () => { await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible(); });
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByText('Sent: an editor will review it.')).toBeVisible();
    const mine = page.getByRole('table', { name: 'My contributions' });
    await expect(mine.getByRole('row').filter({ hasText: title }).getByText('Waiting for review')).toBeVisible();
    await expectAccessible(page, 'contribute', testInfo, { exclude: [TOASTS] });

    // The other learner cannot find it yet.
    const other = await pageAs(browser, reader);
    await other.goto('/app/Others/knowledgeRepository');
    await expect(other.getByRole('heading', { level: 1, name: 'Knowledge Repository' })).toBeVisible();
    await other.getByRole('searchbox', { name: /^Search/ }).first().fill(word);
    await expect(other.getByText(/No items match|No entries/).first()).toBeVisible();

    // The editor approves it from the review queue.
    const ed = await pageAs(browser, editor);
    await ed.goto('/app/Others/knowledgeRepository?tab=review');
    await ed.getByRole('button', { name: title }).click();
    const drawer = ed.getByRole('dialog', { name: title });
    await expect(drawer.getByText('Waiting for review')).toBeVisible();
    await snapBoth(ed, 'knowledge-review', async () => { await expect(drawer.getByRole('button', { name: 'Approve' })).toBeVisible(); });
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await expect(ed.getByText('Approved: the contributor is told and earns coins.')).toBeVisible();
    await expect(drawer.getByText('Approved', { exact: true })).toBeVisible();
    await ed.keyboard.press('Escape');
    await ed.getByRole('tab', { name: 'Folder management' }).click();
    await expect(ed.getByRole('cell', { name: 'Trainer notes', exact: true })).toBeVisible();
    await snapBoth(ed, 'knowledge-folders', async () => { await expect(ed.getByRole('cell', { name: 'Trainer notes', exact: true })).toBeVisible(); });

    // The other learner finds it, the match highlighted, opens it and bookmarks it.
    await other.reload();
    await other.getByRole('searchbox', { name: /^Search/ }).first().fill(word);
    const hit = other.getByRole('button', { name: title });
    await expect(hit).toBeVisible();
    await expect(other.locator('mark', { hasText: word })).toBeVisible();
    await expect(other.getByText('Trainer notes')).toHaveCount(0);
    await hit.click();
    const item = other.getByRole('dialog', { name: title });
    await expect(item.getByText('special G/L indicator A')).toBeVisible();
    await item.getByRole('button', { name: 'Bookmark' }).click();
    await expect(item.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
    await other.keyboard.press('Escape');
    await other.getByRole('searchbox', { name: /^Search/ }).first().fill('');
    // The whole repository is longer than a page (newest first): the folder tree narrows it to one folder.
    await other.getByRole('navigation', { name: 'Folders' }).getByText('SAP Finance (FI/CO)', { exact: true }).click();
    await expect(other.getByRole('button', { name: 'Automatic payment program (F110): configuration checklist' })).toBeVisible();
    await expect(other.getByRole('button', { name: title })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Behavioural interview questions for ERP consultants' })).toHaveCount(0);
    await snapBoth(other, 'knowledge-repository', async () => { await expect(other.getByRole('heading', { level: 1, name: 'Knowledge Repository' })).toBeVisible(); });
    await expectAccessible(other, 'repository', testInfo, { exclude: [TOASTS] });

    // The bot answers the other learner's question in plain words with the approved item as its quoted, linked source.
    await other.goto('/app/Others/chat/chatWithBot');
    await other.getByRole('textbox', { name: 'Your question' }).fill('How do I clear a vendor down payment against the final invoice?');
    await other.getByRole('button', { name: 'Ask' }).click();
    const answer = other.getByTestId('bot-answer').last();
    await expect(answer.getByText('Here is what I found:')).toBeVisible();
    const source = answer.getByRole('link', { name: title });
    await expect(source).toBeVisible();
    await expect(answer.getByText(/F-54/).first()).toBeVisible();
    await snapBoth(other, 'knowledge-bot-answer', async () => { await expect(source).toBeVisible(); });
    await source.click();
    await expect(other.getByRole('dialog', { name: title }).getByText('special G/L indicator A')).toBeVisible();

    // The contributor sees the new state.
    await page.reload();
    await expect(page.getByRole('table', { name: 'My contributions' }).getByRole('row').filter({ hasText: title }).getByText('Approved')).toBeVisible();
  });
});
