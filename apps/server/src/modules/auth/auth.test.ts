import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { REGISTERED_MESSAGE, VERIFIED_MESSAGE } from '@app/contracts/auth';
import { PASSWORD_MESSAGES } from '@app/contracts/validation';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { requireVerified } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import { sessions } from './auth.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_ATTEMPTS_PER_IP: '1000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

const device = { screenWidth: 1920, screenHeight: 1080, userAgent: 'Mozilla/5.0 Test', platform: 'Linux', isMobile: false };
const registration = (email: string) => ({
  firstName: 'Asha', lastName: 'Verma', email, password: 'Blue-Lantern-77', countryCode: '+91', mobileNumber: '9876543210',
});

async function login(email: string, password: string, ip?: string) {
  return t.request({ method: 'POST', url: '/api/auth/login', body: { email, password, device }, ...(ip ? { ip } : {}) });
}

/** Every mail written to the outbox for an address, oldest first. */
async function mails(email: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));
}
const lastMail = async (email: string) => (await mails(email)).at(-1);

/** The reset token in the last mail sent to an address. */
async function lastResetToken(email: string) {
  const text = (await lastMail(email))?.textBody ?? '';
  return decodeURIComponent(/token=([^\s]+)/.exec(text)?.[1] ?? '');
}

/** The token of the verification link in the last mail sent to an address. */
async function lastVerifyToken(email: string) {
  const text = (await lastMail(email))?.textBody ?? '';
  return decodeURIComponent(/\/app\/verify-email\/([^\s]+)/.exec(text)?.[1] ?? '');
}

async function sessionCount(userId: number) {
  return (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe('POST /api/auth/register', () => {
  it('should create an unverified trainee, answer without a session and mail a verification link when the email is new', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: registration('asha@example.com') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: REGISTERED_MESSAGE, data: null });
    const mail = await lastMail('asha@example.com');
    expect(mail?.subject).toBe(`Confirm your email address for ${t.config.BRAND}`);
    expect(mail?.textBody).toContain('Hello Asha');
    expect(mail?.textBody).toContain('within 48 hours');
    expect(mail?.textBody).toMatch(new RegExp(`${t.config.APP_URL}/app/verify-email/[\\w-]{40,}`));
    const session = await login('asha@example.com', 'Blue-Lantern-77');
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user).toMatchObject({ role: 'Trainee', email: 'asha@example.com', name: 'Asha Verma', country: '+91', EmailVerified: false });
  });

  it('should answer exactly as for a new email, start no session and mail the owner a notice when the email is taken in any case', async () => {
    const owner = await t.createUser({ email: 'taken@example.com' });
    const before = await sessionCount(owner.id);
    const taken = await t.request({ method: 'POST', url: '/api/auth/register', body: { ...registration('TAKEN@example.com'), password: 'Another-Lantern-78' } });
    const fresh = await t.request({ method: 'POST', url: '/api/auth/register', body: registration('fresh-one@example.com') });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(fresh.json());
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(await sessionCount(owner.id)).toBe(before);
    // The account is untouched: its password is still the old one.
    expect((await login(owner.email, 'Another-Lantern-78')).statusCode).toBe(401);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    const notice = await lastMail('taken@example.com');
    expect(notice?.subject).toMatch(/Someone tried to create .* account with your email address/);
    expect(notice?.textBody).toContain(`${t.config.APP_URL}/app/login`);
    expect(notice?.textBody).toContain(`${t.config.APP_URL}/app/forgot-password`);
    expect(notice?.textBody).not.toContain('verify-email');
  });

  it('should mail an existing account at most one notice an hour however often its address is tried', async () => {
    const owner = await t.createUser({ email: 'tried-often@example.com' });
    for (let i = 0; i < 3; i++) {
      expect((await t.request({ method: 'POST', url: '/api/auth/register', body: registration(owner.email) })).statusCode).toBe(200);
    }
    expect(await mails(owner.email)).toHaveLength(1);
    t.clock.advance(61 * 60_000);
    await t.request({ method: 'POST', url: '/api/auth/register', body: registration(owner.email) });
    expect(await mails(owner.email)).toHaveLength(2);
  });

  it('should list every bad field when the input is invalid', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { firstName: '', lastName: 'x', email: 'nope', password: 'short', countryCode: '91', mobileNumber: '12' } });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.firstName', 'body.email', 'body.password', 'body.countryCode', 'body.mobileNumber']));
  });

  it('should reject a phone number that is not valid for its country code', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { ...registration('phone@example.com'), mobileNumber: '12345' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.mobileNumber');
  });

  it.each([
    ['eight characters', 'aaaaaaaa', 'At least 12 characters'],
    ['eleven characters', 'Blue-Lant-7', 'At least 12 characters'],
    ['one repeated character', 'aaaaaaaaaaaa', PASSWORD_MESSAGES.trivial],
    ['only spaces', ' '.repeat(14), PASSWORD_MESSAGES.trivial],
    ['the email address itself', 'rule-test@example.com', PASSWORD_MESSAGES.personal],
    ["the email's local part in another case", 'My-RULE-TEST-2026', PASSWORD_MESSAGES.personal],
    ['the first name', 'xx-ASHA-lantern-77', PASSWORD_MESSAGES.personal],
    ['the last name', 'verma-lantern-77', PASSWORD_MESSAGES.personal],
    ['a common password', 'qwerty123456', PASSWORD_MESSAGES.common],
  ])('should refuse a password that is %s, on the password field', async (_, password, message) => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { ...registration('rule-test@example.com'), password } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().errors).toContainEqual({ path: 'body.password', message });
    expect(res.json().errors.every((e: { path: string }) => e.path === 'body.password')).toBe(true);
    expect(await mails('rule-test@example.com')).toHaveLength(0);
  });

  it('should accept a password with a name part shorter than 3 characters', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { ...registration('jo@example.com'), firstName: 'Jo', lastName: 'Li', password: 'Jo-Li-Lantern-77' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('should confirm the address once, at once for the signed-in session, and refuse the link a second time', async () => {
    await t.request({ method: 'POST', url: '/api/auth/register', body: registration('verify-me@example.com') });
    const session = (await login('verify-me@example.com', 'Blue-Lantern-77')).json().data;
    const token = await lastVerifyToken('verify-me@example.com');
    const res = await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: VERIFIED_MESSAGE, data: null });
    const me = await t.request({ url: '/api/auth/me', token: session.token, userId: session.user.id });
    expect(me.json().data.EmailVerified).toBe(true);
    const again = await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('should refuse a link older than 48 hours and leave the address unverified', async () => {
    await t.request({ method: 'POST', url: '/api/auth/register', body: registration('too-late@example.com') });
    const token = await lastVerifyToken('too-late@example.com');
    t.clock.advance(48 * 3_600_000 + 60_000);
    const res = await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TOKEN_INVALID');
    expect((await login('too-late@example.com', 'Blue-Lantern-77')).json().data.user.EmailVerified).toBe(false);
  });

  it('should refuse a made-up token and a reset token', async () => {
    const u = await t.createUser({ emailVerified: false });
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: u.email } });
    for (const token of ['made-up-token-123', await lastResetToken(u.email)]) {
      const res = await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('TOKEN_INVALID');
    }
    expect((await t.as(u)({ url: '/api/auth/me' })).json().data.EmailVerified).toBe(false);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('should mail a working new link to an unverified account and refuse once it is verified', async () => {
    const u = await t.createUser({ emailVerified: false });
    const res = await t.as(u)({ method: 'POST', url: '/api/auth/resend-verification' });
    expect(res.statusCode).toBe(200);
    const mail = await lastMail(u.email);
    expect(mail?.subject).toBe(`Confirm your email address for ${t.config.BRAND}`);
    const token = await lastVerifyToken(u.email);
    expect((await t.request({ method: 'POST', url: '/api/auth/verify-email', body: { token } })).statusCode).toBe(200);
    const after = await t.as(u)({ method: 'POST', url: '/api/auth/resend-verification' });
    expect(after.statusCode).toBe(422);
    expect(after.json().code).toBe('RULE_VIOLATED');
    expect(await mails(u.email)).toHaveLength(1);
  });

  it('should answer 429 with Retry-After after 3 links in an hour', async () => {
    const u = await t.createUser({ emailVerified: false });
    for (let i = 0; i < 3; i++) expect((await t.as(u)({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(200);
    const res = await t.as(u)({ method: 'POST', url: '/api/auth/resend-verification' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mails(u.email)).toHaveLength(3);
  });

  it('should answer 401 without a session', async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(401);
  });
});

describe('requireVerified (the guard of buying, forum posting and the resume bank)', () => {
  it('should let a verified account through and answer 403 EMAIL_UNVERIFIED to an unverified one until it verifies', async () => {
    const guarded = await createTestApp({
      routes: (app) => {
        app.post('/api/test-only/verified-action', { config: { access: 'authenticated' } }, async (req) => ok({ userId: requireVerified(req).userId }));
      },
    });
    try {
      const verified = await guarded.createUser();
      const ok1 = await guarded.as(verified)({ method: 'POST', url: '/api/test-only/verified-action' });
      expect(ok1.statusCode).toBe(200);
      expect(ok1.json().data).toEqual({ userId: verified.id });
      const unverified = await guarded.createUser({ emailVerified: false });
      const refused = await guarded.as(unverified)({ method: 'POST', url: '/api/test-only/verified-action' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'EMAIL_UNVERIFIED', message: expect.stringMatching(/Confirm your email address/) });
      await guarded.as(unverified)({ method: 'POST', url: '/api/auth/resend-verification' });
      const rows = await guarded.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, unverified.email));
      const token = /verify-email\/([\w-]+)/.exec(rows.at(-1)?.textBody ?? '')?.[1];
      expect((await guarded.request({ method: 'POST', url: '/api/auth/verify-email', body: { token } })).statusCode).toBe(200);
      expect((await guarded.as(unverified)({ method: 'POST', url: '/api/test-only/verified-action' })).statusCode).toBe(200);
      expect((await guarded.request({ method: 'POST', url: '/api/test-only/verified-action' })).statusCode).toBe(401);
    } finally {
      await guarded.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  it('should sign in and record the device signature when the password is right', async () => {
    const u = await t.createUser();
    const res = await login(u.email, u.password);
    expect(res.statusCode).toBe(200);
    const admin = await t.createUser({ role: 'Admin' });
    const list = await t.as(admin)({ url: `/api/users/getSsoTokenList?term=${encodeURIComponent(u.email)}` });
    const row = list.json().data.items.find((r: { UserAgent: string }) => r.UserAgent === 'Mozilla/5.0 Test');
    expect(row).toMatchObject({ Email: u.email, ScreenResolution: '1920x1080', Phone: '+91 9876543210' });
  });

  it('should answer 401 alike for a wrong password and an unknown email', async () => {
    const u = await t.createUser();
    const wrong = await login(u.email, 'Not-The-Password-1');
    const unknown = await login('nobody@example.com', 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('should lock the account with 429 and Retry-After after repeated failures, even with the right password', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 3; i++) expect((await login(u.email, 'Wrong-Password-9')).statusCode).toBe(401);
    const res = await login(u.email, u.password);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('should refuse a deactivated account', async () => {
    const u = await t.createUser();
    const admin = await t.createUser({ role: 'Admin' });
    await t.as(admin)({ method: 'POST', url: `/api/users/${u.id}/deactivate` });
    const res = await login(u.email, u.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
  });
});

describe('POST /api/auth/login rate limit per IP', () => {
  it('should answer 429 when one IP makes too many attempts', async () => {
    const t2 = await createTestApp({ config: { LOGIN_ATTEMPTS_PER_IP: '2', AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await t2.request({ method: 'POST', url: '/api/auth/login', body: { email: `x${i}@example.com`, password: 'whatever-1' }, ip: '10.9.9.9' })).statusCode);
      }
      expect(codes).toEqual([401, 401, 429]);
    } finally {
      await t2.close();
    }
  });
});

describe('sessions: expiry and renewal', () => {
  it('should expire a session after the idle time and renew it on use', async () => {
    const u = await t.createUser();
    const idleMs = t.config.SESSION_IDLE_MINUTES * 60_000;
    t.clock.advance(idleMs - 60_000);
    expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(200); // renews
    t.clock.advance(idleMs - 60_000);
    expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(200);
    t.clock.advance(idleMs + 1000);
    const res = await t.as(u)({ url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it('should end a session at its absolute maximum however often it is used', async () => {
    const u = await t.createUser();
    const step = (t.config.SESSION_IDLE_MINUTES - 1) * 60_000;
    const maxMs = t.config.SESSION_MAX_DAYS * 86_400_000;
    let elapsed = 0;
    while (elapsed + step < maxMs) {
      t.clock.advance(step);
      elapsed += step;
      expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(200);
    }
    t.clock.advance(maxMs - elapsed + 1000);
    expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('should answer 401 to a made-up token', async () => {
    const res = await t.request({ url: '/api/auth/me', token: 'made-up-token' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('should end the session so its token answers 401', async () => {
    const u = await t.createUser();
    expect((await t.as(u)({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/forgot-password and reset-password', () => {
  it('should answer the same whether or not the email exists, and mail only real accounts', async () => {
    const u = await t.createUser();
    const a = await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: u.email } });
    const b = await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: 'ghost@example.com' } });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(await lastResetToken(u.email)).not.toBe('');
    expect(await lastResetToken('ghost@example.com')).toBe('');
  });

  it('should set the new password, end every session and refuse the link a second time', async () => {
    const u = await t.createUser();
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: u.email } });
    const token = await lastResetToken(u.email);
    const res = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, password: 'Fresh-Meadow-88' } });
    expect(res.statusCode).toBe(200);
    expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await login(u.email, 'Fresh-Meadow-88')).statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, password: 'Other-Meadow-99' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it("should refuse a new password containing the account's email or name, and keep the link usable", async () => {
    const u = await t.createUser();
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: u.email } });
    const token = await lastResetToken(u.email);
    for (const password of [`${u.email.split('@')[0]!.toUpperCase()}-Meadow`, 'my-test-meadow-88', 'Fresh-Mead', 'zzzzzzzzzzzzzz']) {
      const res = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, password } });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().errors[0].path).toBe('body.password');
    }
    const personal = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, password: 'my-test-meadow-88' } });
    expect(personal.json()).toMatchObject({ message: `Choose a stronger password: ${PASSWORD_MESSAGES.personal}`, errors: [{ path: 'body.password', message: PASSWORD_MESSAGES.personal }] });
    expect((await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, password: 'Fresh-Meadow-88' } })).statusCode).toBe(200);
  });

  it('should refuse a reset link older than 30 minutes', async () => {
    const u = await t.createUser();
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: u.email } });
    const token = await lastResetToken(u.email);
    t.clock.advance(31 * 60_000);
    const res = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, password: 'Fresh-Meadow-88' } });
    expect(res.statusCode).toBe(400);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it('should change the password and end the other sessions but keep this one', async () => {
    const u = await t.createUser();
    const other = (await login(u.email, u.password)).json().data.token;
    const res = await t.as(u)({ method: 'POST', url: '/api/auth/change-password', body: { currentPassword: u.password, newPassword: 'Silver-Harbour-31' } });
    expect(res.statusCode).toBe(200);
    expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/auth/me', token: other, userId: u.id })).statusCode).toBe(401);
  });

  it.each([
    ['a name of the account', 'Test-Harbour-31', PASSWORD_MESSAGES.personal],
    ['one repeated character', '!!!!!!!!!!!!', PASSWORD_MESSAGES.trivial],
    ['a common password', 'qwerty123456', PASSWORD_MESSAGES.common],
    ['shorter than 12 characters', 'Harbour-31', 'At least 12 characters'],
  ])('should refuse a new password that is %s, on the new password field', async (_, newPassword, message) => {
    const u = await t.createUser();
    const res = await t.as(u)({ method: 'POST', url: '/api/auth/change-password', body: { currentPassword: u.password, newPassword } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'body.newPassword', message });
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('should refuse a wrong current password and change nothing', async () => {
    const u = await t.createUser();
    const res = await t.as(u)({ method: 'POST', url: '/api/auth/change-password', body: { currentPassword: 'nope-nope-1', newPassword: 'Silver-Harbour-31' } });
    expect(res.statusCode).toBe(400);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });
});

describe('SSO hand-over: POST /api/auth/sso-tokens and POST /api/users/verifySsoToken', () => {
  it('should exchange a token once for a session with the device details', async () => {
    const u = await t.createUser();
    const issued = (await t.as(u)({ method: 'POST', url: '/api/auth/sso-tokens' })).json().data;
    const res = await t.request({ method: 'POST', url: '/api/users/verifySsoToken', body: { SessionToken: issued.ssoToken, deviceDetails: device } });
    expect(res.json()).toMatchObject({ status: 200, message: 'Success', data: { user: { id: u.id } } });
    const again = await t.request({ method: 'POST', url: '/api/users/verifySsoToken', body: { SessionToken: issued.ssoToken, deviceDetails: device } });
    expect(again.json().message).toBe('Session Token Expired');
  });

  it("should answer 'Session Token Expired' for an unknown or expired token", async () => {
    const u = await t.createUser();
    const issued = (await t.as(u)({ method: 'POST', url: '/api/auth/sso-tokens' })).json().data;
    t.clock.advance(3 * 60_000);
    const expired = await t.request({ method: 'POST', url: '/api/users/verifySsoToken', body: { SessionToken: issued.ssoToken } });
    const unknown = await t.request({ method: 'POST', url: '/api/users/verifySsoToken', body: { SessionToken: 'unknown' } });
    expect(expired.json().message).toBe('Session Token Expired');
    expect(unknown.json().message).toBe('Session Token Expired');
  });
});

describe('my sessions: GET /api/auth/sessions, DELETE /api/auth/sessions/:id, revoke-others', () => {
  it('should list only my live sessions and end one of them', async () => {
    const u = await t.createUser();
    const second = (await login(u.email, u.password)).json().data.token;
    const list = (await t.as(u)({ url: '/api/auth/sessions' })).json().data;
    expect(list.total).toBe(2);
    expect(list.items.filter((s: { Current: boolean }) => s.Current)).toHaveLength(1);
    const other = list.items.find((s: { Current: boolean }) => !s.Current);
    expect((await t.as(u)({ method: 'DELETE', url: `/api/auth/sessions/${other.ID}` })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/auth/me', token: second })).statusCode).toBe(401);
  });

  it("should answer 404 for someone else's session", async () => {
    const u = await t.createUser();
    const v = await t.createUser();
    expect((await t.as(u)({ method: 'DELETE', url: `/api/auth/sessions/${v.sessionId}` })).statusCode).toBe(404);
    expect((await t.as(v)({ url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('should log out every other session', async () => {
    const u = await t.createUser();
    const second = (await login(u.email, u.password)).json().data.token;
    const res = await t.as(u)({ method: 'POST', url: '/api/auth/sessions/revoke-others' });
    expect(res.json().data.ended).toBe(1);
    expect((await t.request({ url: '/api/auth/me', token: second })).statusCode).toBe(401);
    expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/profile', () => {
  it('should update my personal details', async () => {
    const u = await t.createUser();
    const res = await t.as(u)({ method: 'PUT', url: '/api/auth/profile', body: { firstName: 'Meera', lastName: 'Iyer', countryCode: '+49', mobileNumber: '15123456789' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Meera Iyer', country: '+49' });
  });
});
