import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';

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

/** The reset token in the last mail sent to an address. */
async function lastResetToken(email: string) {
  const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const text = rows.at(-1)?.textBody ?? '';
  return decodeURIComponent(/token=([^\s]+)/.exec(text)?.[1] ?? '');
}

describe('POST /api/auth/register', () => {
  it('should create a trainee and return a working session when the input is valid', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: registration('asha@example.com') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, message: 'Success', data: { user: { role: 'Trainee', email: 'asha@example.com', name: 'Asha Verma', country: '+91' } } });
    const me = await t.request({ url: '/api/auth/me', token: body.data.token, userId: body.data.user.id });
    expect(me.json().data.email).toBe('asha@example.com');
  });

  it('should answer 409 when the email is taken in any case', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: registration('ASHA@example.com') });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
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

  it('should reject a common password', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: { ...registration('common@example.com'), password: 'password123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.password');
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
