import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { EditorHome, LearnerHome, RecruiterHome } from '@app/contracts/home';
import { findWebRoute } from '@app/contracts/web-routes';
import {
  test, expect, expectAccessible, expectNoHorizontalScroll, expectPath, apiCall, apiLogin, mainMenu, snap, uiLogin,
  DESKTOP, PHONE, accounts,
} from '../fixtures/index.ts';
import { registerLearner } from '../fixtures/assessments.ts';

/**
 * The staff homes: Mentor, Editor and Recruiter log in through the form, land on a home of their own (not the
 * learners' marketing page), see the demo data's figures and follow a link into the screen behind them.
 */

const BRAND = 'ERP Career Academy';

/**
 * A submission waiting for the demo mentor in a course of this test's own, so the mentor's queue is never empty
 * whatever other flows on the shared server decide about the seeded one.
 */
async function waitingCheck(request: APIRequestContext) {
  const [editor, admin, mentor] = await Promise.all([
    apiLogin(request, 'Editor', 'e2e-home-editor'), apiLogin(request, 'Admin', 'e2e-home-admin'), apiLogin(request, 'Mentor', 'e2e-home-mentor'),
  ]);
  const learner = await registerLearner(request, 'staff-home');
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5).toString(36)}`;
  const title = `Approval workflows ${stamp}`;
  const post = <T>(url: string, body: unknown, session = editor) => apiCall<T>(request, 'POST', url, { session, body });
  const course = await post<{ item: { ID: number } }>('/api/courses', { item: { Title: title, Url: `approvals-${stamp}`, Status: 'published', Duration: '1 hour' } });
  const courseId = course.item.ID;
  const assignment = await post<{ ID: number }>('/api/assignments', {
    Title: 'Sketch a purchase approval flow', MaxScore: 10, ReattemptsAllowed: 1,
    Description: '<p>Draw the approval steps of a purchase requisition above 10,000 and name who approves each.</p>',
  });
  const lesson = await post<{ ID: number }>(`/api/courses/${courseId}/lessons`, { Title: 'Approvals', AssignmentID: assignment.ID });
  await apiCall(request, 'PUT', `/api/courses/${courseId}/mentors`, { session: admin, body: { UserIDs: [mentor.user.id] } });
  await post('/api/usersAdmissions', { CourseID: courseId, UserIDs: [learner.user.id] }, admin);
  await post(`/api/course/${courseId}/lessons/${lesson.ID}/assignment/submit`, { Text: 'Requester, cost-centre manager, then finance above 10,000.', FileIDs: [], RequestID: randomUUID() }, learner);
  return { courseId, title };
}

/** Screenshots at 1280 and 390 px, neither scrolling sideways, then back to the desktop size. */
async function snapBoth(page: Page, name: string, ready: () => Promise<void>) {
  await expectNoHorizontalScroll(page, `${name} at ${DESKTOP.width} px`);
  await snap(page, name);
  await page.setViewportSize(PHONE);
  await ready();
  await snap(page, name);
  await page.setViewportSize(DESKTOP);
  await ready();
}

test.describe('staff homes', () => {
  test('a mentor lands on the checking queue and opens the submission waiting longest', async ({ page, request }, testInfo) => {
    const mine = await waitingCheck(request);
    await uiLogin(page, 'Mentor');
    await expectPath(page, '/app/mentordashboard');
    await expect(page).toHaveTitle(`Mentor dashboard | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mentor dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome, Priya.')).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();

    // The figures: at least this test's waiting check; the seeded course with its learner, and this test's course.
    await expect(page.getByRole('link', { name: /^Checking Pending [1-9]\d* first submissions? waiting$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Reattempted \d+ resubmissions? waiting$/ })).toBeVisible();
    const courses = page.getByRole('list', { name: 'Your courses' });
    const seeded = courses.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Basics of ERP', exact: true }) });
    await expect(seeded).toContainText(/\d+ learners?/);
    await expect(courses.getByRole('link', { name: `1 waiting in ${mine.title}` })).toBeVisible();

    const oldest = page.getByRole('region', { name: 'Waiting longest' });
    await expect(oldest.getByText(/^Submitted .+ \((now|.+ ago)\)/)).toBeVisible();
    await snapBoth(page, 'staff-home-mentor', () => expect(oldest.getByRole('link', { name: /^Check now: / })).toBeVisible());

    // The submission waiting longest opens in the assignment view: the same learner and course.
    const who = (await oldest.getByText(/ · /).first().innerText()).trim();
    await oldest.getByRole('link', { name: /^Check now: / }).click();
    await expect(page).toHaveURL(/\/app\/assignmentView\/[^/]+\/[^/]+\/\d+\?submission=\d+$/);
    await expect(page.getByText(who, { exact: true })).toBeVisible();

    // A course's waiting count opens the checking list filtered to that course.
    await page.goBack();
    await courses.getByRole('link', { name: `1 waiting in ${mine.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/app/Trainings/assignmentChecking\\?courses=${mine.courseId}$`));
    await expect(page.getByRole('table', { name: 'Checking Pending' }).getByRole('row', { name: /Tara Tester staff-home/ })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Mentor dashboard' })).toBeVisible();
    await expectAccessible(page, 'mentor home', testInfo);
  });

  test('an editor lands on drafts, recent changes and what waits for review, and opens a draft course', async ({ page, request }, testInfo) => {
    await uiLogin(page, 'Editor');
    await expectPath(page, '/app/editordashboard');
    await expect(page).toHaveTitle(`Editor dashboard | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Editor dashboard' })).toBeVisible();

    // The seeded draft course and draft test, and the figures the server gives.
    const editor = await apiLogin(request, 'Editor', 'e2e-home-editor-check');
    const home = await apiCall<EditorHome>(request, 'GET', '/api/home/editor', { session: editor });
    expect(home.Drafts.Courses.map((c) => c.Title)).toContain('SAP S/4HANA Finance essentials');
    await expect(page.getByRole('link', { name: new RegExp(`^Draft courses ${home.Drafts.CourseCount} not published yet$`) })).toBeVisible();
    const drafts = page.getByRole('region', { name: 'Draft courses' });
    await expect(drafts.getByRole('link', { name: 'SAP S/4HANA Finance essentials' })).toBeVisible();
    await expect(drafts).toContainText('1 lesson');
    await expect(page.getByRole('region', { name: 'Draft tests' }).getByRole('link', { name: 'Finance essentials: entry quiz' })).toBeVisible();
    // Recently changed courses: other flows on the shared server keep adding courses, so the list is checked by shape.
    await expect(page.getByRole('region', { name: 'Courses', exact: true }).getByRole('link').first()).toBeVisible();
    expect(home.Recent.Courses.length).toBeGreaterThan(0);
    expect(home.Recent.Courses.length).toBeLessThanOrEqual(6);
    // What waits for review: the seed leaves a submission for the mentor and a few knowledge contributions, each
    // opening in the repository. Other flows on the shared server submit, decide and review meanwhile, so the page is
    // compared with the server's figures read at the same moment (loaded again until the two agree).
    const review = page.getByRole('region', { name: 'Pending review' });
    await expect(async () => {
      const now = await apiCall<EditorHome>(request, 'GET', '/api/home/editor', { session: editor });
      await page.reload();
      await expect(review.getByText(now.Review.WaitingChecks > 0 ? /submissions? (is|are) waiting for a mentor's decision/ : /^Nothing is waiting for review/)).toBeVisible({ timeout: 5_000 });
      const knowledge = review.getByRole('region', { name: new RegExp(`^Knowledge items? waiting for review \\(${now.Knowledge.Pending}\\)$`) });
      await expect(knowledge).toBeVisible({ timeout: 5_000 });
      for (const k of now.Knowledge.Items) await expect(knowledge.getByRole('link', { name: k.Title, exact: true })).toHaveAttribute('href', `/app/Others/knowledgeRepository?item=${k.ID}`, { timeout: 5_000 });
      expect(now.Knowledge.Pending).toBeGreaterThan(0);
    }).toPass({ timeout: 45_000 });
    await snapBoth(page, 'staff-home-editor', () => expect(drafts.getByRole('link', { name: 'SAP S/4HANA Finance essentials' })).toBeVisible());

    await drafts.getByRole('link', { name: 'SAP S/4HANA Finance essentials' }).click();
    await expect(page).toHaveURL(/\/app\/courseBuilding\/courses\/\d+$/);
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('SAP S/4HANA Finance essentials');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Editor dashboard' })).toBeVisible();
    await expectAccessible(page, 'editor home', testInfo);
  });

  test('a recruiter lands on a truthful home: the curriculum and the hiring tools that are built', async ({ page, request }, testInfo) => {
    await uiLogin(page, 'Recruiter');
    await expectPath(page, '/app/recruiterdashboard');
    await expect(page).toHaveTitle(`Recruiter dashboard | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Recruiter dashboard' })).toBeVisible();

    const recruiter = await apiLogin(request, 'Recruiter', 'e2e-home-recruiter');
    const home = await apiCall<RecruiterHome>(request, 'GET', '/api/home/recruiter', { session: recruiter });
    // What to do next: the company's open jobs with the bank's new matches, each a link to invite them.
    const jobs = page.getByRole('region', { name: new RegExp(`^Your open jobs? \\(${home.OpenJobs}\\)$`) });
    await expect(jobs).toBeVisible();
    for (const j of home.Jobs) {
      const card = jobs.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Invite candidates to ${j.Title}` }) });
      await expect(card).toContainText(`${j.NewMatches} new match`);
      for (const c of j.Top) await expect(card).toContainText(c.Name);
    }
    const catalogue = page.getByRole('region', { name: 'What candidates learn' });
    await expect(catalogue).toContainText(`Our learners train in ${home.PublishedCourses} published course`);
    await expect(page.getByRole('region', { name: 'Verify a certificate' })).toContainText(
      home.CertificatesIssued > 0 ? `${home.CertificatesIssued} certificate` : 'No certificate has been issued yet.',
    );
    // A hiring tool opens from here once its screen is built; until then it says so, and none pretends.
    const tools = page.getByRole('list', { name: 'Your hiring tools' }).getByRole('listitem');
    await expect(tools).toHaveCount(3);
    for (const [tool, route] of [['Resume Bank', '/Others/ResumeBank'], ['Jobs Dashboard', '/Others/JobsDashboard'], ['Interviews', '/interviewFeedback']] as const) {
      const row = tools.filter({ hasText: tool });
      if (findWebRoute(route)?.built) await expect(row.getByRole('link', { name: `Open ${tool}` })).toBeVisible();
      else await expect(row).toContainText('Coming soon');
    }
    await snapBoth(page, 'staff-home-recruiter', () => expect(catalogue).toBeVisible());

    // The published courses by title (other flows add theirs): the first opens its landing page.
    const first = catalogue.getByRole('listitem').first().getByRole('link');
    const title = (await first.innerText()).trim();
    expect(home.Courses.map((c) => c.Title)).toContain(title);
    await first.click();
    await expect(page).toHaveURL(/\/app\/courselanding\/[^/]+\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expectAccessible(page, 'recruiter home', testInfo);
    if (home.Jobs[0]) {
      await jobs.getByRole('link', { name: `Invite candidates to ${home.Jobs[0].Title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/app/Others/JobInvititation\\?jobId=${home.Jobs[0].ID}$`));
    }
  });

  test('a learner lands on what to do next: the lesson to continue, the tests due and the invitations to answer', async ({ page, request }, testInfo) => {
    await uiLogin(page, 'Trainee');
    const learner = await apiLogin(request, 'Trainee', 'e2e-home-learner');
    const home = await apiCall<LearnerHome>(request, 'GET', '/api/home/learner', { session: learner });
    // The demo learner is admitted to unfinished courses.
    expect(home.ContinueCount).toBeGreaterThan(0);
    const next = page.getByRole('region', { name: 'What to do next' });
    const cont = next.getByRole('region', { name: 'Continue learning' });
    for (const c of home.Continue.slice(0, 3)) {
      await expect(cont.getByRole('link', { name: `${c.Started ? 'Continue' : 'Start'} ${c.Title}` })).toHaveAttribute('href', `/app/course/${c.CourseID}/${c.NextUrl}`);
    }
    const tests = next.getByRole('region', { name: 'Tests due' });
    for (const c of home.TestsDue.Lessons) await expect(tests.getByRole('link', { name: `Lesson test in ${c.Title}` })).toBeVisible();
    const invitations = next.getByRole('region', { name: 'Invitations to answer' });
    await expect(invitations).toContainText(home.InvitationCount > 0 ? `${home.Invitations[0]!.JobTitle} at ${home.Invitations[0]!.CompanyName}` : 'No job invitation is waiting for your answer.');
    await snapBoth(page, 'learner-home-next', () => expect(next).toBeVisible());
    await expectAccessible(page, 'learner home', testInfo);

    const first = home.Continue[0]!;
    await cont.getByRole('link', { name: `${first.Started ? 'Continue' : 'Start'} ${first.Title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/app/course/${first.CourseID}/`));
  });
});

test.describe('staff homes in German', () => {
  // The browser's language decides for a first visit: the login form and the homes are German.
  test.use({ locale: 'de-DE' });

  async function loginDe(page: Page, role: 'Mentor' | 'Editor') {
    await page.goto('/app/login');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(accounts[role].email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(accounts[role].password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expectPath(page, accounts[role].home);
  }

  test('the mentor and editor homes read in German', async ({ page, request }, testInfo) => {
    await waitingCheck(request);
    await loginDe(page, 'Mentor');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentoren-Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Prüfung ausstehend [1-9]\d* erste Abgaben? warte/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wartet am längsten' }).getByRole('link', { name: /^Jetzt prüfen: / })).toBeVisible();
    await snapBoth(page, 'staff-home-mentor-de', () => expect(page.getByRole('heading', { level: 1, name: 'Mentoren-Dashboard' })).toBeVisible());
    await expectAccessible(page, 'mentor home (de)', testInfo);

    await page.evaluate(() => localStorage.removeItem('erp.token'));
    await loginDe(page, 'Editor');
    await expect(page.getByRole('heading', { level: 1, name: 'Redaktions-Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kursentwürfe' }).getByRole('link', { name: 'SAP S/4HANA Finance essentials' })).toBeVisible();
    await snapBoth(page, 'staff-home-editor-de', () => expect(page.getByRole('heading', { level: 1, name: 'Redaktions-Dashboard' })).toBeVisible());
    await expectAccessible(page, 'editor home (de)', testInfo);
  });
});
