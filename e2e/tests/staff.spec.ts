import {
  test, expect, expectAccessible, expectPath, signInAs, snap, useSession, submitLogin, openMenuEntry, registerAndLogin,
} from '../fixtures/index.ts';

/** A few random letters: names accept letters only, and parallel runs need their own accounts. */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

test.describe('staff screens (admin)', () => {
  test('Login Sessions: an admin forces a learner out; the learner lands on /app/login; the history lists it', async ({ browser, page, request }, testInfo) => {
    // A learner of its own with exactly one session, in a second browser.
    const lastName = `Haddad${cap(letters(5))}`;
    const email = `omar.${letters(8)}@example.com`;
    const learner = await registerAndLogin(request, {
      firstName: 'Omar', lastName, email, password: 'Learning-ERP-2026', countryCode: '+91', mobileNumber: '9812345670',
    });
    const learnerContext = await browser.newContext();
    const learnerPage = await learnerContext.newPage();
    await useSession(learnerPage, learner);
    await learnerPage.goto('/app/home');
    await expect(learnerPage.getByRole('button', { name: `Account menu of Omar ${lastName}` })).toBeVisible();

    await signInAs(page, request, 'Admin');
    await page.goto('/app/admindashboard');
    await openMenuEntry(page, 'Login Sessions');
    await expectPath(page, '/app/Others/ActiveUsersList');
    await expect(page).toHaveTitle('Active sessions | ERP Career Academy');
    await page.getByRole('searchbox', { name: 'Search sessions' }).fill(email);
    const forceButton = page.getByRole('button', { name: new RegExp(`^Force logout of Omar ${lastName} \\(`) });
    await expect(forceButton).toHaveCount(1);
    await snap(page, 'sessions-active');
    await expectAccessible(page, 'active sessions', testInfo);
    await forceButton.click();
    const dialog = page.getByRole('dialog', { name: 'Force this logout?' });
    await expect(dialog).toContainText(`Omar ${lastName} will be signed out`);
    await dialog.getByRole('button', { name: 'Force logout' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Omar ${lastName} was signed out.`)).toBeVisible();
    await expect(page.getByText(`Nothing matches “${email}”.`)).toBeVisible();
    await expectAccessible(page, 'active sessions after the forced logout', testInfo);

    // The learner's next visit ends on the login page, and the way back is kept.
    await learnerPage.reload();
    await expectPath(learnerPage, '/app/login');
    expect(new URL(learnerPage.url()).searchParams.get('returnTo')).toBe('/home');
    await learnerContext.close();

    // Session history (today by default) shows the ended session.
    await page.getByRole('link', { name: 'Session history' }).click();
    await expectPath(page, '/app/Others/SessionUsersListHistory');
    await page.getByRole('searchbox', { name: 'Search sessions' }).fill(email);
    await expect(page.getByText(email).first()).toBeVisible();
    await snap(page, 'sessions-history');
    await expectAccessible(page, 'session history', testInfo);
  });

  test('Staff Users: create a staff user, change the role, deactivate', async ({ page, request }, testInfo) => {
    const lastName = `Okafor${cap(letters(5))}`;
    const name = `Ada ${lastName}`;
    const email = `ada.${letters(8)}@example.com`;
    const password = 'Mentoring-ERP-2026';
    await signInAs(page, request, 'Admin');
    await page.goto('/app/admindashboard');
    await openMenuEntry(page, 'Staff Users');
    await expectPath(page, '/app/Others/manageUsersGroups');
    await expect(page.getByRole('heading', { level: 1, name: 'Users and roles' })).toBeVisible();
    await snap(page, 'staff-users');
    await expectAccessible(page, 'staff users', testInfo);

    await page.getByRole('button', { name: 'Add staff user' }).click();
    const create = page.getByRole('dialog', { name: 'New staff user' });
    await create.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await create.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await create.getByRole('textbox', { name: 'Email' }).fill(email);
    await create.getByRole('textbox', { name: 'Initial password' }).fill(password);
    await create.getByRole('textbox', { name: 'Country code' }).fill('+91');
    await create.getByRole('textbox', { name: 'Mobile number' }).fill('9898989898');
    await create.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Mentor' });
    await expectAccessible(page, 'new staff user dialog', testInfo);
    await create.getByRole('button', { name: 'Create user' }).click();
    await expect(create).toBeHidden();
    await expect(page.getByText(`${name} can now sign in as Mentor.`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await expect(page.getByRole('button', { name: `Change role of ${name}` })).toHaveCount(1);
    await page.getByRole('button', { name: `Change role of ${name}` }).click();
    const change = page.getByRole('dialog', { name: `Change the role of ${name}` });
    await change.getByRole('combobox', { name: 'New role' }).selectOption({ label: 'Editor' });
    await change.getByRole('button', { name: 'Change role' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByText(`${name} is now Editor.`)).toBeVisible();

    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    const deactivate = page.getByRole('dialog', { name: 'Deactivate this account?' });
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expect(deactivate).toBeHidden();
    await expect(page.getByText(`${name} was deactivated and signed out.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Activate ${name}` })).toBeVisible();
    await expectAccessible(page, 'staff users after changes', testInfo);

    // The deactivated account cannot log in.
    const other = await page.context().browser()!.newContext();
    const loginPage = await other.newPage();
    await loginPage.goto('/app/login');
    await submitLogin(loginPage, email, password);
    await expect(loginPage.getByText('This account has been deactivated. Please contact support.')).toBeVisible();
    await other.close();
  });
});
