import type { Page } from '@playwright/test';
import type { CourseContent } from '@app/contracts/courses';
import { test, expect, apiCall, apiLogin, expectAccessible, expectPath, signInAs, snap, useSession, DESKTOP, PHONE, TOASTS } from '../fixtures/index.ts';
import { registerLearner } from '../fixtures/assessments.ts';
import { buildPlayerCourse, serverIcons } from '../fixtures/course-player.ts';

/**
 * The lesson player (issue 4, `/course/{id}/{contentUrl}`): the side list with the lock icons of DESIGN section 5,
 * locked lessons listed but not openable, materials (reading, PDF, uploaded video) completing, the lesson test taken
 * in the attempt player, an assignment submitted with a file; `/embed`.
 */

const contents = (page: Page) => page.getByRole('navigation', { name: 'Course contents' }).first();
const row = (page: Page, url: string) => contents(page).locator(`[data-url="${url}"]`);
const iconOf = (page: Page, url: string) => row(page, url).locator('[data-lock-status]');
const statusOf = async (page: Page, url: string) => ((await iconOf(page, url).count()) ? iconOf(page, url).getAttribute('data-lock-status') : null);

/** A screenshot from the top of the page (a full-page capture of a scrolled page repeats the fixed header mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Every item's icon in the list, [lesson][item], as the page shows it. */
async function pageIcons(page: Page, content: CourseContent): Promise<(string | null)[][]> {
  const out: (string | null)[][] = [];
  for (const l of content.Lessons) {
    const icons: (string | null)[] = [];
    for (const e of l.Contents) icons.push(await statusOf(page, e.Url));
    out.push(icons);
  }
  return out;
}

test.describe('lesson player (learner)', () => {
  test('the demo learner sees the icons of Basics of ERP, and a locked lesson is listed but cannot be opened', async ({ page, request }, testInfo) => {
    const learner = await signInAs(page, request, 'Trainee');
    const mine = await apiCall<{ CourseID: number; Title: string }[]>(request, 'GET', '/api/userCourses', { session: learner });
    const erp = mine.find((c) => c.Title === 'Basics of ERP');
    expect(erp, 'the demo learner is admitted to Basics of ERP').toBeDefined();
    const content = await apiCall<CourseContent>(request, 'GET', `/api/CourseContentData/${erp!.CourseID}`, { session: learner });
    const first = content.Lessons[0]!;
    const locked = content.Lessons.find((l) => l.Locked)!;
    expect(locked, 'a later lesson is locked').toBeDefined();

    await page.goto(`/app/course/${erp!.CourseID}/${first.LessonID}-material`);
    await expect(page.getByRole('heading', { level: 1, name: 'Basics of ERP' })).toBeVisible();
    await expect(page.locator('#player-item-title')).toHaveText(first.Contents[0]!.Name);
    await expect(page).toHaveTitle(`${first.Contents[0]!.Name} · Basics of ERP | ERP Career Academy`);
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', String(content.Progress));

    // The list shows exactly the server's icons: lesson 1 done (its assignment accepted), later lessons locked.
    await expect(iconOf(page, `${first.LessonID}-material`)).toHaveAttribute('data-lock-status', 'check-circle');
    expect(await pageIcons(page, content)).toEqual(await serverIcons(request, learner, erp!.CourseID));
    await expect(iconOf(page, `${first.LessonID}-assignment`)).toHaveAccessibleName('Done');

    // A locked item is listed with its lock but is no link.
    const lockedItem = locked.Contents[0]!;
    await expect(row(page, lockedItem.Url)).toHaveAttribute('aria-disabled', 'true');
    await expect(iconOf(page, lockedItem.Url)).toHaveAccessibleName('Locked');
    await expect(contents(page).getByRole('link', { name: new RegExp(lockedItem.Name) })).toHaveCount(0);
    await iconOf(page, lockedItem.Url).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Locked');

    // Opened by its address, it says it is locked and offers the next step.
    await page.goto(`/app/course/${erp!.CourseID}/${lockedItem.Url}`);
    await expect(page.getByText('This lesson is locked', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to my next step' })).toBeVisible();
    await expectAccessible(page, 'lesson player, locked item', testInfo, { exclude: [TOASTS] });

    // The spec's second address opens the same player; an unknown item goes to the next step.
    await page.goto(`/app/CourseContentData/${erp!.CourseID}/${first.LessonID}-test`);
    await expect(page.locator('#player-item-title')).toHaveText(first.Contents[1]!.Name);
    await page.goto(`/app/course/${erp!.CourseID}/start`);
    await expectPath(page, `/app/course/${erp!.CourseID}/${content.NextUrl}`);
  });

  test('a learner completes a reading, takes the lesson test, submits the assignment with a file, then opens the PDF and watches the video', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const learner = await registerLearner(request, 'player');
    const c = await buildPlayerCourse(request, learner, 'flow');
    const [l1, l2, l3] = c.lessons;
    await useSession(page, learner);

    // Reading: done on opening; the next lessons are locked.
    await page.goto(`/app/course/${c.courseId}/${l1}-material`);
    await expect(page.getByRole('heading', { level: 2, name: c.readingName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'One system, one truth' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Completed' })).toBeVisible();
    await expect(iconOf(page, `${l1}-material`)).toHaveAttribute('data-lock-status', 'check-circle');
    await expect(iconOf(page, `${l1}-test`)).toHaveCount(0);
    await expect(iconOf(page, `${l2}-material`)).toHaveAttribute('data-lock-status', 'lock-on');
    await expect(row(page, `${l2}-material`)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('The next lesson unlocks when this one is finished')).toHaveCount(0);
    await shot(page, 'lesson-player-material');
    await expectAccessible(page, 'lesson player, reading', testInfo);

    // The lesson test, in the attempt player.
    await page.getByRole('link', { name: `Next: ${c.testTitle}` }).click();
    await expectPath(page, `/app/course/${c.courseId}/${l1}-test`);
    await expect(page.getByText('Attempts used: 0 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Start test' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
    // The attempt takes the whole width: the list moves into the drawer, item navigation waits.
    await expect(contents(page)).toBeHidden();
    await expect(page.getByRole('button', { name: /^Lessons/ })).toBeVisible();
    await expect(page.getByRole('link', { name: `Next: ${c.assignmentTitle}` })).toHaveCount(0);
    await page.getByRole('radio', { name: 'True' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();
    await shot(page, 'lesson-player-test');
    await expectAccessible(page, 'lesson player, test attempt', testInfo);
    await page.getByRole('button', { name: 'Submit test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit now' }).click();
    await expect(page.getByRole('heading', { name: 'You passed' })).toBeVisible();
    await expect(iconOf(page, `${l1}-test`)).toHaveAttribute('data-lock-status', 'check-circle');
    await expect(page.getByRole('button', { name: 'Reattempt' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to the test' }).click();
    await expect(page.getByRole('cell', { name: '1 / 1 (100%)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start test' })).toHaveCount(0);

    // The assignment: instructions, the attachment, text and a file, then the hourglass.
    await page.getByRole('link', { name: `Next: ${c.assignmentTitle}` }).click();
    await expectPath(page, `/app/course/${c.courseId}/${l1}-assignment`);
    await expect(page.getByText('List the separate tools your college canteen uses today')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download canteen-template.pdf' })).toBeVisible();
    // Nothing written, nothing attached: said clearly, nothing sent.
    await page.getByRole('button', { name: 'Submit assignment' }).click();
    await expect(page.getByText('Write an answer or attach a file.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Your answer' }).fill('Orders on paper, stock in a spreadsheet, accounts in a separate package. One ERP system would let the cashier see stock and the accountant close the day without retyping.');
    // A file type the server does not take is refused before uploading.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles([
      { name: 'canteen-map.txt', mimeType: 'text/plain', buffer: Buffer.from('Canteen today:\n- paper order slips\n- stock spreadsheet\n- accounting package\n') },
      { name: 'script.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ not really') },
    ]);
    await expect(page.getByText('This type of file cannot be attached.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Remove script.exe' }).click();
    await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
    await shot(page, 'lesson-player-assignment');
    await expectAccessible(page, 'lesson player, assignment form', testInfo);
    await page.getByRole('button', { name: 'Submit assignment' }).click();
    await expect(page.getByText('Awaiting review', { exact: true }).first()).toBeVisible();
    await expect(iconOf(page, `${l1}-assignment`)).toHaveAttribute('data-lock-status', 'hourglass');
    await expect(iconOf(page, `${l1}-assignment`)).toHaveAccessibleName('Awaiting review');
    await expect(page.getByRole('article', { name: 'Submission 1' })).toContainText('canteen-map.txt');
    await expect(page.getByRole('button', { name: 'Submit assignment' })).toHaveCount(0);
    expect((await serverIcons(request, learner, c.courseId))[0]).toEqual(['check-circle', 'check-circle', 'hourglass']);

    // Lesson 2 is open now: the PDF counts as done on opening.
    await expect(iconOf(page, `${l2}-material`)).toHaveCount(0);
    await page.getByRole('link', { name: `Next: ${c.pdfName}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: c.pdfName })).toBeVisible();
    await expect(page.locator(`iframe[title="PDF: ${c.pdfName}"]`)).toHaveAttribute('src', new RegExp(`/api/course/${c.courseId}/lessons/${l2}/material/stream\\?s=`));
    await expect(page.getByRole('link', { name: 'Download the PDF' })).toBeVisible();
    await expect(iconOf(page, `${l2}-material`)).toHaveAttribute('data-lock-status', 'check-circle');
    await shot(page, 'lesson-player-pdf');

    // Lesson 3: the uploaded video plays from its signed address; about six seconds complete it (live).
    await page.getByRole('link', { name: `Next: ${c.videoName}` }).click();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', new RegExp(`/api/course/${c.courseId}/lessons/${l3}/material/stream\\?s=`));
    await expect(page.getByText('0% watched; it counts as done at 90%')).toBeVisible();
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect(page.getByRole('status').filter({ hasText: 'Completed' })).toBeVisible({ timeout: 30_000 });
    await expect(iconOf(page, `${l3}-material`)).toHaveAttribute('data-lock-status', 'check-circle');
    // Four of five items done: the assignment counts once the mentor accepts it.
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '80');
    expect(await serverIcons(request, learner, c.courseId)).toEqual([['check-circle', 'check-circle', 'hourglass'], ['check-circle'], ['check-circle']]);
    await shot(page, 'lesson-player-video');
    await expectAccessible(page, 'lesson player, video', testInfo);
    // Opened again, the video continues where it was left (the position reached the server with the last heartbeat).
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await page.reload();
    await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { message: 'resumed position' }).toBeGreaterThan(4);

    // The mentor's side (any checker; here the demo Admin) accepts the assignment: the course completes with a certificate.
    const opened = await apiCall<{ Assignment: { Submissions: { ID: number }[] } }>(request, 'GET', `/api/CourseContentData/${c.courseId}/${l1}-assignment`, { session: learner });
    const admin = await apiLogin(request, 'Admin', 'e2e-player-checker');
    await apiCall(request, 'POST', `/api/usersProgress/submissions/${opened.Assignment.Submissions[0]!.ID}/accept`, { session: admin, body: { Score: 9, Feedback: 'Clear and concrete. Well done.' } });
    await page.goto(`/app/course/${c.courseId}/${l1}-assignment`);
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '100');
    await expect(iconOf(page, `${l1}-assignment`)).toHaveAttribute('data-lock-status', 'check-circle');
    await expect(page.getByText('Your mentor accepted this assignment with a score of 9 out of 10.')).toBeVisible();
    await expect(page.getByText('Clear and concrete. Well done.')).toBeVisible();
    await expect(page.getByText('Course completed', { exact: true })).toBeVisible();
    const certificate = page.getByRole('link', { name: 'View certificate' });
    await expect(certificate).toHaveAttribute('href', /^\/app\/courses\/player-flow-[\w-]+\/certificate\/[\w-]{16,}$/);
    await shot(page, 'lesson-player-completed');
    await expectAccessible(page, 'lesson player, course completed', testInfo);
    await certificate.click();
    await expect(page).toHaveURL(/\/app\/courses\/player-flow-[\w-]+\/certificate\//);
    await expect(page.getByText(c.title).first()).toBeVisible();
  });

  test('on a phone the lessons are in a drawer and the player fits 390 px', async ({ page, request }, testInfo) => {
    const learner = await registerLearner(request, 'phone');
    const c = await buildPlayerCourse(request, learner, 'phone');
    const [l1] = c.lessons;
    await useSession(page, learner);
    await page.setViewportSize(PHONE);
    await page.goto(`/app/course/${c.courseId}/${l1}-material`);
    await expect(page.getByRole('heading', { level: 2, name: c.readingName })).toBeVisible();
    await expect(contents(page)).toBeHidden();
    await shot(page, 'lesson-player-material');
    await expectAccessible(page, 'lesson player on a phone', testInfo);
    await page.getByRole('button', { name: /^Lessons/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Course contents' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator(`[data-url="${l1}-material"] [data-lock-status]`)).toHaveAttribute('data-lock-status', 'check-circle');
    await shot(page, 'lesson-player-drawer');
    await expectAccessible(page, 'lesson player drawer', testInfo);
    await drawer.getByRole('link', { name: new RegExp(c.testTitle) }).click();
    await expect(drawer).toBeHidden();
    await expectPath(page, `/app/course/${c.courseId}/${l1}-test`);
    await page.getByRole('button', { name: 'Start test' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
    await shot(page, 'lesson-player-test');
    await page.goto(`/app/course/${c.courseId}/${l1}-assignment`);
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeVisible();
    await shot(page, 'lesson-player-assignment');
    await expectAccessible(page, 'lesson player assignment on a phone', testInfo);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });

  test('the embed page shows one material without the shell, and /embed explains embedding', async ({ page, request }, testInfo) => {
    const learner = await registerLearner(request, 'embed');
    const c = await buildPlayerCourse(request, learner, 'embed');
    const [l1, l2] = c.lessons;
    await page.setViewportSize(DESKTOP);
    await page.goto('/app/embed');
    await expect(page.getByRole('heading', { level: 1, name: 'Embedding lesson materials' })).toBeVisible();
    await expect(page.getByText(`/app/embed/12/34-material`)).toBeVisible();
    await shot(page, 'embed-info');
    await expectAccessible(page, '/embed', testInfo);

    // Signed out: asked to sign in.
    await page.goto(`/app/embed/${c.courseId}/${l1}-material`);
    await expect(page.getByRole('heading', { name: 'Sign in to view this material' })).toBeVisible();

    await useSession(page, learner);
    await page.goto(`/app/embed/${c.courseId}/${l1}-material`);
    await expect(page.getByRole('heading', { level: 1, name: c.readingName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'One system, one truth' })).toBeVisible();
    // No shell: no main menu, no course contents.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open in ERP Career Academy' })).toHaveAttribute('href', `/app/course/${c.courseId}/${l1}-material`);
    await shot(page, 'embed-material');
    await expectAccessible(page, 'embedded material', testInfo);
    await page.goto(`/app/embed/${c.courseId}/${l2}-material`);
    await expect(page.getByText('This lesson is locked: finish the earlier lessons first.')).toBeVisible();
    await page.goto(`/app/embed/${c.courseId}/${l1}-test`);
    await expect(page.getByRole('heading', { name: 'Not available here' })).toBeVisible();
  });
});
