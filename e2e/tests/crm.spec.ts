import { apiCall, apiLogin, registerAndLogin, test, expect, expectAccessible, signInAs, waitForMail, TOASTS, snapBoth } from '../fixtures/index.ts';

const RUN = Date.now().toString(36);
/** This run's own visitor (other flows on the shared server add enquiries too). */
const VISITOR = { first: 'Meera', last: `Krishnan ${RUN}`, email: `meera.${RUN}@example.in`, city: `Coimbatore-${RUN}` };

test.describe('admissions CRM', () => {
  test('a visitor registers for the event; staff find the enquiry, plan a follow-up and convert it; a campaign to a filtered audience is sent and its unsubscribe link works logged out', async ({ page, browser, request }, testInfo) => {
    test.setTimeout(240_000);

    // The visitor, not signed in.
    await page.goto('/app/events/erp-career-for-fin-graduates');
    await expect(page.getByRole('heading', { level: 1, name: 'ERP careers for finance graduates' })).toBeVisible();
    await page.getByRole('button', { name: 'Register for free' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill(VISITOR.first);
    await page.getByRole('textbox', { name: 'Last name' }).fill(VISITOR.last);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(VISITOR.email);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(`98${String(Date.now()).slice(-8)}`);
    await page.getByRole('textbox', { name: 'Degree' }).fill('B.Com');
    await page.getByRole('textbox', { name: 'City' }).fill(VISITOR.city);
    await page.getByRole('textbox', { name: 'What would you like the speakers to answer?' }).fill('How do I move from Tally and GST filing to SAP FICO?');
    await snapBoth(page, 'event', () => expect(page.getByRole('button', { name: 'Register for free' })).toBeVisible());
    await expectAccessible(page, 'event page', testInfo);
    // A person takes longer than the form's minimum fill time (3 s); a robot that posts at once is dropped.
    await page.waitForTimeout(3_100);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/enquiries') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Register for free' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole('status').getByText('Thank you: you are registered')).toBeVisible();

    // Admissions staff.
    await signInAs(page, request, 'Admin');
    await page.goto('/app/enquiries/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    const listed = page.waitForResponse((r) => r.url().includes('/api/enquiries?') && r.url().includes('term='));
    await page.getByRole('searchbox', { name: 'Search name, e-mail, mobile or city' }).fill(VISITOR.last);
    await listed;
    await expect(page.getByRole('link', { name: `${VISITOR.first} ${VISITOR.last}` }).first()).toBeVisible();
    await snapBoth(page, 'enquiries', () => expect(page.getByRole('link', { name: `${VISITOR.first} ${VISITOR.last}` }).first()).toBeVisible());
    await expectAccessible(page, 'enquiries', testInfo, { exclude: [TOASTS] });
    await page.getByRole('link', { name: `${VISITOR.first} ${VISITOR.last}` }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: `${VISITOR.first} ${VISITOR.last}` })).toBeVisible();
    await expect(page.getByText('Form submitted (event, erp-career-for-fin-graduates)')).toBeVisible();

    // A follow-up.
    await page.getByRole('textbox', { name: 'Description' }).fill('Call about the January SAP FICO batch');
    const planned = page.waitForResponse((r) => /\/api\/enquiries\/\d+\/followups$/.test(r.url()));
    await page.getByRole('button', { name: 'Plan follow-up' }).click();
    expect((await planned).status()).toBe(200);
    await expect(page.getByText('Call about the January SAP FICO batch').first()).toBeVisible();

    // Convert: a learner account admitted to a course.
    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    const converted = page.waitForResponse((r) => /\/api\/enquiries\/\d+\/convert$/.test(r.url()));
    await page.getByRole('button', { name: 'Convert and admit' }).click();
    expect((await converted).status()).toBe(200);
    await expect(page.getByRole('region', { name: 'On the platform' }).getByText('Admitted', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Enrolled');
    await snapBoth(page, 'enquiry-profile', () => expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible());
    await expectAccessible(page, 'enquiry profile', testInfo, { exclude: [TOASTS] });

    // The pipeline board and the follow-ups calendar.
    await page.goto('/app/enquiryStatus');
    await expect(page.getByRole('heading', { level: 2, name: 'Enrolled' })).toBeVisible();
    await snapBoth(page, 'pipeline', () => expect(page.getByRole('heading', { level: 2, name: 'Enrolled' })).toBeVisible());
    await expectAccessible(page, 'pipeline', testInfo, { exclude: [TOASTS] });
    await page.goto('/app/followups');
    await page.locator('label', { hasText: /^Calendar$/ }).click();
    await expect(page.getByRole('list', { name: 'Calendar' })).toBeVisible();
    await snapBoth(page, 'followups', () => expect(page.getByRole('list', { name: 'Calendar' })).toBeVisible());
    await expectAccessible(page, 'follow-ups calendar', testInfo, { exclude: [TOASTS] });

    // A campaign to a filtered audience: the enquiries of this run's city.
    await page.goto('/app/Others/sendEmail');
    const campaign = `Finance graduates follow-up ${RUN}`;
    await page.getByRole('textbox', { name: 'Campaign name' }).fill(campaign);
    await page.getByRole('textbox', { name: 'Mail subject' }).fill('Your recording, {{name}}');
    await page.getByRole('textbox', { name: 'City' }).fill(VISITOR.city);
    await page.getByRole('button', { name: 'Count recipients' }).click();
    await expect(page.getByText('Reaches 1 people (0 unsubscribed or bounced left out).')).toBeVisible();
    await snapBoth(page, 'send-email', () => expect(page.getByRole('button', { name: 'Count recipients' })).toBeVisible());
    await expectAccessible(page, 'send e-mail', testInfo, { exclude: [TOASTS] });
    await page.getByRole('button', { name: 'Send campaign' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail history' })).toBeVisible();
    await expect(page.getByRole('cell', { name: campaign }).first()).toBeVisible();

    // The mail arrives (job queue -> outbox -> SMTP); its unsubscribe link works without an account.
    const mail = await waitForMail(VISITOR.email, /^Your recording, Meera Krishnan /);
    const link = /https?:\/\/\S+?\/app\/unsubscribe\/[0-9a-f]+/.exec(mail.text.replace(/=\n/g, ''))?.[0];
    expect(link, mail.text.slice(0, 400)).toBeTruthy();
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(campaign) }).getByText('1 (0 suppressed)')).toBeVisible();
    await snapBoth(page, 'email-history', () => expect(page.getByRole('cell', { name: campaign }).first()).toBeVisible());

    const visitor = await browser.newContext();
    const vp = await visitor.newPage();
    await vp.goto(new URL(link!).pathname);
    await expect(vp.getByText(/^Stop campaign e-mails to m\*\*\*@example\.in\?$/)).toBeVisible();
    await vp.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(vp.getByRole('status')).toHaveText('m***@example.in will not receive our campaign e-mails any more.');
    await expectAccessible(vp, 'unsubscribe', testInfo);
    await visitor.close();
  });

  test('someone who registers a demo account appears in Demo Users Leads, and staff qualify the lead', async ({ page, request }, testInfo) => {
    const email = `demo.${Date.now().toString(36)}@example.in`;
    // Registration through the public API (as the sign-up page does); no verification is needed to become a lead.
    await registerAndLogin(request, { firstName: 'Kiran', lastName: 'Rao', email, password: 'Ledger-Close-2026!', countryCode: '+91', mobileNumber: '9876501234' }, { verify: false });
    await signInAs(page, request, 'Admin');
    await page.goto('/app/Others/DemoUsersLeads');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo users leads' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search e-mail' }).fill(email);
    const status = page.getByRole('combobox', { name: `Status of ${email}` });
    await expect(status).toBeVisible();
    const saved = page.waitForResponse((r) => /\/api\/demoLeads\/\d+$/.test(r.url()) && r.request().method() === 'POST');
    const last = status.locator('option').last();
    const [label, value] = [(await last.textContent())!, (await last.getAttribute('value'))!];
    await status.selectOption({ label });
    expect((await saved).status()).toBe(200);
    // The new status is kept: a fresh load shows it.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search e-mail' }).fill(email);
    await expect(page.getByRole('combobox', { name: `Status of ${email}` })).toHaveValue(value);
    await snapBoth(page, 'demo-leads', () => expect(page.getByRole('combobox', { name: `Status of ${email}` })).toBeVisible());
    await expectAccessible(page, 'demo leads', testInfo, { exclude: [TOASTS] });
  });

  test('an editor sets the German hero, a highlighted course and a testimonial with preview; visitors see them on the landing page', async ({ page, browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const editorApi = await apiLogin(request, 'Editor', 'e2e-landing-editor');
    // The landing page is shared by every flow on this server: put back what was there, whatever happens.
    const original = await apiCall<{ Hero: unknown; CourseIDs: number[]; Testimonials: unknown[] }>(request, 'GET', '/api/landing/edit', { session: editorApi });
    const title = `Werden Sie SAP-FICO-Beraterin oder -Berater ${RUN}`;
    const quote = `Die Rückmeldungen der Mentoren waren wie ein echtes Projekt ${RUN}.`;
    try {
      await signInAs(page, request, 'Editor');
      await page.goto('/app/admin/manage/landingPage');
      await expect(page.getByRole('heading', { level: 1, name: 'Landing Page' })).toBeVisible();
      await expect(page.getByTestId('landing-preview-title')).toHaveText('Become a job-ready ERP consultant');

      await page.getByText('German', { exact: true }).click();
      // Nothing typed for German yet: the preview shows the page's own German title.
      await expect(page.getByTestId('landing-preview-title')).toHaveText('Werden Sie einsatzbereiter ERP-Berater');
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await page.getByRole('textbox', { name: 'Line above the title' }).fill('Neue Kohorte im März');
      await expect(page.getByTestId('landing-preview-title')).toHaveText(title);

      // A testimonial without its quote is refused on the spot.
      await page.getByRole('button', { name: 'Add a testimonial' }).click();
      const first = page.getByRole('group', { name: 'Testimonial 1' });
      await first.getByRole('textbox', { name: 'Name' }).fill('Priya Sharma');
      await page.getByRole('button', { name: 'Save the landing page' }).click();
      await expect(first.getByText('This field is required').or(first.getByText('Required'))).toBeVisible();
      await first.getByRole('textbox', { name: 'Role or company' }).fill('SAP FICO consultant, Pune');
      await first.getByRole('textbox', { name: 'Quote' }).fill(quote);

      await page.getByRole('combobox', { name: 'Courses' }).click();
      const option = page.getByRole('option').first();
      const courseTitle = (await option.textContent())!.trim();
      await option.click();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('landing-preview').getByText(courseTitle)).toBeVisible();
      await expect(page.getByTestId('landing-preview').getByText(quote)).toBeVisible();
      await snapBoth(page, 'landing-editor', () => expect(page.getByTestId('landing-preview-title')).toHaveText(title));
      await expectAccessible(page, 'landing editor', testInfo, { exclude: [TOASTS] });

      const saved = page.waitForResponse((r) => r.url().endsWith('/api/landing') && r.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Save the landing page' }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.locator(TOASTS).getByText('Landing page saved: visitors see it now.')).toBeVisible();

      // A visitor: English keeps the built-in hero; German shows the edited one; both show the course and the quote.
      const visitor = await browser.newContext({ locale: 'en-US' });
      const home = await visitor.newPage();
      await home.goto('/');
      await expect(home.getByRole('heading', { level: 1, name: 'Become a job-ready ERP consultant' })).toBeVisible();
      await expect(home.getByRole('heading', { level: 2, name: 'Featured programmes' })).toBeVisible();
      await expect(home.getByRole('link', { name: courseTitle })).toHaveAttribute('href', /^\/app\/courselanding\/[^/]+\/overview$/);
      await expect(home.getByText(quote)).toBeVisible();
      await home.getByRole('combobox', { name: 'Language' }).selectOption('de');
      await expect(home.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(home.getByText('Neue Kohorte im März')).toBeVisible();
      // The text under the title was left empty: the page's own German text stays.
      await expect(home.getByText(/^Strukturierte Kurse, bewertete Tests/)).toBeVisible();
      await expect(home.getByRole('heading', { level: 2, name: 'Was unsere Lernenden sagen' })).toBeVisible();
      await snapBoth(home, 'landing-edited', () => expect(home.getByRole('heading', { level: 1, name: title })).toBeVisible());
      await expectAccessible(home, 'landing page with edited content', testInfo);
      await visitor.close();
    } finally {
      await apiCall(request, 'PUT', '/api/landing', { session: editorApi, body: { Hero: original.Hero, CourseIDs: original.CourseIDs, Testimonials: original.Testimonials } });
    }
  });
});
