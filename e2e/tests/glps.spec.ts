import type { Page } from '@playwright/test';
import type { SessionResult } from '@app/contracts/auth';
import type { GlpDetail } from '@app/contracts/glps';
import {
  test, expect, expectAccessible, expectPath, menuLabels, signInAs, snap, apiCall, apiLogin, useSession, PHONE, DESKTOP, TOASTS,
} from '../fixtures/index.ts';
import { richText } from '../fixtures/rich-text.ts';
import { registerLearner } from '../fixtures/assessments.ts';

/** A tag unique to this run, so searches find only this test's rows in the shared server. */
const tag = () => `glp${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Picks the option of a searchable select after typing a search term. */
async function choose(page: Page, label: string, term: string, option: RegExp) {
  const box = page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label, exact: true })).first();
  await box.click();
  await box.fill(term);
  await page.getByRole('option', { name: option }).first().click();
}

async function addStep(page: Page, itemTerm: string, option: RegExp) {
  await choose(page, 'Course', 'Basics of', /^Basics of ERP$/);
  await choose(page, 'Lesson item', itemTerm, option);
  await page.getByRole('button', { name: 'Add step' }).click();
  await expect(page.getByText('Steps saved.').first()).toBeAttached();
}

test.describe('guided learning paths', () => {
  test('mentor: a path of three steps across lessons, keyboard reorder, the demo learner assigned, the item status list', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const t = tag();
    const mentor: SessionResult = await signInAs(page, request, 'Mentor');

    // The list, with the demo path seeded for the demo learner.
    await page.goto('/app/courseBuilding/glps');
    await expect(page.getByRole('heading', { level: 1, name: 'Guided learning paths' })).toBeVisible();
    await expect(page).toHaveTitle('Guided learning paths | ERP Career Academy');
    await expect(page.getByRole('table', { name: 'Learning paths' })).toContainText('ERP foundations: from modules to processes');
    // The mentor's menu reaches the screen now that it is built.
    expect(await menuLabels(page)).toContain('GLPs');

    // A new path: the title is required, the description is rich text.
    await page.getByRole('link', { name: 'Add a path' }).click();
    await expectPath(page, '/app/courseBuilding/glps/AddEdit/new');
    await expect(page.getByText('Steps and learners can be added once the path is created.')).toBeVisible();
    await page.getByRole('button', { name: 'Create the path' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(`Order to cash route ${t}`);
    const description = richText(page, 'Description');
    await description.click();
    await page.keyboard.type('From the ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('ERP basics');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' to the first order.');
    await expect(description.locator('strong')).toHaveText('ERP basics');
    await page.getByRole('switch', { name: 'Published' }).check();
    await page.getByRole('button', { name: 'Create the path' }).click();
    await expect(page).toHaveURL(/\/app\/courseBuilding\/glps\/AddEdit\/\d+$/);
    const id = Number(/AddEdit\/(\d+)$/.exec(page.url())![1]);

    // Three steps across three lessons of Basics of ERP.
    await expect(page.getByText('No steps yet. Add the first one below.')).toBeVisible();
    await addStep(page, 'Material', /^Material: /);
    await addStep(page, 'Basics of ERP 2:', /^Test: Basics of ERP 2: Core modules$/);
    await addStep(page, 'disputed invoice', /^Assignment: Document flow of a disputed invoice$/);
    const steps = page.getByRole('list', { name: 'Steps of the path' });
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    await expect(steps.getByRole('listitem').nth(1)).toContainText('Basics of ERP 2: Core modules');
    await expect(steps.getByRole('listitem').nth(2)).toContainText('Basics of ERP · 3. Order-to-cash');
    await snap(page, 'glps-editor');

    // Keyboard reorder on the drag handle: pick step 3 up with Space, move it up, drop it; saved at once.
    const handle = steps.getByRole('button', { name: 'Move step 3: Document flow of a disputed invoice', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/Document flow of a disputed invoice (is over position|, step) 3 of 3/)).toBeAttached();
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect(page.getByText('Document flow of a disputed invoice dropped at position 2 of 3.')).toBeAttached();
    await expect(steps.getByRole('button', { name: 'Move step 2: Document flow of a disputed invoice', exact: true })).toBeVisible();
    await expect.poll(async () => (await apiCall<GlpDetail>(request, 'GET', `/api/glp/${id}`, { session: mentor })).Steps.map((s) => s.Type))
      .toEqual(['material', 'assignment', 'test']);

    // The demo learner, already admitted to the course, is assigned; their progress shows at once.
    await choose(page, 'Find a learner', 'Rahul', /Rahul Sharma/);
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    const learners = page.getByRole('table', { name: 'Learners of the path' });
    await expect(learners.getByRole('row', { name: /Rahul Sharma/ })).toContainText('2 of 3 steps done (66%)');
    await snap(page, 'glps-editor');
    expect((await apiCall<GlpDetail>(request, 'GET', `/api/glp/${id}`, { session: mentor })).Description).toBe('<p>From the <strong>ERP basics</strong> to the first order.</p>');
    await expectAccessible(page, 'path editor', testInfo, { exclude: [TOASTS] });

    // The learners' statuses on step 1 (done) and step 2 (open, not started).
    await steps.getByRole('link', { name: /Learners' statuses on step 1/ }).click();
    await expect(page).toHaveURL(new RegExp(`/app/GLPStuDetailsList/\\d+/material/\\d+\\?glp=${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: "Learners' statuses on an item" })).toBeVisible();
    const statuses = page.getByRole('table', { name: /^Learners on / });
    await expect(statuses.getByRole('row', { name: /Rahul Sharma/ })).toContainText('Done');
    await expect(statuses.getByRole('row', { name: /Rahul Sharma/ })).toContainText('100%');
    await expect(page.getByRole('link', { name: `Order to cash route ${t}` })).toBeVisible();
    await snap(page, 'glps-item-statuses');
    await expectAccessible(page, 'item statuses', testInfo, { exclude: [TOASTS] });
    await page.getByRole('link', { name: 'Back to the learning path' }).click();
    await expectPath(page, `/app/courseBuilding/glps/AddEdit/${id}`);
    await steps.getByRole('link', { name: /Learners' statuses on step 2/ }).click();
    await expect(page.getByRole('table', { name: /^Learners on / }).getByRole('row', { name: /Rahul Sharma/ })).toContainText('Not started');

    // Phone: the same screens at 390 px.
    await page.setViewportSize(PHONE);
    await snap(page, 'glps-item-statuses');
    await expectAccessible(page, 'item statuses on a phone', testInfo, { exclude: [TOASTS] });
    await page.goto(`/app/courseBuilding/glps/AddEdit/${id}`);
    await expect(page.getByRole('list', { name: 'Steps of the path' }).getByRole('listitem')).toHaveCount(3);
    await snap(page, 'glps-editor');
    await expectAccessible(page, 'path editor on a phone', testInfo, { exclude: [TOASTS] });
    await page.goto('/app/courseBuilding/glps');
    await expect(page.getByText(`Order to cash route ${t}`)).toBeVisible();
    await snap(page, 'glps-list');
    await page.setViewportSize(DESKTOP);
  });

  test('editor: delete a path after confirming; a learner sees an assigned path on the dashboard', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const t = tag();
    const editor = await apiLogin(request, 'Editor', 'e2e-glps-editor');
    const course = await apiCall<{ ID: number; Lessons: { ID: number; MaterialID: number; TestID: number }[] }>(request, 'GET', '/api/courses/basics-of-erp', { session: editor });
    const [l1, l2] = course.Lessons;
    const path = await apiCall<GlpDetail>(request, 'POST', '/api/glp', { session: editor, body: { Title: `First week ${t}`, Description: '<p>Start <em>here</em>.</p>', Status: 'published' } });
    await apiCall(request, 'PUT', `/api/glp/${path.ID}/steps`, {
      session: editor,
      body: { Steps: [{ CourseID: course.ID, LessonID: l1!.ID, Type: 'material', ItemID: l1!.MaterialID }, { CourseID: course.ID, LessonID: l2!.ID, Type: 'test', ItemID: l2!.TestID }] },
    });
    const scrap = await apiCall<GlpDetail>(request, 'POST', '/api/glp', { session: editor, body: { Title: `Scrap path ${t}` } });

    // A fresh learner (not admitted anywhere) is assigned by the editor, who may admit: the course opens for them.
    const learner = await registerLearner(request, t);
    const result = await apiCall<{ Assigned: number; Admitted: number }>(request, 'POST', `/api/glp/${path.ID}/learners`, { session: editor, body: { UserIDs: [learner.user.id] } });
    expect(result).toEqual({ Assigned: 1, AlreadyAssigned: 0, Admitted: 1 });

    await useSession(page, learner);
    await page.goto('/app/dashboard');
    const section = page.getByRole('region', { name: 'My learning paths' });
    await expect(section).toBeVisible();
    const card = section.getByRole('listitem').filter({ hasText: `First week ${t}` });
    await expect(card).toContainText('0 of 2 steps done');
    await expect(card.getByRole('list', { name: `Steps of First week ${t}` }).getByRole('listitem').nth(1)).toContainText('Locked');
    await expect(card.getByRole('link', { name: /^Continue First week/ })).toHaveAttribute('href', `/app/course/${course.ID}/${l1!.ID}-material`);
    await snap(page, 'glps-learner-dashboard');
    await expectAccessible(page, 'learner dashboard with a path', testInfo, { exclude: [TOASTS] });
    await page.setViewportSize(PHONE);
    await snap(page, 'glps-learner-dashboard');
    await expectAccessible(page, 'learner dashboard with a path on a phone', testInfo, { exclude: [TOASTS] });
    await page.setViewportSize(DESKTOP);

    // Delete asks first; cancelling keeps the path, confirming removes it.
    await signInAs(page, request, 'Editor');
    await page.goto('/app/home');
    expect(await menuLabels(page)).toContain('GLPs');
    await page.goto('/app/courseBuilding/glps');
    await page.getByRole('searchbox', { name: 'Search paths by title or author' }).fill(t);
    const table = page.getByRole('table', { name: 'Learning paths' });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await table.getByRole('button', { name: `Delete Scrap path ${t}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete this learning path?' });
    await expect(dialog).toContainText(`Scrap path ${t}`);
    await snap(page, 'glps-delete');
    await expectAccessible(page, 'delete path dialog', testInfo, { exclude: [TOASTS] });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await table.getByRole('button', { name: `Delete Scrap path ${t}` }).click();
    dialog = page.getByRole('dialog', { name: 'Delete this learning path?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table).toContainText(`First week ${t}`);
    const res = await request.fetch(`/api/glp/${scrap.ID}`, { headers: { authorization: `Bearer ${editor.token}` } });
    expect(res.status()).toBe(404);
    await snap(page, 'glps-list');
    await expectAccessible(page, '/app/courseBuilding/glps', testInfo, { exclude: [TOASTS] });
  });
});
