import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, expectPath, snap, useSession, DESKTOP, PHONE, TOASTS } from '../fixtures/index.ts';
import { createQuestions, createSeriesTest, editorSession, masterId, registerLearner, serverAttempt } from '../fixtures/assessments.ts';

/**
 * Taking a test from the Test Series (issue 5, "Taking a test"): the catalogue, the attempt player with its
 * navigator and server-clock timer, answers given while offline kept on the device and sent on reconnect,
 * a reload that resumes with them, submission with the unanswered list, the result with its review; and a
 * short test that runs out of time and lands on its result.
 */

const navigator = (page: Page) => page.getByRole('navigation', { name: 'Questions' });
const navButton = (page: Page, n: number) => navigator(page).getByRole('button', { name: new RegExp(`^Question ${n}:`) });
const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /saved|waiting|Saving|Ready/ });
const OFFLINE = 'You are offline — your answers are kept on this device and will be sent when the connection returns';

/** The id of the attempt shown (from the save queue's storage key). */
async function attemptIdOf(page: Page): Promise<number> {
  const key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('erp.attempt.')) ?? '');
  return Number(key.replace('erp.attempt.', ''));
}

test.describe('taking a test (learner)', () => {
  test('offline answers survive a reload and reach the server; submit and review the result', async ({ page, request, context }, testInfo) => {
    // A long flow with five axe scans at two sizes.
    test.setTimeout(120_000);
    const editor = await editorSession(request);
    const title = `SAP FICO drill ${Date.now().toString(36)}`;
    const qids = await createQuestions(request, editor, [
      {
        Type: 'single', Text: '<p>Which document type posts a vendor invoice?</p>',
        Options: [{ ID: 'a', Text: 'KR', Correct: true }, { ID: 'b', Text: 'DR', Correct: false }, { ID: 'c', Text: 'SA', Correct: false }],
        Explanation: '<p>KR is the vendor invoice document type.</p>',
      },
      { Type: 'truefalse', Text: '<p>A company code can belong to several controlling areas at once.</p>', TrueFalseAnswer: false, Explanation: '<p>One company code, one controlling area.</p>' },
      { Type: 'numeric', Text: '<p>How many normal posting periods does a standard fiscal year variant K4 have?</p>', NumericAnswer: 12, Explanation: '<p>K4: 12 periods plus 4 special periods.</p>' },
      {
        Type: 'multiple', Text: '<p>Which of these are FI sub-ledgers?</p>',
        Options: [{ ID: 'a', Text: 'Accounts payable', Correct: true }, { ID: 'b', Text: 'Accounts receivable', Correct: true }, { ID: 'c', Text: 'Profit center', Correct: false }],
      },
      { Type: 'single', Text: '<p>Transaction to display a G/L account balance?</p>', Options: [{ ID: 'a', Text: 'FS10N', Correct: true }, { ID: 'b', Text: 'VA01', Correct: false }] },
    ]);
    const beginner = await masterId(request, editor, 'questionLevels', 'Beginner');
    const created = await createSeriesTest(request, editor, {
      Title: title, Description: 'Five quick questions on FI basics.', DurationSeconds: 600, PassPercentage: 50, AttemptsAllowed: 2, QuestionIDs: qids,
      LevelID: beginner,
    });

    // A visitor sees the catalogue, filters it by level, and is offered "Log in to start".
    await page.goto('/app/Test-Series');
    await page.getByRole('searchbox', { name: 'Search tests' }).fill(title);
    await page.getByRole('combobox', { name: 'Level' }).click();
    const filtered = page.waitForResponse((r) => r.url().includes('/api/testSeries?') && r.url().includes(`level=${beginner}`) && r.ok());
    await page.getByRole('option', { name: 'Beginner' }).click();
    await filtered;
    await expect(page.getByRole('link', { name: `Log in to start ${title}` })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'In Progress' })).toHaveCount(0);

    const learner = await registerLearner(request, 'offline');
    await useSession(page, learner);
    await page.goto('/app/Test-Series');
    await expect(page).toHaveTitle('Test Series | ERP Career Academy');
    await page.getByRole('searchbox', { name: 'Search tests' }).fill(title);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('10:00');
    await expect(card).toContainText('0 of 2');
    await expect(card).toContainText('Not Attempted');
    await snap(page, 'test-series');
    await expectAccessible(page, 'Test Series catalogue', testInfo);
    await page.getByRole('link', { name: `Start ${title}` }).click();
    await expectPath(page, `/app/Test-Series/Test-Attempt/${created.ID}`);
    await page.getByRole('button', { name: 'Start test' }).click();

    // The player: question 1 active, timer from the server's clock.
    await expect(page.getByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:5\d)$/);
    await expect(navButton(page, 1)).toHaveAttribute('aria-current', 'step');
    await expect(navButton(page, 1)).toHaveAccessibleName('Question 1: not answered, current question');
    await page.getByRole('radio', { name: 'KR' }).click();
    await expect(saveStatus(page)).toHaveText('All answers saved');
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await expect(page.getByRole('button', { name: 'Flag for review' })).toHaveAttribute('aria-pressed', 'true');
    await expect(navButton(page, 1)).toHaveAccessibleName('Question 1: answered, flagged for review, current question');
    const attemptId = await attemptIdOf(page);
    expect(attemptId).toBeGreaterThan(0);

    // The connection drops: answers are kept on the device and the page says so.
    await context.setOffline(true);
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Question 2 of 5' })).toBeVisible();
    await page.getByRole('radio', { name: 'False' }).click();
    await navButton(page, 3).click();
    await page.getByRole('textbox', { name: 'Your answer to question 3' }).fill('12');
    await expect(saveStatus(page)).toHaveText('2 answers waiting');
    const stored = await page.evaluate((id) => localStorage.getItem(`erp.attempt.${id}`), attemptId);
    expect(Object.keys(JSON.parse(stored ?? '{}').pending ?? {})).toHaveLength(2);
    await snap(page, 'test-attempt-offline');

    // Back online, but the saves still cannot get through; the page is reloaded before they do.
    await page.route('**/api/attempts/*/answers/*', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question 3 of 5' })).toBeVisible();
    // Resumed from the server's attempt merged with the answers still on this device.
    await expect(page.getByRole('textbox', { name: 'Your answer to question 3' })).toHaveValue('12');
    await expect(navButton(page, 2)).toHaveAccessibleName('Question 2: answered');
    await expect(navButton(page, 1)).toHaveAccessibleName('Question 1: answered, flagged for review');
    expect((await serverAttempt(request, learner, attemptId)).AnsweredCount).toBe(1);

    // The connection is really back: the queue is sent (retry timer / online event) and nothing is lost.
    await page.unroute('**/api/attempts/*/answers/*');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(saveStatus(page)).toHaveText('All answers saved', { timeout: 15_000 });
    await expect(page.getByText(OFFLINE)).toBeHidden();
    const onServer = await serverAttempt(request, learner, attemptId);
    expect(onServer.AnsweredCount).toBe(3);
    expect(onServer.Questions[1]).toMatchObject({ Answer: { OptionIDs: ['false'] } });
    expect(onServer.Questions[2]).toMatchObject({ Answer: { Value: 12 } });
    expect(onServer.Questions[0]?.Flagged).toBe(true);

    // Back in the catalogue, the running attempt is counted, offers Resume and says how long it has left.
    await page.goto('/app/Test-Series');
    await page.getByRole('searchbox', { name: 'Search tests' }).fill(title);
    const running = page.getByRole('listitem').filter({ hasText: title });
    await expect(running).toContainText('In Progress');
    await expect(running).toContainText('1 of 2');
    await expect(running.getByTestId('time-left')).toHaveText(/^(10:00|0\d:\d\d) left/);
    await running.getByRole('link', { name: `Resume ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Question 3 of 5' })).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Accounts payable' }).click();
    await page.getByRole('checkbox', { name: 'Accounts receivable' }).click();
    await expect(saveStatus(page)).toHaveText('All answers saved');

    // Report an issue with the question.
    await page.getByRole('button', { name: 'Report an issue' }).click();
    const issue = page.getByRole('dialog', { name: 'Report an issue with question 4' });
    await issue.getByRole('textbox', { name: /What is wrong with this question/ }).fill('Option C could be read as a sub-ledger too.');
    await issue.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thank you: the issue has been sent to the staff.')).toBeVisible();
    await expect(issue).toBeHidden();

    await snap(page, 'test-attempt');
    await expectAccessible(page, 'attempt player', testInfo, { exclude: [TOASTS] });
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('timer')).toBeVisible();
    await snap(page, 'test-attempt');
    await expectAccessible(page, 'attempt player (phone)', testInfo, { exclude: [TOASTS] });
    await page.setViewportSize(DESKTOP);

    // Submit: the confirmation lists the unanswered question.
    await page.getByRole('button', { name: 'Submit test' }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit the test?' });
    await expect(confirm.getByRole('list', { name: 'Unanswered questions' }).getByRole('listitem')).toHaveText(['Question 5']);
    await snap(page, 'test-attempt-submit');
    await confirm.getByRole('button', { name: 'Submit now' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Result: ${title}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`result=${attemptId}$`));
    await expect(page.getByRole('heading', { name: 'You passed' })).toBeVisible();
    await expect(page.getByText('4 / 5')).toBeVisible();
    await expect(page.getByText('80%', { exact: true })).toBeVisible();
    await expect(page.getByText('4 answered, 4 correct, out of 5 questions')).toBeVisible();
    const review = page.getByRole('region', { name: 'Review of your answers' });
    await expect(review.getByRole('article')).toHaveCount(5);
    await expect(review.getByText('KR is the vendor invoice document type.')).toBeVisible();
    await expect(review.getByRole('article', { name: 'Question 5' })).toContainText('Not answered');
    await expect(page.getByRole('button', { name: 'Reattempt' })).toBeVisible();
    await snap(page, 'test-result');
    await expectAccessible(page, 'result', testInfo, { exclude: [TOASTS] });
    await page.setViewportSize(PHONE);
    await snap(page, 'test-result');
    await expectAccessible(page, 'result (phone)', testInfo, { exclude: [TOASTS] });
    await page.setViewportSize(DESKTOP);

    // The catalogue now shows the attempt and offers the result and a reattempt.
    await page.getByRole('link', { name: 'Back to Test Series' }).first().click();
    await page.getByRole('searchbox', { name: 'Search tests' }).fill(title);
    const done = page.getByRole('listitem').filter({ hasText: title });
    await expect(done).toContainText('Completed');
    await expect(done).toContainText('1 of 2');
    await expect(page.getByRole('link', { name: `Result of ${title}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Reattempt ${title}` })).toBeVisible();
    await page.locator('label').filter({ hasText: /^In Progress$/ }).click();
    await expect(page.getByRole('radio', { name: 'In Progress' })).toBeChecked();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });

  test('a short test runs out of time and lands on its result', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const editor = await editorSession(request);
    const title = `Ten-second sprint ${Date.now().toString(36)}`;
    const qids = await createQuestions(request, editor, [
      { Type: 'truefalse', Text: '<p>SAP stands for Systems, Applications and Products.</p>', TrueFalseAnswer: true },
      { Type: 'truefalse', Text: '<p>FI and CO are the same module.</p>', TrueFalseAnswer: false },
    ]);
    const created = await createSeriesTest(request, editor, { Title: title, DurationSeconds: 10, AttemptsAllowed: 1, QuestionIDs: qids });
    const learner = await registerLearner(request, 'timeout');
    await useSession(page, learner);
    await page.goto(`/app/Test-Series/Test-Attempt/${created.ID}`);
    await page.getByRole('button', { name: 'Start test' }).click();
    await expect(page.getByRole('timer')).toHaveText(/^00:(10|0\d)$/);
    await page.getByRole('radio', { name: 'True' }).click();
    await expect(saveStatus(page)).toHaveText('All answers saved');

    await expect(page.getByRole('heading', { level: 1, name: `Result: ${title}` })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('The time ran out: the attempt was closed with every answer saved before the deadline.')).toBeVisible();
    await expect(page.getByText('1 answered, 1 correct, out of 2 questions')).toBeVisible();
    await expect(page.getByText('You have used 1 of 1 attempts.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reattempt' })).toHaveCount(0);
    // One way back, not two (the page's back link; the result card no longer repeats it).
    await expect(page.getByRole('link', { name: 'Back to Test Series' })).toHaveCount(1);

    // Opening the test again shows no Start (no attempt left), only the last result.
    await page.goto(`/app/Test-Series/Test-Attempt/${created.ID}`);
    await expect(page.getByText('You have used every attempt of this test.')).toBeVisible();
    await expectAccessible(page, 'test with no attempts left', testInfo);
  });

  test('an attempt left open past its deadline is closed by the server and shows its result', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const editor = await editorSession(request);
    const title = `Left open ${Date.now().toString(36)}`;
    const qids = await createQuestions(request, editor, [
      { Type: 'truefalse', Text: '<p>A G/L account belongs to a chart of accounts.</p>', TrueFalseAnswer: true },
    ]);
    const created = await createSeriesTest(request, editor, { Title: title, DurationSeconds: 10, AttemptsAllowed: 1, QuestionIDs: qids });
    const learner = await registerLearner(request, 'closed');
    await useSession(page, learner);
    await page.goto(`/app/Test-Series/Test-Attempt/${created.ID}`);
    await page.getByRole('button', { name: 'Start test' }).click();
    await page.getByRole('radio', { name: 'True' }).click();
    await expect(saveStatus(page)).toHaveText('All answers saved');
    // The learner leaves (the tab's timer is gone) and comes back after the deadline.
    await page.goto('/app/home');
    await page.waitForTimeout(11_000);
    await page.goto('/app/Test-Series');
    await page.getByRole('searchbox', { name: 'Search tests' }).fill(title);
    await page.getByRole('link', { name: new RegExp(`^(Resume|Result of) ${title}$`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Result: ${title}` })).toBeVisible();
    await expect(page.getByText('The time ran out: the attempt was closed with every answer saved before the deadline.')).toBeVisible();
    await expect(page.getByText('1 answered, 1 correct, out of 1 questions')).toBeVisible();
    await expectAccessible(page, 'result of an attempt closed by the server', testInfo);
  });
});
