import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { PASSWORD_MESSAGES } from '@app/contracts/validation';
import { INVITE_TTL_DAYS } from '@app/contracts/users';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import { users } from './users.tables.ts';

/*
 * Staff invitations: an admin creates a staff account without a password; the person gets a single-use link by
 * mail (through the outbox) and chooses the password; the admin may resend the invitation.
 */

let t: TestApp;
let superAdmin: Awaited<ReturnType<TestApp['createUser']>>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let mentor: Awaited<ReturnType<TestApp['createUser']>>;
let trainee: Awaited<ReturnType<TestApp['createUser']>>;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { LOGIN_ATTEMPTS_PER_IP: '1000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  superAdmin = await t.createUser({ role: 'SuperAdmin' });
  admin = await t.createUser({ role: 'Admin' });
  mentor = await t.createUser({ role: 'Mentor' });
  trainee = await t.createUser({ role: 'Trainee' });
});
afterAll(() => t.close());

const PASSWORD = 'Granite-Owl-55';

/** A new staff person's details with an address of their own. */
function staff(role = 'Mentor') {
  counter += 1;
  return { firstName: 'Kavya', lastName: 'Rao', email: `kavya.${counter}@example.com`, countryCode: '+91', mobileNumber: '9812345678', role };
}

/** Every mail written to the outbox for an address, oldest first. */
const mails = (email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));

/** The token of the invitation link in the latest mail to an address. */
async function inviteToken(email: string) {
  const text = (await mails(email)).at(-1)?.textBody ?? '';
  const token = /\/app\/accept-invite\/([^\s]+)/.exec(text)?.[1];
  expect(token, `an invitation link in: ${text}`).toBeTruthy();
  return decodeURIComponent(token!);
}

/**
 * A request as a user with a fresh session: some tests move the clock past the invitation's lifetime, which is
 * longer than a session's.
 */
function as(user: { id: number }) {
  return async (o: Parameters<TestApp['request']>[0]) => {
    const session = await t.services.sessions.start(user.id, undefined, { ip: '127.0.0.1' });
    return t.request({ ...o, token: session.token, userId: user.id });
  };
}

const login = (email: string, password: string) => t.request({ method: 'POST', url: '/api/auth/login', body: { email, password } });
const accept = (token: string, password = PASSWORD) =>
  t.request({ method: 'POST', url: '/api/auth/accept-invite', body: { token, password } });
const details = (token: string) => t.request({ method: 'POST', url: '/api/auth/invitation', body: { token } });
const resend = (who: { id: number }, id: number) => as(who)({ method: 'POST', url: `/api/users/${id}/resend-invite` });

/** Creates a staff account as the admin; its row. */
async function invite(body = staff(), who = admin) {
  const res = await as(who)({ method: 'POST', url: '/api/users', body });
  expect(res.statusCode).toBe(200);
  return { ...body, id: res.json().data.ID as number, row: res.json().data };
}

async function listed(email: string) {
  const items = (await as(admin)({ url: `/api/users?term=${encodeURIComponent(email)}` })).json().data.items;
  return items[0] as { InvitePending: boolean; InvitedOn: string | null };
}

const countUsers = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email))).length;

describe('POST /api/users (invitation)', () => {
  it('should mail a single-use link to set the password, and refuse to log in before it is used', async () => {
    const k = await invite();
    expect(k.row).toMatchObject({ Email: k.email, Role: 'Mentor', InvitePending: true });

    const [mail, ...more] = await mails(k.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`You are invited to ${t.config.BRAND}`);
    expect(mail!.textBody).toContain('Hello Kavya');
    expect(mail!.textBody).toContain('with the role Mentor');
    expect(mail!.textBody).toContain(`within ${INVITE_TTL_DAYS} days`);
    expect(mail!.textBody).toMatch(new RegExp(`${t.config.APP_URL}/app/accept-invite/[\\w-]{40,}`));
    expect(mail!.textBody).toContain(`${t.config.APP_URL}/app/login`);
    // Signed with the name of the admin who invited.
    expect(mail!.textBody).toMatch(/Test User \d+ has created a staff account for you/);

    // No password works yet; the answer is the one for any wrong password.
    for (const password of [PASSWORD, '', 'x'.repeat(12)]) {
      const res = await login(k.email, password || 'anything');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect' });
    }
    expect(await listed(k.email)).toMatchObject({ InvitePending: true, InvitedOn: expect.any(String) });
  });

  it('should set the password through the link once, confirm the address, and let the person log in', async () => {
    const k = await invite();
    const token = await inviteToken(k.email);

    const who = await details(token);
    expect(who.statusCode).toBe(200);
    expect(who.json().data).toMatchObject({ FirstName: 'Kavya', LastName: 'Rao', Email: k.email });
    const expires = new Date(who.json().data.ExpiresAt).getTime() - t.clock.now().getTime();
    expect(Math.round(expires / 86_400_000)).toBe(INVITE_TTL_DAYS);

    const res = await accept(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Your password is set; please log in', data: { Email: k.email } });
    // A mailed link is not a login.
    expect(res.headers['set-cookie']).toBeUndefined();

    const session = await login(k.email, PASSWORD);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user).toMatchObject({ role: 'Mentor', email: k.email, EmailVerified: true });
    expect(await listed(k.email)).toMatchObject({ InvitePending: false, InvitedOn: null });

    // The link works once.
    const again = await accept(token, 'Another-Owl-77');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_INVALID', message: expect.stringMatching(/invitation link has expired, was already used/) });
    expect((await details(token)).json().code).toBe('TOKEN_INVALID');
    expect((await login(k.email, 'Another-Owl-77')).statusCode).toBe(401);
  });

  it.each([
    ['the last name', 'rao-granite-owl-55', PASSWORD_MESSAGES.personal],
    ["the email's local part", 'Kavya.3-Granite', PASSWORD_MESSAGES.personal],
    ['twelve spaces', ' '.repeat(12), PASSWORD_MESSAGES.trivial],
    ['eight characters', 'Granite8', 'At least 12 characters'],
    ['a common password', 'qwerty123456', PASSWORD_MESSAGES.common],
  ])('should refuse a password that is %s on the password field and keep the link usable', async (_, password, message) => {
    const k = await invite();
    const token = await inviteToken(k.email);
    const res = await accept(token, password.replace('Kavya.3', k.email.split('@')[0]!));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'body.password', message });
    expect((await accept(token)).statusCode).toBe(200);
  });

  it(`should refuse a link older than ${INVITE_TTL_DAYS} days`, async () => {
    const k = await invite();
    const token = await inviteToken(k.email);
    t.clock.advance(INVITE_TTL_DAYS * 86_400_000 + 60_000);
    const res = await accept(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TOKEN_INVALID');
    expect((await details(token)).statusCode).toBe(400);
    // Still pending: the admin sees whom to send a new invitation to.
    expect(await listed(k.email)).toMatchObject({ InvitePending: true });
  });

  it('should answer an unknown token like a used one', async () => {
    const res = await accept('x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TOKEN_INVALID');
  });

  it.each([
    ['a password (no longer taken)', { password: PASSWORD }],
    ['an invalid email', { email: 'not-an-email' }],
    ['a Trainee role', { role: 'Trainee' }],
    ['a phone number that is not valid for its country code', { mobileNumber: '12' }],
  ])('should answer 400 to %s and create nothing, mail nothing', async (_, change) => {
    const body = { ...staff(), ...change };
    const res = await as(admin)({ method: 'POST', url: '/api/users', body });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await countUsers(body.email)).toBe(0);
    expect(await mails(body.email)).toEqual([]);
  });

  it('should answer 409 to an address already taken and mail nothing', async () => {
    const res = await as(admin)({ method: 'POST', url: '/api/users', body: { ...staff(), email: mentor.email } });
    expect(res.statusCode).toBe(409);
    expect(await mails(mentor.email)).toEqual([]);
  });

  it.each([['a trainee', () => trainee], ['a mentor', () => mentor]])('should answer 403 to %s and create nothing', async (_, who) => {
    const body = staff();
    const res = await as(who())({ method: 'POST', url: '/api/users', body });
    expect(res.statusCode).toBe(403);
    expect(await countUsers(body.email)).toBe(0);
    expect(await mails(body.email)).toEqual([]);
  });

  it('should let only a SuperAdmin invite an Admin', async () => {
    const body = staff('Admin');
    expect((await as(admin)({ method: 'POST', url: '/api/users', body })).statusCode).toBe(403);
    expect(await mails(body.email)).toEqual([]);
    await invite(body, superAdmin);
    expect(await mails(body.email)).toHaveLength(1);
  });
});

describe('POST /api/users/:id/resend-invite', () => {
  it('should mail a new link and void the earlier one', async () => {
    const k = await invite();
    const first = await inviteToken(k.email);
    const before = (await listed(k.email)).InvitedOn!;
    t.clock.advance(60_000);

    const res = await resend(admin, k.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ID: k.id, InvitePending: true });
    expect(new Date(res.json().data.InvitedOn).getTime()).toBeGreaterThan(new Date(before).getTime());
    expect(await mails(k.email)).toHaveLength(2);
    const second = await inviteToken(k.email);
    expect(second).not.toBe(first);

    expect((await accept(first)).json().code).toBe('TOKEN_INVALID');
    expect((await accept(second)).statusCode).toBe(200);
    expect((await login(k.email, PASSWORD)).statusCode).toBe(200);
  });

  it('should bring an expired invitation back to life', async () => {
    const k = await invite();
    t.clock.advance(INVITE_TTL_DAYS * 86_400_000 + 60_000);
    expect((await resend(admin, k.id)).statusCode).toBe(200);
    expect((await accept(await inviteToken(k.email))).statusCode).toBe(200);
  });

  it('should refuse with 422 once the password is set, and mail nothing', async () => {
    const k = await invite();
    await accept(await inviteToken(k.email));
    const res = await resend(admin, k.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'RULE_VIOLATED', message: 'This person has already chosen a password: there is no invitation to resend' });
    expect(await mails(k.email)).toHaveLength(1);
    // Accounts that never were invited have nothing to resend either.
    expect((await resend(admin, mentor.id)).statusCode).toBe(422);
  });

  it('should refuse with 422 for a deactivated account, whose link stops working too', async () => {
    const k = await invite();
    const token = await inviteToken(k.email);
    expect((await as(admin)({ method: 'POST', url: `/api/users/${k.id}/deactivate` })).statusCode).toBe(200);
    const res = await resend(admin, k.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/deactivated/);
    expect((await accept(token)).json().code).toBe('TOKEN_INVALID');
    expect(await mails(k.email)).toHaveLength(1);
  });

  it('should end the invitation when the person resets the password instead', async () => {
    const k = await invite();
    const token = await inviteToken(k.email);
    expect((await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: k.email } })).statusCode).toBe(200);
    const resetText = (await mails(k.email)).at(-1)!.textBody;
    const resetToken = decodeURIComponent(/token=([^\s]+)/.exec(resetText)![1]!);
    expect((await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token: resetToken, password: PASSWORD } })).statusCode).toBe(200);
    expect(await listed(k.email)).toMatchObject({ InvitePending: false });
    expect((await accept(token, 'Another-Owl-77')).json().code).toBe('TOKEN_INVALID');
    expect((await login(k.email, PASSWORD)).statusCode).toBe(200);
  });

  it('should allow 3 resends an hour per account, then answer 429 and keep the last link working', async () => {
    const k = await invite();
    for (let i = 0; i < 3; i++) expect((await resend(admin, k.id)).statusCode).toBe(200);
    const last = await inviteToken(k.email);
    const res = await resend(admin, k.id);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(await mails(k.email)).toHaveLength(4);
    expect((await accept(last)).statusCode).toBe(200);
  });

  it.each([['a trainee', () => trainee], ['a mentor', () => mentor]])('should answer 403 to %s and mail nothing', async (_, who) => {
    const k = await invite();
    const token = await inviteToken(k.email);
    expect((await resend(who(), k.id)).statusCode).toBe(403);
    expect(await mails(k.email)).toHaveLength(1);
    expect((await details(token)).statusCode).toBe(200);
  });

  it("should answer 403 to an admin for an Admin's invitation, and 404 for an unknown account", async () => {
    const k = await invite(staff('Admin'), superAdmin);
    expect((await resend(admin, k.id)).statusCode).toBe(403);
    expect((await resend(superAdmin, k.id)).statusCode).toBe(200);
    expect((await resend(admin, 999_999)).statusCode).toBe(404);
  });

  it('should answer 400 to an id that is not one', async () => {
    expect((await resend(admin, 'abc' as unknown as number)).statusCode).toBe(400);
  });
});
