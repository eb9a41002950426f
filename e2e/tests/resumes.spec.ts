import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { registerLearner } from '../fixtures/assessments.ts';
import { test, expect, apiCall, expectAccessible, signInAs, useSession, TOASTS, snapBoth } from '../fixtures/index.ts';

const stamp = Date.now().toString(36);
/** A skill of this run's own, so the bank search finds exactly this learner on a shared server. */
const SKILL = `SAP FICO E2E ${stamp}`;
const LAST = `Kulkarni${stamp}`;
const PROJECT = `Project Falcon ${stamp}`;

/** Waits for the save of a section (PUT /api/ResumeBuilder/...) to answer 200 after `act`. */
async function saved(page: Page, act: () => Promise<void>, part: string) {
  const res = page.waitForResponse((r) => r.url().includes(`/api/ResumeBuilder/${part}`) && r.request().method() !== 'GET');
  await act();
  expect((await res).status()).toBe(200);
}

/** A real 1x1 PNG and the seed's short WebM clip. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const VIDEO = readFileSync(new URL('../../apps/server/src/seed/assets/procure-to-pay.webm', import.meta.url));

/** Chooses a file through the button's file chooser and waits for the upload to answer 200. */
async function upload(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }, part: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await saved(page, async () => (await chooser).setFiles(file), part);
}
const imageLoaded = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0).catch(() => false);
const videoReady = (video: Locator) => video.evaluate((el) => (el as HTMLVideoElement).readyState >= 1 && (el as HTMLVideoElement).duration > 0).catch(() => false);

async function fill(scope: Locator, label: string, value: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
}

test.describe('resume builder, share link and resume bank', () => {
  test('a learner fills every section, imports JSON Resume, exports a PDF and shares a masked link; a recruiter finds them by skill, asks to unmask, the learner accepts, the recruiter sees the full resume', async ({ page, browser, request }, testInfo) => {
    test.setTimeout(300_000);
    const learner = await registerLearner(request, 'resume');
    await useSession(page, learner);
    await page.goto('/app/profile/resume');
    await expect(page.getByText('Resume progress')).toBeVisible();

    // Personal information.
    await page.getByRole('button', { name: 'Edit: Personal information' }).click();
    let dialog = page.getByRole('dialog');
    await fill(dialog, 'First name', 'Tara');
    await fill(dialog, 'Last name', LAST);
    await fill(dialog, 'Headline', 'SAP FICO consultant · S/4HANA conversions');
    await fill(dialog, 'City', 'Pune');
    await fill(dialog, 'Country', 'India');
    await saved(page, () => dialog.getByRole('button', { name: 'Save' }).click(), 'PersonalInfo');
    await expect(dialog).toBeHidden();

    // Photo and intro video: uploaded (the video streamed with progress), shown from their signed addresses.
    await upload(page, 'Upload photo', { name: 'tara.png', mimeType: 'image/png', buffer: PHOTO }, 'ProfilePic');
    await expect(page.getByRole('img', { name: `Profile photo of Tara ${LAST}` })).toBeVisible();
    await expect.poll(() => imageLoaded(page.getByRole('img', { name: `Profile photo of Tara ${LAST}` }))).toBe(true);
    await upload(page, 'Upload intro video', { name: 'intro.webm', mimeType: 'video/webm', buffer: VIDEO }, 'ProfileIntroVideo');
    await expect.poll(() => videoReady(page.getByTestId('resume-video'))).toBe(true);
    await expect(page.getByRole('button', { name: 'Change intro video' })).toBeVisible();

    // Contact and preferences: a skill picked from the ERP skill database's suggestions, and one of this run typed in.
    await page.getByRole('button', { name: 'Edit: Contact and preferences' }).click();
    dialog = page.getByRole('dialog');
    await fill(dialog, 'Dialling code', '+91');
    await fill(dialog, 'Mobile number', '9845012345');
    await dialog.getByLabel('Skills', { exact: true }).fill('Depreciation Ar');
    await page.getByRole('option', { name: 'Depreciation Areas', exact: true }).click();
    await dialog.getByLabel('Skills', { exact: true }).fill(SKILL);
    await dialog.getByLabel('Skills', { exact: true }).press('Enter');
    await dialog.getByLabel('Open to relocation').check();
    await saved(page, () => dialog.getByRole('button', { name: 'Save' }).click(), 'ContactInfo');
    await expect(dialog).toBeHidden();

    // Experience: an end before the start is refused, "present" is accepted.
    await page.getByRole('button', { name: 'Add experience' }).click();
    dialog = page.getByRole('dialog');
    await fill(dialog, 'Role', 'Senior FICO Consultant');
    await fill(dialog, 'Company', 'Infosys');
    await fill(dialog, 'Start (YYYY-MM)', '2023-05');
    await fill(dialog, 'End (YYYY-MM)', '2022-01');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The end date must come after the start date')).toBeVisible();
    await dialog.getByLabel('Still here (present)').check();
    await saved(page, () => dialog.getByRole('button', { name: 'Save' }).click(), 'Experiences');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add education' }).click();
    dialog = page.getByRole('dialog');
    await fill(dialog, 'Degree', 'MBA Finance');
    await fill(dialog, 'Institution', 'Symbiosis');
    await saved(page, () => dialog.getByRole('button', { name: 'Save' }).click(), 'EducationCertifications');

    await page.getByRole('button', { name: 'Add certification' }).click();
    dialog = page.getByRole('dialog');
    await fill(dialog, 'Certification', 'SAP Certified Associate – S/4HANA Financial Accounting');
    await saved(page, () => dialog.getByRole('button', { name: 'Save' }).click(), 'Certifications');

    await page.getByRole('button', { name: 'Add project' }).click();
    dialog = page.getByRole('dialog');
    await fill(dialog, 'Project name', PROJECT);
    await fill(dialog, 'ERP product', 'SAP S/4HANA');
    await saved(page, () => dialog.getByRole('button', { name: 'Save' }).click(), 'ProjectExperience');

    // A second experience, then reorder it to the top.
    await page.getByRole('button', { name: 'Add experience' }).click();
    dialog = page.getByRole('dialog');
    await fill(dialog, 'Role', 'FICO Consultant');
    await fill(dialog, 'Company', 'Wipro');
    await fill(dialog, 'Start (YYYY-MM)', '2019-01');
    await fill(dialog, 'End (YYYY-MM)', '2023-04');
    await saved(page, () => dialog.getByRole('button', { name: 'Save' }).click(), 'Experiences');
    await saved(page, () => page.getByTestId('Experiences-item').nth(1).getByRole('button', { name: 'Move up' }).click(), 'Experiences');
    await expect(page.getByTestId('Experiences-item').first()).toContainText('Wipro');

    await page.getByRole('button', { name: 'Edit: Cover letter' }).click();
    dialog = page.getByRole('dialog');
    await dialog.locator('[contenteditable="true"]').click();
    await page.keyboard.type('I lead finance streams of S/4HANA conversions.');
    await saved(page, () => dialog.getByRole('button', { name: 'Save' }).click(), 'OtherInfo');
    await expect(page.getByTestId('resume-progress')).toHaveText('100%');

    // JSON Resume import: languages are added, what has no place is reported.
    const doc = { languages: [{ language: 'Marathi' }], awards: [{ title: 'Consultant of the year' }] };
    const imported = page.waitForResponse((r) => r.url().includes('/api/ResumeBuilder/JsonResume') && r.request().method() === 'POST');
    await page.locator('input[type="file"][accept*="json"]').setInputFiles({ name: 'resume.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) });
    expect((await imported).status()).toBe(200);
    await expect(page.getByTestId('import-report')).toContainText('awards');

    // PDF export: pending, then downloaded.
    const download = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await download;
    const file = testInfo.outputPath('resume.pdf');
    await pdf.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    // Mask the project names too, then make a share link and open it logged out.
    // The flags follow the server's answer (controlled by the saved resume), so click and wait for it.
    await saved(page, () => page.getByLabel('Project names').click(), 'Masking');
    await expect(page.getByLabel('Project names')).toBeChecked();
    await page.getByLabel('Label', { exact: true }).fill('For Deloitte');
    await page.getByRole('button', { name: 'Create share link' }).click();
    const link = page.getByTestId('share-link').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    await snapBoth(page, 'resume-builder');

    const visitor = await browser.newContext();
    const pub = await visitor.newPage();
    await pub.goto(href);
    await expect(pub.getByRole('heading', { name: 'Tara', exact: true })).toBeVisible();
    await expect(pub.locator('body')).not.toContainText(LAST);
    await expect(pub.locator('body')).not.toContainText(PROJECT);
    await expect(pub.locator('body')).not.toContainText('9845012345');
    // The photo and the video open through the link (a visitor has no session).
    await expect.poll(() => imageLoaded(pub.getByRole('img', { name: 'Profile photo of Tara' }))).toBe(true);
    await expect.poll(() => videoReady(pub.getByTestId('resume-video'))).toBe(true);
    await snapBoth(pub, 'resume-public');
    await expectAccessible(pub, 'shared resume', testInfo);

    // The recruiter finds the learner by the skill, asks to unmask.
    const rc = await browser.newContext();
    const rp = await rc.newPage();
    await signInAs(rp, request, 'Recruiter');
    await rp.goto('/app/Others/ResumeBank');
    const searched = rp.waitForResponse((r) => r.url().includes('/api/Others/ResumeBank?') && r.url().includes('skill='));
    await rp.getByLabel('Skills', { exact: true }).fill(SKILL);
    await searched;
    await rp.getByRole('button', { name: 'Tara', exact: true }).click();
    const drawer = rp.getByRole('dialog');
    await expect(drawer).not.toContainText(LAST);
    await expect(drawer).toContainText('Depreciation Areas');
    await expect.poll(() => imageLoaded(drawer.getByRole('img', { name: 'Profile photo of Tara' }))).toBe(true);
    await drawer.getByRole('button', { name: 'Ask to see full details' }).click();
    await expect(drawer.getByTestId('unmask-status')).toHaveText('Request pending');
    await snapBoth(rp, 'resume-bank');

    // The learner accepts.
    await page.reload();
    const request0 = page.getByTestId('unmask-request').first();
    await saved(page, () => request0.getByRole('button', { name: 'Accept' }).click(), 'UnmaskRequests');
    await expect(request0).toContainText('Accepted');

    // The recruiter now sees the full resume.
    await rp.reload();
    await expect(rp.getByRole('dialog').getByTestId('unmask-status')).toHaveText('Full details shared with you');
    await expect(rp.getByRole('dialog')).toContainText(LAST);
    await expect(rp.getByRole('dialog')).toContainText(PROJECT);
    await expectAccessible(page, 'resume builder', testInfo, { exclude: [TOASTS] });
    await visitor.close();
    await rc.close();
  });

  test('an admin opens a learner\'s resume in All Resumes, edits it (recorded as the editor), and sees the dashboard and the resume masters', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const learner = await registerLearner(request, 'resume-admin');
    const email = learner.user.email;
    await apiCall(request, 'PUT', '/api/ResumeBuilder/PersonalInfo', { session: learner, body: { FirstName: 'Nina', LastName: 'Admin-Test', ProfileHeadline: 'SAP MM consultant' } });
    await signInAs(page, request, 'Admin');
    await page.goto('/app/Others/AllResumes');
    const listed = page.waitForResponse((r) => r.url().includes('/api/Others/AllResumes?') && r.url().includes('term='));
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await listed;
    await page.getByRole('button', { name: email }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Edit' }).click();
    await drawer.getByRole('textbox', { name: 'Headline', exact: true }).fill('SAP MM consultant · reviewed by the placement team');
    const edited = page.waitForResponse((r) => r.url().includes('/api/Others/AllResumes/') && r.request().method() === 'PUT');
    await drawer.getByRole('button', { name: 'Save' }).click();
    expect((await edited).status()).toBe(200);
    await expect(drawer.getByText('Updated by: Arjun Mehta')).toBeVisible();
    await expect(drawer).toContainText('reviewed by the placement team');
    await snapBoth(page, 'resume-all');
    await page.goto('/app/Others/ResumeDashboard');
    await expect(page.getByText('Resumes started')).toBeVisible();
    await expect(page.getByText('Most searched skills')).toBeVisible();
    await snapBoth(page, 'resume-dashboard');
    await page.goto('/app/Others/ManageResumeMasters/nope');
    await expect(page).toHaveURL(/ManageResumeMasters\/skills$/);
    await expect(page.getByRole('table')).toContainText('SAP FICO');
    await expectAccessible(page, 'resume masters', testInfo, { exclude: [TOASTS] });
  });

  test('an unknown link answers a clean page saying the resume is not available', async ({ page }) => {
    await page.goto(`/app/Resume/not-a-link-${stamp}`);
    await expect(page.getByTestId('resume-gone')).toBeVisible();
  });
});
