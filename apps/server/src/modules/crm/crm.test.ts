import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createCourse } from '../courses/course-factories.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp({ config: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  admin = await t.createUser({ role: 'Admin' });
});
afterAll(() => t.close());

let seq = 0;
const enquiry = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    Name: 'Nikhil', LastName: `Kulkarni${seq}`, Email: `nikhil${seq}@example.com`, CountryCode: '+91', MobileNumber: `91234${String(56780 + seq).padStart(5, '0')}`,
    City: 'Pune', EnquiryDescription: 'I am a B.Com graduate and want to become an SAP FICO consultant.', StartedAt: t.clock.now().getTime() - 10_000, ...over,
  };
};
const rows = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[]));
async function find(term: string) {
  const res = await t.as(admin)({ url: `/api/enquiries?term=${encodeURIComponent(term)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as Record<string, unknown>[];
}

describe('POST /api/enquiries', () => {
  it('should file an enquiry from a visitor with status New and its source, answering the same for any address', async () => {
    const body = enquiry({ Source: 'event', Purpose: 'erp-career-for-fin-graduates' });
    const res = await t.request({ method: 'POST', url: '/api/enquiries', body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ Received: true });
    const [e] = await find(body.LastName);
    expect(e).toMatchObject({ Name: 'Nikhil', City: 'Pune', Status: 'New', Purpose: 'erp-career-for-fin-graduates', Source: 'event', Submissions: 1 });
  });

  it('should merge a repeat from the same e-mail or mobile within a day into the existing enquiry', async () => {
    const first = enquiry();
    await t.request({ method: 'POST', url: '/api/enquiries', body: first });
    const again = await t.request({ method: 'POST', url: '/api/enquiries', body: { ...first, LastName: first.LastName, Email: `other${seq}@example.com`, EnquiryDescription: 'Also: weekend batches?' } });
    expect(again.json()).toEqual((await t.request({ method: 'POST', url: '/api/enquiries', body: enquiry() })).json());
    const found = await find(first.LastName);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ Submissions: 2 });
    expect(found[0]!.EnquiryDescription).toContain('weekend batches');
    const profile = (await t.as(admin)({ url: `/api/enquiryProfile/${found[0]!.ID}` })).json().data;
    expect(profile.timeline.filter((x: { Kind: string }) => x.Kind === 'submission')).toHaveLength(2);
  });

  it('should store nothing from a robot: honeypot filled or sent faster than a person can', async () => {
    const bot = enquiry({ Website: 'http://spam.example' });
    expect((await t.request({ method: 'POST', url: '/api/enquiries', body: bot })).statusCode).toBe(200);
    const fast = enquiry({ StartedAt: t.clock.now().getTime() - 500 });
    expect((await t.request({ method: 'POST', url: '/api/enquiries', body: fast })).statusCode).toBe(200);
    expect(await find(bot.LastName)).toHaveLength(0);
    expect(await find(fast.LastName)).toHaveLength(0);
  });

  it('should list each bad field and store nothing when the input is invalid', async () => {
    const res = await t.request({ method: 'POST', url: '/api/enquiries', body: enquiry({ Email: 'x', MobileNumber: '1', EnquiryDescription: '' }) });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.Email', 'body.MobileNumber', 'body.EnquiryDescription']));
  });

  it('should put a phone number invalid for its country on MobileNumber', async () => {
    const res = await t.request({ method: 'POST', url: '/api/enquiries', body: enquiry({ MobileNumber: '12345' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.MobileNumber']);
  });

  it('should answer 429 past the public form limit from one address (declared beside the endpoint)', async () => {
    const limited = await createTestApp({ config: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const send = () => limited.request({ method: 'POST', url: '/api/enquiries', body: enquiry(), ip: '203.0.113.9' });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('staff enquiries', () => {
  it('should record a phone enquiry owned by the recorder, filter by source and owner, and answer 403 to a learner', async () => {
    const body = enquiry({ Source: 'phone', Purpose: 'registration', City: 'Nagpur' });
    const res = await t.as(admin)({ method: 'POST', url: '/api/enquiries/record', body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ Source: 'phone', OwnerID: admin.id, Purpose: 'registration' });
    const list = (await t.as(admin)({ url: `/api/enquiries?source=phone&ownerId=${admin.id}&city=nagpur` })).json().data;
    expect(list.items.map((i: { LastName: string }) => i.LastName)).toContain(body.LastName);
    expect((await t.as(admin)({ url: '/api/enquiries?source=event&city=nagpur' })).json().data.total).toBe(0);
    const learner = await t.createUser();
    expect((await t.as(learner)({ url: '/api/enquiries' })).statusCode).toBe(403);
    expect((await t.as(learner)({ method: 'POST', url: '/api/enquiries/record', body })).statusCode).toBe(403);
  });

  it('should move an enquiry through the pipeline, assign an owner, and show both on the timeline', async () => {
    const body = enquiry();
    await t.request({ method: 'POST', url: '/api/enquiries', body });
    const [e] = await find(body.LastName);
    const moved = await t.as(admin)({ method: 'POST', url: `/api/enquiries/${e!.ID}/status`, body: { Status: 'Interested' } });
    expect(moved.json().data.Status).toBe('Interested');
    const owned = await t.as(admin)({ method: 'POST', url: `/api/enquiries/${e!.ID}/owner`, body: { OwnerID: admin.id } });
    expect(owned.json().data.OwnerID).toBe(admin.id);
    const learner = await t.createUser();
    const bad = await t.as(admin)({ method: 'POST', url: `/api/enquiries/${e!.ID}/owner`, body: { OwnerID: learner.id } });
    expect(bad.statusCode).toBe(400);
    const board = (await t.as(admin)({ url: '/api/enquiryStatus' })).json().data;
    const interested = board.find((c: { Status: string }) => c.Status === 'Interested');
    expect(interested.Count).toBeGreaterThanOrEqual(1);
    expect(interested.Items.map((i: { ID: number }) => i.ID)).toContain(e!.ID);
    const profile = (await t.as(admin)({ url: `/api/enquiryProfile/${e!.ID}` })).json().data;
    expect(profile.timeline.map((x: { Kind: string; Text: string }) => `${x.Kind}:${x.Text}`)).toEqual(expect.arrayContaining(['status:New → Interested', expect.stringMatching(/^owner:Assigned to /)]));
    expect((await t.as(admin)({ url: '/api/enquiryProfile/999999' })).statusCode).toBe(404);
  });

  it('should export the filtered enquiries as CSV and XLSX', async () => {
    const body = enquiry({ City: 'Kochi' });
    await t.request({ method: 'POST', url: '/api/enquiries', body });
    const csv = await t.as(admin)({ url: '/api/enquiries/export?city=kochi' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('EnquiryDescription');
    expect(csv.body).toContain(body.LastName);
    expect(csv.body).not.toContain('Pune');
    const xlsx = await t.as(admin)({ url: '/api/enquiries/export?format=xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('should convert an enquiry into a learner admitted to a course, and show their behaviour after', async () => {
    const course = await createCourse(t, admin);
    const body = enquiry();
    await t.request({ method: 'POST', url: '/api/enquiries', body });
    const [e] = await find(body.LastName);
    const res = await t.as(admin)({ method: 'POST', url: `/api/enquiries/${e!.ID}/convert`, body: { CourseID: course.ID } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ CreatedAccount: true, Admitted: true });
    const again = await t.as(admin)({ method: 'POST', url: `/api/enquiries/${e!.ID}/convert`, body: { CourseID: course.ID } });
    expect(again.json().data).toMatchObject({ UserID: res.json().data.UserID, CreatedAccount: false, Admitted: false });
    const profile = (await t.as(admin)({ url: `/api/enquiryProfile/${e!.ID}` })).json().data;
    expect(profile.enquiry).toMatchObject({ Status: 'Enrolled', UserID: res.json().data.UserID });
    expect(profile.behaviour.CoursesPreviewed).toEqual([expect.objectContaining({ CourseID: course.ID, Admitted: true })]);
  });

  it('should leave no account, admission or status change behind when the admission fails', async () => {
    const body = enquiry();
    await t.request({ method: 'POST', url: '/api/enquiries', body });
    const [e] = await find(body.LastName);
    const res = await t.as(admin)({ method: 'POST', url: `/api/enquiries/${e!.ID}/convert`, body: { CourseID: 987_654 } });
    expect(res.statusCode, res.body).toBe(404);
    const accounts = rows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from users where lower(email) = ${body.Email.toLowerCase()}`));
    expect(accounts[0]!.n).toBe(0);
    const profile = (await t.as(admin)({ url: `/api/enquiryProfile/${e!.ID}` })).json().data;
    expect(profile.enquiry).toMatchObject({ Status: 'New', UserID: null });
    expect(profile.timeline.map((x: { Kind: string }) => x.Kind)).not.toContain('converted');
  });
});

describe('follow-ups', () => {
  it('should plan a follow-up, list it by dates, remind its owner once at the time, and feed it to their calendar', async () => {
    const body = enquiry();
    await t.request({ method: 'POST', url: '/api/enquiries', body });
    const [e] = await find(body.LastName);
    const due = new Date(t.clock.now().getTime() + 60 * 60_000);
    const date = due.toISOString().slice(0, 10);
    const time = due.toISOString().slice(11, 16);
    const res = await t.as(admin)({ method: 'POST', url: `/api/enquiries/${e!.ID}/followups`, body: { FollowupDate: date, FollowupTime: time, Description: 'Call about the weekend batch' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ FollowupDate: date, FollowupTime: time, Status: 'Open', OwnerID: admin.id, Name: `Nikhil ${body.LastName}` });
    const between = (await t.as(admin)({ url: `/api/followup/getFollowups/${date}/${date}` })).json().data;
    expect(between.map((f: { ID: number }) => f.ID)).toContain(res.json().data.ID);
    expect((await t.as(admin)({ url: '/api/followup/getFollowups/2020-13-01/2020-01-01' })).statusCode).toBe(400);

    expect(await t.services.crm.sendDueReminders()).toBe(0);
    t.clock.advance(61 * 60_000);
    expect(await t.services.crm.sendDueReminders()).toBe(1);
    expect(await t.services.crm.sendDueReminders()).toBe(0);
    const mails = rows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from mail_outbox where idempotency_key = ${`followup-reminder:${res.json().data.ID}`}`));
    expect(mails[0]!.n).toBe(1);
    const notes = (await t.as(admin)({ url: '/api/userNotifications' })).json().data;
    expect(JSON.stringify(notes)).toContain(`Follow up with Nikhil ${body.LastName}`);

    const feed = await t.as(admin)({ method: 'POST', url: '/api/followup/calendarFeed' });
    const url = new URL(feed.json().data.Url);
    const ics = await t.request({ url: url.pathname });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain(`Follow up: Nikhil ${body.LastName}`);
    await t.as(admin)({ method: 'POST', url: '/api/followup/calendarFeed' });
    expect((await t.request({ url: url.pathname })).statusCode).toBe(404);
  });

  it('should refuse a follow-up owner outside the admissions team (reminders carry the contact details)', async () => {
    const body = enquiry();
    await t.request({ method: 'POST', url: '/api/enquiries', body });
    const [e] = await find(body.LastName);
    const learner = await t.createUser();
    const res = await t.as(admin)({ method: 'POST', url: `/api/enquiries/${e!.ID}/followups`, body: { FollowupDate: '2030-01-01', FollowupTime: '10:00', Description: 'Call', OwnerID: learner.id } });
    expect(res.statusCode).toBe(400);
    expect((await t.as(admin)({ url: '/api/followup/getFollowups/2030-01-01/2030-01-01' })).json().data).toHaveLength(0);
  });

  it('should stop a calendar feed once its owner is no longer active admissions staff', async () => {
    const staff = await t.createUser({ role: 'Admin' });
    const url = new URL((await t.as(staff)({ method: 'POST', url: '/api/followup/calendarFeed' })).json().data.Url);
    expect((await t.request({ url: url.pathname })).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set active = false where id = ${staff.id}`);
    expect((await t.request({ url: url.pathname })).statusCode).toBe(404);
  });
});

describe('newsletter and demo leads', () => {
  it('should answer a sign-up alike whether the address is known, and confirm it with the mailed link', async () => {
    const email = `reader${Date.now()}@example.com`;
    const a = await t.request({ method: 'POST', url: '/api/subscribe', body: { Email: email, StartedAt: t.clock.now().getTime() - 10_000 } });
    const b = await t.request({ method: 'POST', url: '/api/subscribe', body: { Email: email, StartedAt: t.clock.now().getTime() - 10_000 } });
    expect(a.json()).toEqual(b.json());
    expect(a.statusCode, a.body).toBe(200);
    const [mail] = rows<{ text_body: string }>(await t.database.db.execute(sql`select text_body from mail_outbox where to_address = ${email} order by id desc limit 1`));
    const token = /token=([\w-]+)/.exec(mail!.text_body)![1]!;
    expect((await t.request({ method: 'POST', url: '/api/subscribe/confirm', body: { Token: token } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/subscribe/confirm', body: { Token: token } })).statusCode).toBe(404);
  });

  it('should list demo leads and change a status from the status list', async () => {
    await t.services.crm.recordDemoLead(`demo${Date.now()}@example.com`, null);
    const list = (await t.as(admin)({ url: '/api/demoLeads' })).json().data;
    const lead = list.items[0];
    expect(lead).toMatchObject({ Status: 1, StatusName: 'New' });
    const res = await t.as(admin)({ method: 'POST', url: `/api/demoLeads/${lead.ID}`, body: { Status: 3 } });
    expect(res.json()).toMatchObject({ status: 200, message: 'Success', data: true });
    const statuses = (await t.as(admin)({ url: '/api/DemoLeads/getLeadStatus' })).json().data;
    expect(statuses.map((s: { StatusName: string }) => s.StatusName)).toEqual(['New', 'Contacted', 'Demo Scheduled', 'Demo Done', 'Converted', 'Dropped']);
    const after = (await t.as(admin)({ url: `/api/demoLeads?term=${encodeURIComponent(lead.EmailID)}` })).json().data.items[0];
    expect(after.StatusName).toBe('Demo Scheduled');
    expect((await t.as(admin)({ method: 'POST', url: `/api/demoLeads/${lead.ID}`, body: { Status: 9 } })).statusCode).toBe(400);
  });
});

describe('the landing page (PUT /api/landing, GET /api/landing)', () => {
  const hero = { Eyebrow: 'Admissions open', Title: 'Become an SAP FICO consultant in 16 weeks', Lead: 'Live mentors, real projects.' };
  const quote = { Name: 'Priya S.', Role: 'SAP FICO consultant', Quote: 'The mentor reviews were like a real project. <b>Hired</b> in 3 months.' };

  it('should show visitors the saved hero, only published highlighted courses in order, and the testimonials', async () => {
    const editor = await t.createUser({ role: 'Editor' });
    const published = await createCourse(t, admin, { Title: 'SAP FICO Professional' });
    const draft = await createCourse(t, admin, { Title: 'SAP MM draft', Status: 'draft' });
    const empty = await t.request({ url: '/api/landing' });
    expect(empty.json().data).toEqual({ Hero: {}, Courses: [], Testimonials: [] });

    const res = await t.as(editor)({ method: 'PUT', url: '/api/landing', body: { Hero: { en: hero }, CourseIDs: [draft.ID, published.ID], Testimonials: [quote] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      CourseIDs: [draft.ID, published.ID], UpdatedBy: expect.any(String),
      Courses: [expect.objectContaining({ ID: draft.ID, Published: false }), expect.objectContaining({ ID: published.ID, Title: 'SAP FICO Professional', Published: true })],
    });
    const pub = await t.request({ url: '/api/landing' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toEqual({
      Hero: { en: hero }, Testimonials: [quote],
      Courses: [{ ID: published.ID, Title: 'SAP FICO Professional', Url: expect.any(String), Image: null, Duration: '4 weeks' }],
    });
    const audit = rows<{ summary: string }>(await t.database.db.execute(sql`select summary from audit_log where action = 'landing.update' order by id desc limit 1`));
    expect(audit[0]!.summary).toBe('Updated the landing page (1 hero language, 2 courses, 1 testimonial)');
  });

  it('should refuse learners and visitors, an unknown course, an empty title and a seventh testimonial, changing nothing', async () => {
    const before = (await t.request({ url: '/api/landing' })).json().data;
    const learner = await t.createUser({ role: 'Trainee' });
    const body = { Hero: { de: hero }, CourseIDs: [], Testimonials: [] };
    expect((await t.as(learner)({ method: 'PUT', url: '/api/landing', body })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: '/api/landing', body })).statusCode).toBe(401);
    expect((await t.as(learner)({ url: '/api/landing/edit' })).statusCode).toBe(403);
    const unknown = await t.as(admin)({ method: 'PUT', url: '/api/landing', body: { ...body, CourseIDs: [987_654] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('body.CourseIDs');
    const bad = await t.as(admin)({ method: 'PUT', url: '/api/landing', body: { Hero: { es: { ...hero, Title: '' } }, CourseIDs: [], Testimonials: Array.from({ length: 7 }, () => quote) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['body.Hero.es.Title', 'body.Testimonials']));
    expect((await t.request({ url: '/api/landing' })).json().data).toEqual(before);
  });
});
