import { registerLearner } from '../fixtures/assessments.ts';
import { test, expect, expectAccessible, signInAs, useSession, TOASTS, snapBoth } from '../fixtures/index.ts';

test.describe('chat bot', () => {
  test('a learner gets a sourced answer from the launcher; an unanswered question reaches chat training and becomes a trained pair', async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const unknown = `How do I configure the Zorblax ${stamp} loyalty connector?`;
    const second = `How do I book the Quibbler ${stamp} campus workshop room?`;
    const learner = await registerLearner(request, 'chatbot');

    // The launcher on a learner page opens the chat in a drawer; a trained answer is quoted with its source.
    await useSession(page, learner);
    await page.goto('/app/home');
    await page.getByRole('button', { name: 'Ask the ERP assistant' }).click();
    const drawer = page.getByRole('dialog', { name: 'Chat with the ERP assistant' });
    await expect(drawer.getByText(/No questions yet/)).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Your question' }).fill('What steps does a payment run in SAP have?');
    await drawer.getByRole('button', { name: 'Ask' }).click();
    await expect(drawer.getByText('Here is what I found:')).toBeVisible();
    await expect(drawer.getByText('How do I run the automatic payment program F110?')).toBeVisible();
    await expect(drawer.getByText(/^In F110 enter a run date/)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Ask in the forum' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Helpful', exact: true }).click();
    await expect(drawer.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await snapBoth(page, 'chatbot-launcher', async () => { await expect(drawer.getByText('Here is what I found:')).toBeVisible(); });
    await expectAccessible(page, 'chat drawer', testInfo, { exclude: [TOASTS] });

    // The full page: a question nothing answers is declined, with the ways to a person, the question prefilled.
    await page.goto('/app/Others/chat/chatWithBot');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with the ERP assistant' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your question' }).fill(unknown);
    await page.keyboard.press('Enter');
    await expect(page.getByText(/I could not find anything relevant enough/)).toBeVisible();
    await snapBoth(page, 'chatbot-page', async () => { await expect(page.getByText(/I could not find anything relevant enough/)).toBeVisible(); });
    await expectAccessible(page, 'chat page', testInfo, { exclude: [TOASTS] });
    await page.getByRole('link', { name: 'Open a support ticket' }).click();
    const ticket = page.getByRole('dialog');
    await expect(ticket.getByRole('textbox', { name: 'Subject' })).toHaveValue(unknown);
    // A second question nothing answers: staff will turn it into a knowledge item.
    await page.goto('/app/Others/chat/chatWithBot');
    await page.getByRole('textbox', { name: 'Your question' }).fill(second);
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByText(/I could not find anything relevant enough/).last()).toBeVisible();

    // Chat training: the question waits in the unanswered queue; training an answer takes it off in one step.
    await signInAs(page, request, 'Admin');
    await page.goto('/app/Others/chat/chatTraining');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat bot training' })).toBeVisible();
    await expect(page.getByText('Top questions')).toBeVisible();
    await snapBoth(page, 'chatbot-training', async () => { await expect(page.getByText('Top questions')).toBeVisible(); });
    await page.getByRole('tab', { name: 'Unanswered questions' }).click();
    await page.getByRole('searchbox').fill(stamp);
    await expect(page.getByText(unknown)).toBeVisible();
    // The search is debounced: act on the question's own row.
    await page.getByRole('row', { name: new RegExp(`Zorblax ${stamp}`) }).getByRole('button', { name: 'Train answer' }).click();
    const modal = page.getByRole('dialog', { name: 'Train an answer to this question' });
    await expect(modal.getByRole('textbox', { name: 'Question variants' })).toHaveValue(unknown);
    await modal.getByRole('textbox', { name: 'Answer' }).fill(`The Zorblax ${stamp} connector is set up in the loyalty cockpit: create the endpoint, map the customer fields and schedule the nightly sync.`);
    await modal.getByRole('textbox', { name: 'Links' }).fill('Forum | /Forum');
    await snapBoth(page, 'chatbot-train-pair', async () => { await expect(modal).toBeVisible(); });
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Trained: the question left the queue and the bot answers it now')).toBeVisible();
    await expect(page.getByText(unknown)).toHaveCount(0);

    // The other one becomes a knowledge item in one step: it waits in the repository's review queue.
    await page.getByRole('row', { name: new RegExp(`Quibbler ${stamp}`) }).getByRole('button', { name: 'Make a knowledge item' }).click();
    const toItem = page.getByRole('dialog', { name: 'Turn this question into a knowledge item' });
    await expect(toItem.getByRole('textbox', { name: 'Title' })).toHaveValue(second.replace('?', ''));
    await toItem.getByRole('button', { name: 'Send for review' }).click();
    await expect(toItem.getByText('Choose the folder the item goes into')).toBeVisible();
    await toItem.getByRole('combobox', { name: 'Folder' }).selectOption({ label: 'Trainer notes' });
    await toItem.getByRole('textbox', { name: 'Answer' }).fill(`The Quibbler ${stamp} room is booked at the front desk, at least two days ahead, for at most twenty learners.`);
    await toItem.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByText('The knowledge item waits in the review queue; the question left this queue')).toBeVisible();
    await expect(page.getByText(second)).toHaveCount(0);
    await page.goto('/app/Others/knowledgeRepository?tab=review');
    await expect(page.getByRole('button', { name: second.replace('?', '') })).toBeVisible();
    await page.goto('/app/Others/chat/chatTraining');
    await page.getByRole('tab', { name: 'Trained answers' }).click();
    await page.getByRole('searchbox').fill(stamp);
    await expect(page.getByText(unknown)).toBeVisible();
    await expectAccessible(page, 'chat training', testInfo, { exclude: [TOASTS] });

    // The learner asks again: now the bot answers with the trained pair as its source.
    await useSession(page, learner);
    await page.goto('/app/Others/chat/chatWithBot');
    await page.getByRole('textbox', { name: 'Your question' }).fill(`How do I set up the Zorblax ${stamp} loyalty connector?`);
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByText(/loyalty cockpit: create the endpoint/)).toBeVisible();
  });
});
