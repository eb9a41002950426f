import { createQuestions, editorSession } from '../fixtures/assessments.ts';
import { registerAndLogin } from '../fixtures/api.ts';
import { apiCall, test, expect, expectAccessible, signInAs, useSession, TOASTS, snapBoth } from '../fixtures/index.ts';

test.describe('jobs and placement', () => {
  test('a recruiter posts a job with skills and invites two learners with an assessment; one takes it and accepts, the other declines; the report shows both with scores; the recruiter records feedback', async ({ page, request }, testInfo) => {
    test.setTimeout(300_000);
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
    const title = `SAP FICO consultant ${stamp}`;
    const testTitle = `FICO screening ${stamp}`;
    // The assessment: a one-question published test (not in the Test Series), made through the API as the editor.
    const editor = await editorSession(request);
    const [qid] = await createQuestions(request, editor, [{
      Type: 'single', Text: '<p>Which transaction runs the automatic payment program?</p>', Marks: 2,
      Options: [{ ID: 'a', Text: 'F110', Correct: true }, { ID: 'b', Text: 'MIRO', Correct: false }],
    }]);
    await apiCall(request, 'POST', '/api/tests', { session: editor, body: { Title: testTitle, DurationSeconds: 600, PassPercentage: 50, AttemptsAllowed: 1, Status: 'published', InSeries: false, ShowAnswers: true, QuestionIDs: [qid] } });
    // A company sees a candidate as "First L." until they accept: the first names carry the stamp the test finds them by.
    const learner = (first: string) => registerAndLogin(request, {
      firstName: first, lastName: 'Tester', email: `${first.toLowerCase()}@example.com`,
      password: 'Exam-Ready-2026!', countryCode: '+91', mobileNumber: '9876543210',
    });
    const anna = await learner(`Jobsa${stamp}`);
    const ben = await learner(`Jobsb${stamp}`);
    // Their resumes in the bank (the recruiter picks from it): Anna names both skills of the job (one by its synonym), Ben one.
    const resume = async (s: typeof anna, skills: string[]) => {
      await apiCall(request, 'PUT', '/api/ResumeBuilder/PersonalInfo', { session: s, body: { FirstName: s.user.firstName, LastName: 'Tester', ProfileHeadline: `Accounts payable consultant ${stamp}`, CurrentCity: 'Pune', CurrentCountry: 'India' } });
      await apiCall(request, 'PUT', '/api/ResumeBuilder/ContactInfo', { session: s, body: { EmailID: s.user.email, MobileNumberCountryCode: '+91', MobileNumber: '9876543210', Skills: skills, Languages: ['English'] } });
    };
    await resume(anna, ['Automatic Payment Program', 'GR/IR Clearing', 'SAP FICO']);
    await resume(ben, ['GR/IR Clearing']);

    // The recruiter posts the job with two skills from the skill database.
    await signInAs(page, request, 'Recruiter');
    await page.goto('/app/Others/JobsDashboard/AddJob');
    await expect(page.getByRole('heading', { level: 1, name: 'Add job' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Job title' }).fill(title);
    const skills = page.getByRole('combobox', { name: 'Required skills' });
    await skills.fill('Automatic Pay');
    await page.getByRole('option', { name: /Automatic Payment Program/ }).click();
    await skills.fill('GR/IR');
    await page.getByRole('option', { name: /GR\/IR Clearing/ }).click();
    await page.getByRole('textbox', { name: 'Location' }).fill('Pune');
    await page.getByRole('textbox', { name: 'Salary from' }).fill('900000');
    await page.getByRole('textbox', { name: 'Salary to' }).fill('1400000');
    await snapBoth(page, 'jobs-add-job', () => expect(page.getByRole('heading', { level: 1, name: 'Add job' })).toBeVisible());
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/jobs') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save job' }).click();
    const job = (await (await saved).json()).data as { ID: number; Skills: unknown[] };
    expect(job.Skills).toHaveLength(2);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs Dashboard' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(stamp);
    await expect(page.getByText(title)).toBeVisible();
    await snapBoth(page, 'jobs-dashboard', () => expect(page.getByText(title)).toBeVisible());

    // Invite both with the assessment.
    await page.getByRole('link', { name: `Invite candidates to ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invite candidates' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Assessment' }).selectOption({ label: testTitle });
    // The resume bank's search, ranked by the job's skills: Anna (both skills) above Ben (one); last names masked.
    await page.getByRole('textbox', { name: 'Search the resume bank' }).fill(stamp);
    const picks = page.getByRole('group', { name: 'Candidates' });
    await expect(picks.getByRole('checkbox')).toHaveCount(2);
    await expect(picks.getByRole('checkbox').first()).toHaveAccessibleName(`Jobsa${stamp}`);
    await expect(picks.getByText("2 of the job's skills")).toBeVisible();
    await expect(picks.getByText("1 of the job's skills")).toBeVisible();
    await expect(picks).not.toContainText('Tester');
    for (const who of [`Jobsa${stamp}`, `Jobsb${stamp}`]) await picks.getByRole('checkbox', { name: who, exact: true }).check();
    await snapBoth(page, 'jobs-invite', () => expect(page.getByRole('heading', { level: 1, name: 'Invite candidates' })).toBeVisible());
    await page.getByRole('button', { name: 'Send 2 invitations' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invited 2, reopened 0' })).toBeVisible();

    // Anna takes the assessment and accepts.
    await useSession(page, anna);
    await page.goto('/app/jobs');
    const annaCard = page.locator('[data-testid^="invitation-"]').filter({ hasText: title });
    await expect(annaCard).toBeVisible();
    await snapBoth(page, 'jobs-learner', () => expect(annaCard).toBeVisible());
    await annaCard.getByRole('link', { name: 'Take the assessment' }).click();
    await page.getByRole('radio', { name: 'F110' }).click();
    await page.getByRole('button', { name: 'Submit test' }).click();
    await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit now' }).click();
    await expect(page).toHaveURL(/\/app\/jobs/);
    await expect(annaCard.getByText('Assessment score: 2 / 2')).toBeVisible();
    await annaCard.getByRole('button', { name: 'View' }).click();
    const annaDialog = page.getByRole('dialog');
    await annaDialog.getByRole('button', { name: 'Accept' }).click();
    await expect(annaDialog.getByText('Accepted')).toBeVisible();
    await expectAccessible(page, 'invitation dialog', testInfo, { exclude: [TOASTS] });

    // Ben declines without taking it.
    await useSession(page, ben);
    await page.goto('/app/jobs');
    const benCard = page.locator('[data-testid^="invitation-"]').filter({ hasText: title });
    await benCard.getByRole('button', { name: 'View' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('dialog').getByText('Declined')).toBeVisible();

    // The recruiter's report: both, with Anna's score; then feedback on Anna's interview.
    await signInAs(page, request, 'Recruiter');
    await page.goto(`/app/Others/JobInvitationReport?jobId=${job.ID}`);
    const table = page.getByRole('table', { name: 'Invitation report' });
    // Anna accepted: her full name; Ben declined: "First L." and no e-mail.
    const annaRow = table.getByRole('row').filter({ hasText: `Jobsa${stamp} Tester` });
    const benRow = table.getByRole('row').filter({ hasText: `Jobsb${stamp} T.` });
    await expect(annaRow).toContainText('Accepted');
    await expect(annaRow).toContainText('2 / 2');
    await expect(benRow).toContainText('Declined');
    await expect(benRow).toContainText('Not taken');
    await snapBoth(page, 'jobs-report', () => expect(page.getByText('Not taken').first()).toBeVisible());
    await expectAccessible(page, 'invitation report', testInfo, { exclude: [TOASTS] });

    // In the resume bank, accepting unmasked Anna's resume for this company; Ben's stays masked.
    await page.goto('/app/Others/ResumeBank');
    const found = page.waitForResponse((r) => r.url().includes('/api/Others/ResumeBank?') && r.url().includes(`term=${stamp}`));
    await page.getByRole('searchbox', { name: 'Search headline or city' }).fill(stamp);
    await found;
    await page.getByRole('button', { name: `Jobsa${stamp} Tester`, exact: true }).click();
    let bankDrawer = page.getByRole('dialog');
    await expect(bankDrawer.getByTestId('unmask-status')).toHaveText('Full details shared with you');
    await expect(bankDrawer).toContainText(anna.user.email);
    await page.keyboard.press('Escape');
    await expect(bankDrawer).toBeHidden();
    await page.getByRole('button', { name: `Jobsb${stamp}`, exact: true }).click();
    bankDrawer = page.getByRole('dialog');
    await expect(bankDrawer.getByRole('button', { name: 'Ask to see full details' })).toBeVisible();
    await expect(bankDrawer).not.toContainText(ben.user.email);
    await expect(bankDrawer).not.toContainText('Tester');
    await page.keyboard.press('Escape');

    await page.goto(`/app/Others/JobInvitationReport?jobId=${job.ID}`);
    await annaRow.getByRole('button', { name: /Next step for/ }).click();
    await page.getByRole('menuitem', { name: 'Add interview feedback' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add interview feedback' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'Hire' });
    await page.getByRole('textbox', { name: 'Comments' }).fill('Explained the payment program run and GR/IR clearing with examples.');
    await page.getByRole('switch', { name: 'Share with the candidate' }).check();
    await page.getByRole('button', { name: 'Save feedback' }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Interview of Jobsa${stamp} Tester`) })).toBeVisible();
    await snapBoth(page, 'jobs-feedback', () => expect(page.getByRole('heading', { level: 1, name: /^Interview of/ })).toBeVisible());
    await expectAccessible(page, 'feedback detail', testInfo, { exclude: [TOASTS] });
  });
  test('the public careers page shows open jobs and the placement record without personal data', async ({ page }, testInfo) => {
    await page.goto('/app/careers');
    await expect(page.getByRole('heading', { level: 2, name: 'Our placement record' })).toBeVisible();
    const jobs = page.getByRole('region', { name: 'Open jobs with our hiring partners' });
    await expect(jobs.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByText('@example.com')).toHaveCount(0);
    await snapBoth(page, 'jobs-careers', () => expect(page.getByRole('heading', { level: 2, name: 'Our placement record' })).toBeVisible());
    await expectAccessible(page, 'careers', testInfo);
  });
  test('an admin adds a client company, browses the ERP skill database by product and adds a sample project', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
    await signInAs(page, request, 'Admin');
    await page.goto('/app/admin/manage/Companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await page.getByRole('button', { name: 'Add company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add company' });
    await dialog.getByRole('textbox', { name: 'Company' }).fill(`Globex Shared Services ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Website' }).fill('https://globex.example.com');
    await dialog.getByRole('textbox', { name: 'Subdomain' }).fill(`globex-${stamp}`);
    await dialog.getByRole('textbox', { name: 'Registered email' }).fill(`talent-${stamp}@globex.example.com`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill(stamp);
    await expect(page.getByRole('table', { name: 'Companies' }).getByText(`Globex Shared Services ${stamp}`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('');
    await expect(page.getByText('Tata Motors Finance Shared Services')).toBeVisible();
    await snapBoth(page, 'jobs-companies', () => expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible());
    await expectAccessible(page, 'companies', testInfo, { exclude: [TOASTS] });

    await page.goto('/app/Others/ERPSkillDatabase');
    await page.getByRole('combobox', { name: 'Product' }).selectOption('NetSuite');
    await expect(page.getByRole('table', { name: 'ERP Skill Database' }).getByText('SuiteScript 2.x')).toBeVisible();
    await snapBoth(page, 'jobs-skills', () => expect(page.getByRole('heading', { level: 1, name: 'ERP Skill Database' })).toBeVisible());
    await expectAccessible(page, 'skill database', testInfo, { exclude: [TOASTS] });

    await page.goto('/app/Others/manageGuideMasters/Projects/add');
    await page.getByRole('textbox', { name: 'Project' }).fill(`Procure-to-pay for a textile mill ${stamp}`);
    await page.getByRole('textbox', { name: 'Client industry' }).fill('Textiles');
    const modules = page.getByRole('combobox', { name: 'Modules' });
    await modules.fill('SAP MM');
    await modules.press('Enter');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sample projects' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(stamp);
    await expect(page.getByText(`Procure-to-pay for a textile mill ${stamp}`)).toBeVisible();
    await snapBoth(page, 'jobs-projects', () => expect(page.getByRole('heading', { level: 1, name: 'Sample projects' })).toBeVisible());
  });
});
