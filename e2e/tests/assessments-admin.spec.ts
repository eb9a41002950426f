import type { Page } from '@playwright/test';
import type { SessionResult } from '@app/contracts/auth';
import type { Attempt, Question } from '@app/contracts/assessments';
import {
  test, expect, expectAccessible, expectPath, signInAs, snap, apiCall, apiLogin, PHONE, TOASTS,
} from '../fixtures/index.ts';
import { richText } from '../fixtures/rich-text.ts';

/** A real 1x1 PNG. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A tag unique to this run, so searches find only this test's questions in the shared server. */
const tag = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Picks an entry of a Mantine Select by its label. */
async function pick(page: Page, label: string, option: string, scope = page.getByRole('dialog')) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createQuestionViaApi(request: Parameters<typeof apiCall>[0], session: SessionResult, text: string, correct: 1 | 2): Promise<Question> {
  return apiCall<Question>(request, 'POST', '/api/questions', {
    session,
    body: {
      Type: 'single', Text: `<p>${text}</p>`, Marks: 1,
      Options: [{ Text: 'Right answer', Correct: correct === 1 }, { Text: 'Other answer', Correct: correct === 2 }],
    },
  });
}

test.describe('assessments: staff screens', () => {
  test('question bank: add two questions, import a CSV with one bad row, export filter', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const t = tag();
    await signInAs(page, request, 'Editor');
    await page.goto('/app/courseBuilding/questions');
    await expect(page.getByRole('heading', { level: 1, name: 'Test questions' })).toBeVisible();
    await expect(page).toHaveTitle('Test questions | ERP Career Academy');

    // 1. A single-choice question with rich text, two options (two of the four blank ones removed), a level.
    await page.getByRole('button', { name: 'Add question' }).click();
    let dialog = page.getByRole('dialog', { name: 'New question' });
    await expect(dialog).toBeVisible();
    const questionText = richText(dialog, 'Question text');
    await expect(questionText).toBeFocused();
    await page.keyboard.type('Which module posts a ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('goods receipt');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(`? ${t}`);
    await expect(questionText.locator('strong')).toHaveText('goods receipt');
    // Saving without a correct option is refused with the rule on the options.
    await richText(dialog, 'Option 1').fill('SAP MM');
    await richText(dialog, 'Option 2').fill('SAP SD');
    await dialog.getByRole('button', { name: 'Remove option 4' }).click();
    await dialog.getByRole('button', { name: 'Remove option 3' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Option \d$/ })).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await expect(dialog.getByText('Mark exactly one option correct')).toBeVisible();
    // Keyboard: focus the first radio and choose it with Space.
    await dialog.getByRole('radio', { name: 'Option 1 is correct' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: 'Option 1 is correct' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Negative marks' }).fill('0.25');
    await pick(page, 'Level', 'Beginner', dialog);
    await pick(page, 'Category', 'Procurement', dialog);
    await snap(page, 'assessments-question-editor');
    await expectAccessible(page, 'question editor', testInfo, { exclude: [TOASTS] });
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await expect(dialog).toBeHidden();

    // 2. A true/false question.
    await page.getByRole('button', { name: 'Add question' }).click();
    dialog = page.getByRole('dialog', { name: 'New question' });
    await pick(page, 'Type', 'True / false', dialog);
    await expect(dialog.getByRole('textbox', { name: 'Option 1', exact: true })).toHaveCount(0);
    await richText(dialog, 'Question text').fill(`A plant belongs to exactly one company code. ${t}`);
    await dialog.getByRole('radio', { name: 'True', exact: true }).check();
    // An uploaded image: its address fills Image URL and a preview shows it.
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload an image' }).click();
    await (await chooser).setFiles({ name: 'org-structure.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
    await expect(dialog.getByRole('textbox', { name: 'Image URL' })).toHaveValue(/^\/api\/questions\/images\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    await expect(dialog.getByRole('img', { name: 'Image shown with the question' })).toHaveJSProperty('naturalWidth', 1);
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await expect(dialog).toBeHidden();

    // Both are listed when searching for the tag; the first shows its classification and negative marks.
    await page.getByRole('searchbox', { name: 'Search questions' }).fill(t);
    const table = page.getByRole('table', { name: 'Questions' });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.getByRole('row', { name: /goods receipt/ })).toContainText('Beginner · Procurement');
    await expect(table.getByRole('row', { name: /goods receipt/ })).toContainText('1 / −0.25');
    await expect(table.getByRole('row', { name: /company code/ })).toContainText('True / false');

    // 3. Import: two good rows and one without a correct option.
    const csv = [
      'Type,Text,Option1,Option2,Option3,Correct,Marks,Level',
      `single,Which transaction creates a purchase order? ${t},ME21N,VA01,FB60,1,1,Beginner`,
      `multiple,Which are organisational units? ${t},Plant,Company code,Vendor,"1,2",2,Intermediate`,
      `single,A row without the answer ${t},Yes,No,,,1,`,
    ].join('\r\n');
    await page.getByRole('button', { name: 'Import' }).click();
    dialog = page.getByRole('dialog', { name: 'Import questions' });
    await expect(dialog.getByRole('button', { name: 'CSV template' })).toBeVisible();
    const template = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'CSV template' }).click();
    expect((await template).suggestedFilename()).toBe('questions-template.csv');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Upload and import' }).click();
    await expect(dialog.getByText('2 imported')).toBeVisible();
    await expect(dialog.getByText('1 rejected')).toBeVisible();
    const rejected = dialog.getByRole('table', { name: 'Rejected rows' });
    await expect(rejected.locator('tbody tr').first()).toContainText('4');
    await expect(rejected.locator('tbody tr').first()).toContainText('Correct');
    await snap(page, 'assessments-import-report');
    await expectAccessible(page, 'import report', testInfo, { exclude: [TOASTS] });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(table.locator('tbody tr')).toHaveCount(4);

    // 4. Export of the current filter (the search term) as CSV, with the bearer token.
    await page.getByRole('button', { name: 'Export' }).click();
    const exported = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export as CSV' }).click();
    const file = await exported;
    const text = (await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'));
    expect(text.split(/\r?\n/).filter((l) => l.includes(t))).toHaveLength(4);

    // 5. Delete with confirmation.
    await table.getByRole('row', { name: /company code/ }).getByRole('button', { name: /^Delete question/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this question?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(3);

    await snap(page, 'assessments-questions');
    await expectAccessible(page, '/app/courseBuilding/questions', testInfo, { exclude: [TOASTS] });
    await page.setViewportSize(PHONE);
    await snap(page, 'assessments-questions');
    await expectAccessible(page, 'questions on a phone', testInfo, { exclude: [TOASTS] });
  });

  test('tests and reports: build and publish a test, a learner takes it, then the reports', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const t = tag();
    const mentor = await apiLogin(request, 'Mentor', 'e2e-assessments-setup');
    const q1 = await createQuestionViaApi(request, mentor, `First ledger question ${t}`, 1);
    const q2 = await createQuestionViaApi(request, mentor, `Second ledger question ${t}`, 2);

    await signInAs(page, request, 'Mentor');
    await page.goto('/app/courseBuilding/tests');
    await expect(page.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
    await page.getByRole('link', { name: 'Add test' }).click();
    await expectPath(page, '/app/courseBuilding/tests/AddEdit/new');
    const title = `Ledger basics ${t}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Two questions on the general ledger.');
    const duration = page.getByRole('textbox', { name: 'Duration (mm:ss)' });
    await duration.fill('5:75');
    await page.getByRole('switch', { name: /^Published/ }).check();
    // Learners start a test by itself only from Test Series (lesson tests start through their lesson).
    await page.getByRole('switch', { name: /^List in Test Series/ }).check();
    await page.getByRole('button', { name: 'Create test' }).click();
    await expect(page.getByText('Write the time as mm:ss, e.g. 30:00 or 90:00')).toBeVisible();
    await duration.fill('05:00');
    await expect(page.getByText('5 min 0 s')).toBeVisible();
    await page.getByRole('button', { name: 'Create test' }).click();
    await expect(page.getByText('A published test needs questions')).toBeVisible();

    // Pick both questions from the bank, then put the second first with the keyboard.
    await page.getByRole('searchbox', { name: 'Search the question bank' }).fill(t);
    await page.getByRole('button', { name: `Add question ${q1.ID} to the test` }).click();
    await page.getByRole('button', { name: `Add question ${q2.ID} to the test` }).click();
    await expect(page.getByRole('button', { name: `Question ${q1.ID} is in the test` })).toBeDisabled();
    const chosen = page.getByRole('list', { name: /questions in this test/ });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await chosen.getByRole('button', { name: `Move question 2 (#${q2.ID}) up` }).focus();
    await page.keyboard.press('Enter');
    await expect(chosen.getByRole('listitem').first()).toContainText(`#${q2.ID}`);
    await expect(chosen.getByRole('button', { name: `Move question 1 (#${q2.ID}) down` })).toBeFocused();
    await page.getByRole('switch', { name: /^Shuffle options/ }).check();
    await snap(page, 'assessments-test-editor');
    await page.getByRole('button', { name: 'Create test' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/app\/courseBuilding\/tests\/AddEdit\/\d+$/);
    const testId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: `Edit test ${testId}` })).toBeVisible();
    // The stored order is the one chosen.
    const stored = await apiCall<{ QuestionIDs: number[]; Status: string; DurationSeconds: number }>(request, 'GET', `/api/tests/${testId}`, { session: mentor });
    expect(stored).toMatchObject({ QuestionIDs: [q2.ID, q1.ID], Status: 'published', DurationSeconds: 300 });
    await expectAccessible(page, 'test editor', testInfo, { exclude: [TOASTS] });

    await page.getByRole('link', { name: 'All tests' }).click();
    await page.getByRole('searchbox', { name: 'Search tests' }).fill(t);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Published(,| in)/).last()).toBeVisible();

    // The learner takes the test through the API: question q2 right, q1 wrong.
    const learner = await apiLogin(request, 'Trainee', 'e2e-assessments-learner');
    const attempt = await apiCall<Attempt>(request, 'POST', '/api/attempts', { session: learner, body: { TestID: testId } });
    let seq = 1;
    for (const q of attempt.Questions) {
      // "Other answer" is the correct option of q2 only.
      const option = q.Options.find((o) => o.Text.includes('Other answer'))!;
      await apiCall(request, 'PUT', `/api/attempts/${attempt.ID}/answers/${q.QuestionID}`, { session: learner, body: { Answer: { OptionIDs: [option.ID] }, Seq: seq++ } });
    }
    await apiCall(request, 'POST', `/api/attempts/${attempt.ID}/submit`, { session: learner, body: {} });

    // Reports hub -> question performance of this test. A Test Series attempt belongs to no course: the editor's
    // reports cover it (a mentor's cover only the lessons of their courses).
    await signInAs(page, request, 'Editor');
    await page.goto('/app/admin/manageReports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await page.getByRole('link', { name: /Question performance/ }).click();
    await expectPath(page, '/app/admin/manageReports/TestQuestionsPerformanceReport');
    await page.getByRole('combobox', { name: 'Test', exact: true }).click();
    await page.getByRole('option', { name: title, exact: true }).click();
    // A report of the hub: the filters apply on Search and stay in the address.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`testId=${testId}`));
    const perf = page.getByRole('table', { name: 'Question performance' });
    await expect(perf.locator('tbody tr')).toHaveCount(2);
    // One response each: q2 answered right (facility 100%), q1 wrong (0%); one answer is too few to flag anything.
    await expect(perf.getByRole('row', { name: /Second ledger/ })).toContainText('100%');
    await expect(perf.getByRole('row', { name: /First ledger/ })).toContainText('0%');
    await expect(perf.getByText('Not enough responses yet (1 of 30)', { exact: true })).toHaveCount(2);
    await expect(perf.getByText('Defective', { exact: true })).toHaveCount(0);
    await snap(page, 'assessments-performance');
    await expectAccessible(page, 'question performance', testInfo, { exclude: [TOASTS] });

    await perf.getByRole('link', { name: `Details of question ${q1.ID}` }).click();
    await expectPath(page, `/app/admin/manageReports/TestQuestionsPerformanceReportDetails/${testId}/${q1.ID}`);
    const choices = page.getByRole('list', { name: 'How often each option was chosen' });
    await expect(choices.getByRole('listitem')).toHaveCount(2);
    await expect(choices.getByRole('listitem').filter({ hasText: 'Other answer' })).toContainText('1 time');
    await expect(choices.getByRole('listitem').filter({ hasText: 'Right answer' })).toContainText('0 times');
    await snap(page, 'assessments-performance-detail');
    await expectAccessible(page, 'question performance detail', testInfo, { exclude: [TOASTS] });

    // Results per learner and test, then the attempt answer by answer.
    await page.goto('/app/admin/manageReports/TestAndAssignmentReports');
    await page.getByRole('searchbox', { name: 'Search learners or tests' }).fill(t);
    const results = page.getByRole('table', { name: 'Test results' });
    const row = results.getByRole('row', { name: /Rahul Sharma/ }).filter({ hasText: title });
    await expect(results.locator('tbody tr')).toHaveCount(1);
    await expect(row).toContainText('50 %');
    await row.getByRole('link', { name: `Answers of Rahul Sharma in ${title}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^/app/admin/TestDetails/\\d+/${testId}/latest$`));
    const answers = page.getByRole('table', { name: 'Answers of attempt 1' });
    await expect(answers.locator('tbody tr')).toHaveCount(2);
    await expect(answers.getByRole('row', { name: /First ledger/ })).toContainText('Wrong');
    await expect(answers.getByRole('row', { name: /Second ledger/ })).toContainText('Right');
    await snap(page, 'assessments-learner-attempt');
    await expectAccessible(page, 'learner attempt', testInfo, { exclude: [TOASTS] });

    await page.setViewportSize(PHONE);
    await page.goto(`/app/admin/manageReports/TestQuestionsPerformanceReport?test=${testId}`);
    await expect(page.getByText(/First ledger/).first()).toBeVisible();
    await snap(page, 'assessments-performance');
    await expectAccessible(page, 'question performance on a phone', testInfo, { exclude: [TOASTS] });
  });
});
