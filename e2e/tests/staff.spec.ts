import {
  test, expect, expectAccessible, expectPath, signInAs, snap, useSession, submitLogin, openMenuEntry, registerAndLogin,
  apiLogin, apiCall, waitForMail, invitationPath, INVITE_SUBJECT, TOASTS, DESKTOP, PHONE,
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

  test('Staff Users: invite a staff user, resend the invitation, the person sets a password from the mail and logs in; change the role, deactivate', async ({ browser, page, request }, testInfo) => {
    test.setTimeout(180_000);
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

    // No password in the dialog: the person chooses it through the mailed invitation.
    await page.getByRole('button', { name: 'Add staff user' }).click();
    const create = page.getByRole('dialog', { name: 'New staff user' });
    await create.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await create.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await create.getByRole('textbox', { name: 'Email' }).fill(email);
    await create.getByRole('textbox', { name: 'Country code' }).fill('+91');
    await create.getByRole('textbox', { name: 'Mobile number' }).fill('9898989898');
    await create.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Mentor' });
    await expect(create.getByLabel(/password/i)).toHaveCount(0);
    await expect(create).toContainText('We will email the new user a link to choose their own password. The link works for 7 days');
    await snap(page, 'staff-create');
    await expectAccessible(page, 'new staff user dialog', testInfo);
    await create.getByRole('button', { name: 'Create and invite' }).click();
    await expect(create).toBeHidden();
    await expect(page.getByText(`${name} was invited as Mentor. The invitation is on its way to ${email}.`)).toBeVisible();

    const first = await waitForMail(email, INVITE_SUBJECT);
    expect(first.text).toContain('Hello Ada');
    expect(first.text).toContain('Arjun Mehta has created a staff account for you');
    expect(first.text).toContain('with the role Mentor');
    expect(first.text).toContain('within 7 days');

    // The list says whom an invitation is still waiting for; the admin sends a new one.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    // Only this user once the search applies.
    await expect(page.getByRole('button', { name: /^Change role of / })).toHaveCount(1);
    await expect(page.getByRole('button', { name: `Change role of ${name}` })).toHaveCount(1);
    await expect(page.getByText('Invitation pending')).toBeVisible();
    await snap(page, 'staff-users-invite-pending');
    await expectAccessible(page, 'staff users with a pending invitation', testInfo, { exclude: [TOASTS] });
    await page.getByRole('button', { name: `Resend the invitation to ${name}` }).click();
    const resend = page.getByRole('dialog', { name: 'Resend the invitation?' });
    await expect(resend).toContainText(`We will email ${name} (${email}) a new link to choose a password. Links sent earlier stop working.`);
    await snap(page, 'staff-resend-invite');
    await expectAccessible(page, 'resend invitation dialog', testInfo, { exclude: [TOASTS] });
    await resend.getByRole('button', { name: 'Send a new invitation' }).click();
    await expect(resend).toBeHidden();
    await expect(page.getByText(`A new invitation is on its way to ${email}.`)).toBeVisible();
    const second = await waitForMail(email, INVITE_SUBJECT, 2);
    expect(invitationPath(second)).not.toBe(invitationPath(first));

    // The person, in a browser of their own: no password works yet; the first link was voided by the resend.
    const own = await browser.newContext();
    const invitee = await own.newPage();
    await invitee.goto('/app/login');
    await submitLogin(invitee, email, password);
    await expect(invitee.getByText('The email or password is incorrect.')).toBeVisible();
    await invitee.goto(invitationPath(first));
    await expect(invitee.getByText('This invitation link cannot be used')).toBeVisible();
    await snap(invitee, 'accept-invite-void');
    await expectAccessible(invitee, 'accept invite: voided link', testInfo);

    await invitee.goto(invitationPath(second));
    await expect(invitee.getByText(`Welcome, Ada. Choose the password you will use to log in as ${email}.`)).toBeVisible();
    await expect(invitee.getByText(/^At least 12 characters\. Not only spaces or one repeated character/)).toBeVisible();
    await expectAccessible(invitee, 'accept invite: choose a password', testInfo);
    await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await invitee.getByRole('textbox', { name: 'Confirm the password' }).fill(password);
    await invitee.getByRole('button', { name: 'Save my password' }).click();
    await expect(invitee.getByText('Your password is saved')).toBeVisible();
    await expect(invitee.getByText(`Log in with ${email} and your new password.`)).toBeVisible();
    await snap(invitee, 'accept-invite-done');
    await expectAccessible(invitee, 'accept invite: password saved', testInfo);
    await invitee.getByRole('link', { name: 'Log in' }).click();
    await expectPath(invitee, '/app/login');
    await submitLogin(invitee, email, password);
    await expect(invitee.getByRole('button', { name: `Account menu of ${name}` })).toBeVisible();
    // Its address counts as confirmed: the link reached it.
    await expect(invitee.getByRole('region', { name: 'Please confirm your email address' })).toHaveCount(0);
    await own.close();

    // The link works once.
    const later = await browser.newContext();
    const again = await later.newPage();
    await again.goto(invitationPath(second));
    await expect(again.getByText('This invitation link cannot be used')).toBeVisible();
    await later.close();

    // Nothing pending any more.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await expect(page.getByRole('button', { name: /^Change role of / })).toHaveCount(1);
    await expect(page.getByRole('button', { name: `Change role of ${name}` })).toHaveCount(1);
    await expect(page.getByText('Invitation pending')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Resend the invitation to ${name}` })).toHaveCount(0);

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
    const other = await browser.newContext();
    const loginPage = await other.newPage();
    await loginPage.goto('/app/login');
    await submitLogin(loginPage, email, password);
    await expect(loginPage.getByText('This account has been deactivated. Please contact support.')).toBeVisible();
    await other.close();
  });
});

test.describe('staff invitation screens', () => {
  test('the new staff dialog, the pending badge and the accept page at 1280 and 390 px, in English and German', async ({ browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const lastName = `Wagner${cap(letters(5))}`;
    const name = `Jonas ${lastName}`;
    const email = `jonas.${letters(8)}@example.com`;
    const admin = await apiLogin(request, 'Admin', 'e2e-invite-screens');
    await apiCall(request, 'POST', '/api/users', {
      session: admin,
      body: { firstName: 'Jonas', lastName, email, countryCode: '+49', mobileNumber: '15123456789', role: 'Editor' },
    });
    const link = invitationPath(await waitForMail(email, INVITE_SUBJECT));

    const texts = {
      'en-US': { add: 'Add staff user', dialog: 'New staff user', search: 'Search users', badge: 'Invitation pending', welcome: 'Welcome, Jonas.' },
      'de-DE': { add: 'Mitarbeiter hinzufügen', dialog: 'Neues Mitarbeiterkonto', search: 'Benutzer suchen', badge: 'Einladung offen', welcome: 'Willkommen, Jonas.' },
    } as const;
    for (const [locale, x] of Object.entries(texts)) {
      const suffix = locale === 'de-DE' ? '-de' : '';
      for (const viewport of [DESKTOP, PHONE]) {
        const context = await browser.newContext({ locale, viewport });
        const page = await context.newPage();
        await useSession(page, admin);
        await page.goto('/app/Others/manageUsersGroups');
        await page.getByRole('searchbox', { name: x.search }).fill(email);
        // Only this user once the search applies.
        await expect(page.getByText(x.badge)).toHaveCount(1);
        await expect(page.getByText(name).first()).toBeVisible();
        await snap(page, `staff-invite-list${suffix}`);
        await page.getByRole('button', { name: x.add }).click();
        await expect(page.getByRole('dialog', { name: x.dialog })).toBeVisible();
        await snap(page, `staff-invite-dialog${suffix}`);
        if (viewport === PHONE) await expectAccessible(page, `new staff dialog ${locale} phone`, testInfo);
        await context.close();

        // The person's side, signed out.
        const own = await browser.newContext({ locale, viewport });
        const invitee = await own.newPage();
        await invitee.goto(link);
        await expect(invitee.getByText(x.welcome)).toBeVisible();
        await snap(invitee, `accept-invite${suffix}`);
        if (viewport === PHONE) await expectAccessible(invitee, `accept invite ${locale} phone`, testInfo);
        await own.close();
      }
    }
  });
});
