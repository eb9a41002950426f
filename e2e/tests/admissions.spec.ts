import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SessionResult } from '@app/contracts/auth';
import type { CertificateRow, CertificateVerification } from '@app/contracts/certificates';
import type { Page as ListPage } from '@app/contracts/list';
import {
  test, expect, expectAccessible, snap, apiCall, apiLogin, menuLabels, searchList, signInAs, DESKTOP, PHONE, TOASTS,
} from '../fixtures/index.ts';
import { registerLearner } from '../fixtures/assessments.ts';

/**
 * The admissions officer's screens of issue 4, as the demo admin: admissions (admit, already admitted, remove),
 * a learner's item-by-item progress, manage courses and the course profile, manage students, all certificates
 * (PDF, revoke with a reason) and ERP instances (add, reveal, reveal log, delete).
 */

const DEMO_COURSE = 'Basics of ERP';

/** Picks a course in a course select (server search by title). */
async function pickCourse(page: Page, title: string, scope: Page | Locator = page) {
  const box = scope.getByRole('combobox', { name: 'Course' });
  await box.click();
  await box.fill(title.slice(0, 12));
  await page.getByRole('option', { name: title, exact: true }).click();
  await expect(box).toHaveValue(title);
}

async function demoCourseId(request: APIRequestContext, session: SessionResult): Promise<number> {
  const page = await apiCall<ListPage<{ ID: number; Title: string }>>(request, 'GET', '/api/courseBuilding/courses?term=Basics%20of%20ERP', { session });
  return page.items.find((c) => c.Title === DEMO_COURSE)!.ID;
}

/** Screenshots at desktop and phone width, an axe scan at both; back to desktop. */
async function snapBoth(page: Page, name: string, testInfo: Parameters<typeof expectAccessible>[2], ready: () => Promise<void>) {
  await ready();
  await snap(page, name);
  await expectAccessible(page, `${name} (desktop)`, testInfo, { exclude: [TOASTS] });
  await page.setViewportSize(PHONE);
  await ready();
  await snap(page, name);
  await expectAccessible(page, `${name} (phone)`, testInfo, { exclude: [TOASTS] });
  await page.setViewportSize(DESKTOP);
}

test.describe('admissions: staff screens', () => {
  test('admit a learner to the demo course (twice: already admitted), open a learner\'s progress, remove the admission', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const learner = await registerLearner(request, 'admit');
    const email = learner.user.email;
    await signInAs(page, request, 'Admin');
    await page.goto('/app/admin/manage/admissions');
    await expect(page.getByRole('heading', { level: 1, name: 'Admissions' })).toBeVisible();
    await expect(page).toHaveTitle('Admissions | ERP Career Academy');
    // Without a course: every course's admissions, and admitting waits for a course.
    await expect(page.getByRole('button', { name: 'Admit learners' })).toBeDisabled();
    await expect(page.getByRole('table', { name: 'Admissions' })).toBeVisible();

    await pickCourse(page, DEMO_COURSE);
    await expect(page).toHaveURL(/\?course=\d+$/);
    const table = page.getByRole('table', { name: `Admissions to ${DEMO_COURSE}` });
    await expect(table.getByRole('row', { name: /Rahul Sharma/ })).toBeVisible();

    // Admit: search by email, pick, admit; the report says one admitted.
    await page.getByRole('button', { name: 'Admit learners' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admit learners' });
    await dialog.getByRole('button', { name: 'Admit', exact: true }).click();
    await expect(dialog.getByText('Choose at least one learner')).toBeVisible();
    const field = dialog.getByLabel(/^Learners/);
    await field.fill(email);
    await page.getByRole('option', { name: email }).click();
    // The list closes on a choice, so it never covers the Admit button.
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Admit 1 learner' })).toBeVisible();
    await snap(page, 'admissions-admit');
    await dialog.getByRole('button', { name: 'Admit 1 learner' }).click();
    await expect(dialog.getByText(`1 learner admitted to ${DEMO_COURSE}.`)).toBeVisible();
    // The same learner again: shown as already admitted, and not selectable.
    await dialog.getByRole('button', { name: 'Admit more' }).click();
    await dialog.getByLabel(/^Learners/).fill(email);
    const admitted = page.getByRole('option', { name: new RegExp(`${email.replace(/[.+]/g, '\\$&')}.*\\(already admitted\\)`) });
    await expect(admitted).toBeVisible();
    await expect(admitted).toHaveAttribute('aria-disabled', 'true');
    await expectAccessible(page, 'admit picker', testInfo, { exclude: [TOASTS] });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const search = page.getByRole('searchbox', { name: 'Search learners by name, email or course' });
    await searchList(search, table, email);
    const row = table.getByRole('row', { name: new RegExp(learner.user.name) });
    await expect(row).toContainText('Not started');
    await expect(row).toContainText('0%');
    await search.fill('');
    await snapBoth(page, 'admissions', testInfo, () => expect(page.getByRole('heading', { level: 1, name: 'Admissions' })).toBeVisible());

    // The demo learner's item-by-item progress.
    await searchList(search, table, 'Rahul');
    await table.getByRole('link', { name: 'Rahul Sharma', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/admin\/AdmissionStuDetails\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Progress of Rahul Sharma' })).toBeVisible();
    const lesson1 = page.getByRole('region', { name: '1. What ERP is' });
    await expect(lesson1.getByRole('img', { name: 'Done' })).toHaveCount(3);
    await expect(lesson1.getByText('Finished', { exact: true })).toBeVisible();
    await expect(lesson1.getByText(/Attempt 1: 5 of 5 \(100%\)/)).toBeVisible();
    await expect(lesson1.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(lesson1.getByText('Score 9 of 10')).toBeVisible();
    const lastLesson = page.getByRole('region', { name: /^10\. / });
    await expect(lastLesson.getByText('Locked', { exact: true })).toBeVisible();
    await expect(lastLesson.getByRole('img', { name: 'Locked: an earlier lesson is not finished' })).toHaveCount(3);
    await snapBoth(page, 'admission-detail', testInfo, () => expect(lesson1).toBeVisible());

    // Back to the course's admissions; remove the new learner with confirmation.
    await page.getByRole('link', { name: `Admissions to ${DEMO_COURSE}` }).click();
    await expect(page).toHaveURL(/\/app\/admin\/manage\/admissions\?course=\d+$/);
    await searchList(page.getByRole('searchbox', { name: 'Search learners by name, email or course' }), table, email);
    await table.getByRole('button', { name: `Remove ${learner.user.name} from ${DEMO_COURSE}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this admission?' });
    await expect(confirm).toContainText('Their progress is kept');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`Nothing matches “${email}”.`)).toBeVisible();
    // The learner really lost the course.
    const courses = await apiCall<unknown[]>(request, 'GET', '/api/userCourses', { session: learner });
    expect(courses).toEqual([]);
  });

  test('manage courses, the course profile and manage students lead to a learner\'s progress', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    await signInAs(page, request, 'Admin');
    await page.goto('/app/admin/manage/managecourses');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage courses' })).toBeVisible();
    const courses = page.getByRole('table', { name: 'Courses with learners and progress' });
    const row = courses.getByRole('row', { name: new RegExp(DEMO_COURSE) }).first();
    await expect(row).toContainText('10 lessons');
    await expect(row.getByRole('progressbar', { name: `Average progress in ${DEMO_COURSE}` })).toBeVisible();
    await snapBoth(page, 'manage-courses', testInfo, () => expect(page.getByRole('heading', { level: 1, name: 'Manage courses' })).toBeVisible());

    await courses.getByRole('link', { name: DEMO_COURSE, exact: true }).first().click();
    await expect(page).toHaveURL(/\/app\/admin\/manage\/courseprofile\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_COURSE })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mentors' })).toContainText('Priya Nair');
    await expect(page.getByRole('region', { name: 'Lessons' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('basics-of-erp');
    await snapBoth(page, 'course-profile', testInfo, () => expect(page.getByRole('region', { name: 'Mentors' })).toBeVisible());
    await page.getByRole('tab', { name: 'Learners' }).click();
    await expect(page).toHaveURL(/tab=learners/);
    await expect(page.getByRole('table', { name: `Learners of ${DEMO_COURSE}` }).getByRole('row', { name: /Rahul Sharma/ })).toBeVisible();
    await snap(page, 'course-profile-learners');
    await page.getByRole('tab', { name: 'Certificates' }).click();
    await expect(page.getByText(/No certificate has been issued for this course yet\.|Certificates of/).first()).toBeVisible();

    await page.goto('/app/admin/manage/managestudent');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage students' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search learners by name or email' }).fill('learner@demo.academy');
    const students = page.getByRole('table', { name: 'Learners with their courses' });
    await expect(students.locator('tbody tr')).toHaveCount(1);
    await expect(students.getByRole('row', { name: /Rahul Sharma/ })).toContainText(DEMO_COURSE);
    await snapBoth(page, 'manage-students', testInfo, () => expect(page.getByRole('heading', { level: 1, name: 'Manage students' })).toBeVisible());
    await students.getByRole('button', { name: 'Courses of Rahul Sharma' }).click();
    const drawer = page.getByRole('dialog', { name: 'Courses of Rahul Sharma' });
    await expect(drawer.getByRole('progressbar', { name: `Progress in ${DEMO_COURSE}` })).toBeVisible();
    await snap(page, 'manage-students-drawer');
    await expectAccessible(page, 'learner courses drawer', testInfo, { exclude: [TOASTS] });
    await drawer.getByRole('link', { name: DEMO_COURSE }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Progress of Rahul Sharma' })).toBeVisible();
  });

  test('all certificates: filter by course, download the PDF, revoke with a required reason', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    // A one-reading course completes on opening the reading and issues the certificate.
    const editor = await apiLogin(request, 'Editor', 'e2e-admissions-editor');
    const admin = await apiLogin(request, 'Admin', 'e2e-admissions-admin');
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
    const title = `Procure to Pay ${stamp}`;
    const created = await apiCall<{ item: { ID: number } }>(request, 'POST', '/api/courses', {
      session: editor, body: { item: { Title: title, Url: `p2p-${stamp}`, Status: 'published', Duration: '1 hour' } },
    });
    const courseId = created.item.ID;
    const material = await apiCall<{ ID: number }>(request, 'POST', '/api/materials', {
      session: editor, body: { Name: 'Procure to pay in one page', Kind: 'richtext', Link: null, Body: '<p>Requisition, order, receipt, invoice, payment.</p>', ExpectedSeconds: 120 },
    });
    const lesson = await apiCall<{ ID: number }>(request, 'POST', `/api/courses/${courseId}/lessons`, { session: editor, body: { Title: '1. Procure to pay', MaterialID: material.ID } });
    const learner = await registerLearner(request, 'cert');
    await apiCall(request, 'POST', '/api/usersAdmissions', { session: admin, body: { CourseID: courseId, UserIDs: [learner.user.id] } });
    await apiCall(request, 'GET', `/api/CourseContentData/${courseId}/${lesson.ID}-material`, { session: learner });
    const [cert] = (await apiCall<ListPage<CertificateRow>>(request, 'GET', `/api/certificates/getCertificates/${courseId}`, { session: admin })).items;
    expect(cert).toBeDefined();

    await signInAs(page, request, 'Admin');
    await page.goto('/app/Trainings/allCertificates');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
    await pickCourse(page, title);
    const table = page.getByRole('table', { name: 'Certificates' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const row = table.getByRole('row', { name: new RegExp(learner.user.name) });
    await expect(row).toContainText('Valid');
    await expect(row.getByRole('link', { name: /^Verification page of the certificate of/ })).toHaveAttribute('href', cert!.Url);

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download the certificate of ${learner.user.name} for ${title} as PDF` }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^certificate-Tara-Tester-cert-Procure-to-Pay-[a-z0-9]+\.pdf$/);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    await snapBoth(page, 'certificates', testInfo, () => expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible());

    await row.getByRole('button', { name: `Revoke the certificate of ${learner.user.name} for ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this certificate?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Assignment copied from another learner');
    await snap(page, 'certificates-revoke');
    await expectAccessible(page, 'revoke dialog', testInfo, { exclude: [TOASTS] });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Revoked');
    await expect(row).toContainText('Assignment copied from another learner');
    await expect(row.getByRole('button', { name: /^Revoke the certificate/ })).toBeDisabled();
    // The public verification answer says revoked, with the reason.
    const verified = await apiCall<CertificateVerification>(request, 'GET', `/api/certificates/verify/${cert!.PublicID}`);
    expect(verified).toMatchObject({ Status: 'revoked', RevokedReason: 'Assignment copied from another learner' });
  });

  test('ERP instances: add credentials, reveal the password (logged), edit, delete', async ({ page, request, context }, testInfo) => {
    test.setTimeout(150_000);
    const admin = await apiLogin(request, 'Admin', 'e2e-admissions-admin');
    const learner = await registerLearner(request, 'sandbox');
    const courseId = await demoCourseId(request, admin);
    await apiCall(request, 'POST', '/api/usersAdmissions', { session: admin, body: { CourseID: courseId, UserIDs: [learner.user.id] } });
    const password = `Sandbox#${Date.now().toString(36)}`;

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, request, 'Admin');
    await page.goto('/app/Trainings/instances');
    await expect(page.getByRole('heading', { level: 1, name: 'ERP instances' })).toBeVisible();
    // The e2e server has a key: no "cannot store passwords" state.
    await expect(page.getByText('Passwords cannot be stored on this server')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add instance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an ERP instance' });
    await dialog.getByRole('button', { name: 'Add instance' }).click();
    await expect(dialog.getByText('Choose a course')).toBeVisible();
    await expect(dialog.getByText('Choose a learner')).toBeVisible();
    await pickCourse(page, DEMO_COURSE, dialog);
    const learnerBox = dialog.getByRole('combobox', { name: 'Learner' });
    await learnerBox.click();
    await learnerBox.fill(learner.user.email);
    await page.getByRole('option', { name: learner.user.email }).click();
    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://erp-sandbox.example.com/fiori');
    await dialog.getByRole('textbox', { name: 'User ID' }).fill(`TR-${learner.user.id}`);
    await dialog.getByLabel(/^Password/).fill(password);
    await snap(page, 'instances-add');
    await dialog.getByRole('button', { name: 'Add instance' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search by learner, course, login or address' }).fill(`TR-${learner.user.id}`);
    const table = page.getByRole('table', { name: 'ERP instances' });
    const row = table.getByRole('row', { name: new RegExp(learner.user.name) });
    await expect(row).toContainText('••••••••');
    await expect(row).not.toContainText(password);
    await row.getByRole('button', { name: `Reveal the password of ${learner.user.name} for ${DEMO_COURSE}` }).click();
    await expect(row.getByText(password)).toBeVisible();
    await row.getByRole('button', { name: 'Copy the password' }).click();
    await expect(row.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await row.getByRole('button', { name: `Hide the password of ${learner.user.name}` }).click();
    await expect(row).not.toContainText(password);
    await snapBoth(page, 'instances', testInfo, () => expect(page.getByRole('heading', { level: 1, name: 'ERP instances' })).toBeVisible());

    // The reveal is in the log: who and when.
    await row.getByRole('button', { name: `Reveal log of the instance of ${learner.user.name} for ${DEMO_COURSE}` }).click();
    const log = page.getByRole('dialog', { name: `Reveal log: ${learner.user.name}` });
    await expect(log.getByRole('table', { name: 'Reveals of the password' }).locator('tbody tr')).toHaveCount(1);
    await expect(log).toContainText('Arjun Mehta');
    await snap(page, 'instances-log');
    await expectAccessible(page, 'reveal log', testInfo, { exclude: [TOASTS] });
    await log.getByRole('button', { name: 'Close' }).last().click();

    // Edit the address, keep the password.
    await row.getByRole('button', { name: `Edit the instance of ${learner.user.name} for ${DEMO_COURSE}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit the instance of ${learner.user.name}` });
    await edit.getByRole('textbox', { name: 'URL' }).fill('https://erp-sandbox-2.example.com/fiori');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('https://erp-sandbox-2.example.com/fiori');
    await row.getByRole('button', { name: /^Reveal the password/ }).click();
    await expect(row.getByText(password)).toBeVisible();

    // Delete with confirmation.
    await row.getByRole('button', { name: `Delete the instance of ${learner.user.name} for ${DEMO_COURSE}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this instance?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(table).toBeHidden();
    await expect(page.getByText(`Nothing matches “TR-${learner.user.id}”.`)).toBeVisible();
  });

  test('the menus lead to these screens: admin (Manage Student, Admissions, Certificates, Trainings), editor (Manage Course(s), Admissions)', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInAs(page, request, 'Admin');
    await page.goto('/app/admindashboard');
    const admin = await menuLabels(page);
    for (const label of ['Manage Student', 'Admissions', 'Certificates', 'Trainings']) expect(admin, `admin menu: ${label}`).toContain(label);

    await signInAs(page, request, 'Editor');
    await page.goto('/app/home');
    const editor = await menuLabels(page);
    for (const label of ['Manage Course(s)', 'Admissions']) expect(editor, `editor menu: ${label}`).toContain(label);
    expect(editor).not.toContain('Manage Student');
    expect(editor).not.toContain('Trainings');
    // The editor's course profile has no certificates tab (certificates are managed by the admin kind).
    await page.goto('/app/admin/manage/managecourses');
    await page.getByRole('table', { name: 'Courses with learners and progress' }).getByRole('link', { name: DEMO_COURSE, exact: true }).first().click();
    await expect(page.getByRole('tab', { name: 'Learners' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Certificates' })).toHaveCount(0);
    // Manage Student is the admin kind's: the editor is sent to the unauthorized page.
    await page.goto('/app/admin/manage/managestudent');
    await expect(page).toHaveURL(/\/app\/unauthorized/);
  });
});
