import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { sessions, twoFactorKeys, twoFactorRecoveryCodes } from './auth.tables.ts';
import { users } from '../users/users.tables.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';

const clock = new TestClock(new Date('2026-03-02T10:00:10Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: { TWO_FACTOR_REQUIRED_ROLES: 'Admin', LOGIN_ATTEMPTS_PER_IP: '10000', AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
  });
});
afterAll(() => t.close());

const device = { screenWidth: 1280, screenHeight: 800, userAgent: 'Mozilla/5.0 TwoFactorTest', isMobile: false };
/** The app's code for a key at the test clock's time, `steps` periods away. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({ timestamp: clock.time.getTime() + steps * 30_000 });
const nextStep = () => clock.advance(30_000);

type User = Awaited<ReturnType<TestApp['createUser']>>;

const login = (u: { email: string; password: string }, rememberedDevice?: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', body: { email: u.email, password: u.password, device, ...(rememberedDevice ? { rememberedDevice } : {}) } });
const secondStep = (body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/auth/login/two-factor', body: { device, ...body } });

/** Sets up and turns on two-factor sign-in for a signed-in user; its key and recovery codes. */
async function enrol(u: User) {
  const setup = await t.as(u)({ method: 'POST', url: '/api/auth/two-factor/setup' });
  expect(setup.statusCode).toBe(200);
  const { Secret: secret } = setup.json().data;
  const enabled = await t.as(u)({ method: 'POST', url: '/api/auth/two-factor/enable', body: { Code: codeOf(secret) } });
  expect(enabled.statusCode).toBe(200);
  nextStep();
  return { secret: secret as string, codes: enabled.json().data.RecoveryCodes as string[] };
}

describe('POST /api/auth/two-factor/setup and /enable', () => {
  it('should give a key with its otpauth address and QR code, turn on with a code and answer ten distinct recovery codes once', async () => {
    const u = await t.createUser({ role: 'Mentor' });
    const before = (await t.as(u)({ url: '/api/auth/two-factor' })).json().data;
    expect(before).toEqual({ Enabled: false, EnrolledOn: null, Required: false, RecoveryCodesLeft: 0, Devices: [] });
    const setup = (await t.as(u)({ method: 'POST', url: '/api/auth/two-factor/setup' })).json().data;
    expect(setup.Secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.OtpauthUri).toMatch(new RegExp(`^otpauth://totp/.*secret=${setup.Secret}`));
    expect(setup.OtpauthUri).toContain(encodeURIComponent(u.email));
    expect(setup.QrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.QrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // Stored sealed, never as the key itself.
    const [row] = await t.database.db.select().from(twoFactorKeys).where(eq(twoFactorKeys.userId, u.id));
    expect(row!.secretSealed).not.toContain(setup.Secret);
    expect(row!.enrolledOn).toBeNull();

    const wrong = await t.as(u)({ method: 'POST', url: '/api/auth/two-factor/enable', body: { Code: codeOf(setup.Secret, 5) } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('body.Code');

    const res = await t.as(u)({ method: 'POST', url: '/api/auth/two-factor/enable', body: { Code: codeOf(setup.Secret) } });
    expect(res.statusCode).toBe(200);
    const codes: string[] = res.json().data.RecoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const stored = await t.database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, u.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.codeHash)).not.toContain(codes[0]);

    const after = (await t.as(u)({ url: '/api/auth/two-factor' })).json().data;
    expect(after).toMatchObject({ Enabled: true, Required: false, RecoveryCodesLeft: 10 });
    // A second set-up would replace the key of an enrolled account: refused.
    expect((await t.as(u)({ method: 'POST', url: '/api/auth/two-factor/setup' })).statusCode).toBe(422);
  });
});

describe('POST /api/auth/login with two-factor sign-in', () => {
  it('should answer the login of an account without it with a session as before', async () => {
    const u = await t.createUser({ role: 'Mentor' });
    const res = await login(u);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toBeTruthy();
    expect(res.json().data.TwoFactorRequired).toBeUndefined();
  });

  it('should answer a challenge instead of a session, and give the session for a code of the app', async () => {
    const u = await t.createUser({ role: 'Editor' });
    const { secret } = await enrol(u);
    const res = await login(u);
    expect(res.statusCode).toBe(200);
    const challenge = res.json().data;
    expect(challenge).toMatchObject({ TwoFactorRequired: true, EnrolmentRequired: false });
    expect(challenge.token).toBeUndefined();
    const ok = await secondStep({ ChallengeToken: challenge.ChallengeToken, Code: codeOf(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ user: { email: u.email }, RememberedDevice: null });
    const me = await t.request({ url: '/api/auth/me', token: ok.json().data.token, userId: u.id });
    expect(me.statusCode).toBe(200);
    // The challenge is used up.
    nextStep();
    const again = await secondStep({ ChallengeToken: challenge.ChallengeToken, Code: codeOf(secret) });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('should refuse a wrong code and the same code a second time within its window', async () => {
    const u = await t.createUser({ role: 'Editor' });
    const { secret } = await enrol(u);
    const c1 = (await login(u)).json().data.ChallengeToken;
    const wrong = await secondStep({ ChallengeToken: c1, Code: codeOf(secret, 4) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'body.Code' }] });
    const code = codeOf(secret);
    expect((await secondStep({ ChallengeToken: c1, Code: code })).statusCode).toBe(200);
    const c2 = (await login(u)).json().data.ChallengeToken;
    const reused = await secondStep({ ChallengeToken: c2, Code: code });
    expect(reused.statusCode).toBe(400);
    // One step later (still inside the ±1 window) the same code is still refused; the next one works.
    clock.advance(30_000);
    expect((await secondStep({ ChallengeToken: c2, Code: code })).statusCode).toBe(400);
    expect((await secondStep({ ChallengeToken: c2, Code: codeOf(secret) })).statusCode).toBe(200);
  });

  it('should accept the previous step\'s code (clock drift) but not one two steps old', async () => {
    const u = await t.createUser({ role: 'Editor' });
    const { secret } = await enrol(u);
    clock.advance(60_000); // the enrolment's code is two steps old now
    const c = (await login(u)).json().data.ChallengeToken;
    expect((await secondStep({ ChallengeToken: c, Code: codeOf(secret, -2) })).statusCode).toBe(400);
    expect((await secondStep({ ChallengeToken: c, Code: codeOf(secret, -1) })).statusCode).toBe(200);
  });

  it('should stop a challenge after five attempts', async () => {
    const u = await t.createUser({ role: 'Editor' });
    const { secret } = await enrol(u);
    const c = (await login(u)).json().data.ChallengeToken;
    for (let i = 0; i < 5; i++) expect((await secondStep({ ChallengeToken: c, Code: '000000' === codeOf(secret) ? '111111' : '000000' })).statusCode).toBe(400);
    const blocked = await secondStep({ ChallengeToken: c, Code: codeOf(secret) });
    expect(blocked.statusCode).toBe(429);
    // A new password step gives a new challenge.
    const fresh = (await login(u)).json().data.ChallengeToken;
    expect((await secondStep({ ChallengeToken: fresh, Code: codeOf(secret) })).statusCode).toBe(200);
  });

  it('should block the account after ten wrong codes over several challenges', async () => {
    const u = await t.createUser({ role: 'Editor' });
    const { secret } = await enrol(u);
    const bad = codeOf(secret) === '000000' ? '111111' : '000000';
    for (let round = 0; round < 2; round++) {
      const c = (await login(u)).json().data.ChallengeToken;
      for (let i = 0; i < 5; i++) expect((await secondStep({ ChallengeToken: c, Code: bad })).statusCode).toBe(400);
    }
    const c = (await login(u)).json().data.ChallengeToken;
    expect((await secondStep({ ChallengeToken: c, Code: codeOf(secret) })).statusCode).toBe(429);
  });

  it('should count wrong codes sent side by side before checking them: never more than ten get an answer', async () => {
    const u = await t.createUser({ role: 'Editor' });
    const { secret } = await enrol(u);
    const bad = codeOf(secret) === '000000' ? '111111' : '000000';
    const challenges = await Promise.all(Array.from({ length: 4 }, async () => (await login(u)).json().data.ChallengeToken as string));
    const answers = await Promise.all(challenges.flatMap((c) => Array.from({ length: 5 }, () => secondStep({ ChallengeToken: c, Code: bad }))));
    const checked = answers.filter((r) => r.statusCode === 400).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(20 - checked);
  });

  it('should take each recovery code once', async () => {
    const u = await t.createUser({ role: 'Editor' });
    const { codes } = await enrol(u);
    const c1 = (await login(u)).json().data.ChallengeToken;
    expect((await secondStep({ ChallengeToken: c1, RecoveryCode: codes[0]!.toUpperCase().replaceAll('-', ' ') })).statusCode).toBe(200);
    const c2 = (await login(u)).json().data.ChallengeToken;
    const again = await secondStep({ ChallengeToken: c2, RecoveryCode: codes[0] });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].path).toBe('body.RecoveryCode');
    expect((await secondStep({ ChallengeToken: c2, RecoveryCode: codes[1] })).statusCode).toBe(200);
    expect((await t.as(u)({ url: '/api/auth/two-factor' })).json().data.RecoveryCodesLeft).toBe(8);
  });

  it('should skip the code on a remembered device for 30 days, for that account only', async () => {
    const u = await t.createUser({ role: 'Editor' });
    const other = await t.createUser({ role: 'Editor' });
    const { secret } = await enrol(u);
    await enrol(other);
    const c = (await login(u)).json().data.ChallengeToken;
    const res = await secondStep({ ChallengeToken: c, Code: codeOf(secret), RememberDevice: true });
    const remembered = res.json().data.RememberedDevice;
    expect(remembered.DeviceToken).toBeTruthy();
    expect(new Date(remembered.ExpiresAt).getTime() - clock.time.getTime()).toBe(30 * 86_400_000);

    const skipped = await login(u, remembered.DeviceToken);
    expect(skipped.json().data.token).toBeTruthy();
    // Another account's device token does not skip this one's code.
    expect((await login(other, remembered.DeviceToken)).json().data.TwoFactorRequired).toBe(true);
    const status = (await t.request({ url: '/api/auth/two-factor', token: skipped.json().data.token, userId: u.id })).json().data;
    expect(status.Devices).toHaveLength(1);
    expect(status.Devices[0]).toMatchObject({ ID: remembered.ID, UserAgent: device.userAgent });
    expect(status.Devices[0].LastUsedOn).not.toBeNull();

    clock.advance(30 * 86_400_000 + 1000);
    expect((await login(u, remembered.DeviceToken)).json().data.TwoFactorRequired).toBe(true);
  });

  it('should ask for the code again once the device is forgotten', async () => {
    const u = await t.createUser({ role: 'Editor' });
    const { secret } = await enrol(u);
    const c = (await login(u)).json().data.ChallengeToken;
    const remembered = (await secondStep({ ChallengeToken: c, Code: codeOf(secret), RememberDevice: true })).json().data.RememberedDevice;
    const other = await t.createUser({ role: 'Editor' });
    expect((await t.as(other)({ method: 'DELETE', url: `/api/auth/two-factor/devices/${remembered.ID}` })).statusCode).toBe(404);
    expect((await t.as(u)({ method: 'DELETE', url: `/api/auth/two-factor/devices/${remembered.ID}` })).statusCode).toBe(200);
    expect((await login(u, remembered.DeviceToken)).json().data.TwoFactorRequired).toBe(true);
  });
});

describe('a role that requires two-factor sign-in', () => {
  it('should get an enrolment challenge, no session, until it is set up; then a code every time', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const res = (await login(admin)).json().data;
    expect(res).toMatchObject({ TwoFactorRequired: true, EnrolmentRequired: true });
    expect(res.token).toBeUndefined();
    // The enrolment challenge is not a code challenge.
    expect((await secondStep({ ChallengeToken: res.ChallengeToken, Code: '123456' })).json().code).toBe('TOKEN_INVALID');
    const setup = await t.request({ method: 'POST', url: '/api/auth/login/two-factor/setup', body: { ChallengeToken: res.ChallengeToken } });
    expect(setup.statusCode).toBe(200);
    const secret = setup.json().data.Secret;
    const enabled = await t.request({
      method: 'POST', url: '/api/auth/login/two-factor/enable', body: { ChallengeToken: res.ChallengeToken, Code: codeOf(secret), device },
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.RecoveryCodes).toHaveLength(10);
    const token = enabled.json().data.token;
    expect((await t.request({ url: '/api/auth/me', token, userId: admin.id })).json().data.role).toBe('Admin');
    const status = (await t.request({ url: '/api/auth/two-factor', token, userId: admin.id })).json().data;
    expect(status).toMatchObject({ Enabled: true, Required: true });
    // The challenge was used up.
    expect((await t.request({ method: 'POST', url: '/api/auth/login/two-factor/setup', body: { ChallengeToken: res.ChallengeToken } })).statusCode).toBe(400);

    nextStep();
    expect((await login(admin)).json().data).toMatchObject({ TwoFactorRequired: true, EnrolmentRequired: false });
    // It cannot be turned off.
    const off = await t.request({ method: 'POST', url: '/api/auth/two-factor/disable', token, userId: admin.id, body: { Password: admin.password, Code: codeOf(secret) } });
    expect(off.statusCode).toBe(422);
  });
});

describe('POST /api/auth/two-factor/disable and /recovery-codes', () => {
  it('should turn off with the password and a code, and sign in with the password only afterwards', async () => {
    const u = await t.createUser({ role: 'Mentor' });
    const { secret } = await enrol(u);
    const badPassword = await t.as(u)({ method: 'POST', url: '/api/auth/two-factor/disable', body: { Password: 'Wrong-password-1', Code: codeOf(secret) } });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().errors[0].path).toBe('body.Password');
    const res = await t.as(u)({ method: 'POST', url: '/api/auth/two-factor/disable', body: { Password: u.password, Code: codeOf(secret) } });
    expect(res.statusCode).toBe(200);
    expect((await login(u)).json().data.token).toBeTruthy();
  });

  it('should give ten new recovery codes for a code of the app, the old ones no longer working', async () => {
    const u = await t.createUser({ role: 'Mentor' });
    const { secret, codes } = await enrol(u);
    const res = await t.as(u)({ method: 'POST', url: '/api/auth/two-factor/recovery-codes', body: { Code: codeOf(secret) } });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().data.RecoveryCodes;
    expect(fresh).toHaveLength(10);
    const c = (await login(u)).json().data.ChallengeToken;
    expect((await secondStep({ ChallengeToken: c, RecoveryCode: codes[0] })).statusCode).toBe(400);
    expect((await secondStep({ ChallengeToken: c, RecoveryCode: fresh[0] })).statusCode).toBe(200);
  });
});

describe('SSO hand-over and renewal after a two-factor sign-in', () => {
  it('should hand the verified session over through an SSO token and keep renewing it', async () => {
    const u = await t.createUser({ role: 'Editor' });
    const { secret } = await enrol(u);
    const c = (await login(u)).json().data.ChallengeToken;
    const session = (await secondStep({ ChallengeToken: c, Code: codeOf(secret) })).json().data;
    const sso = await t.request({ method: 'POST', url: '/api/auth/sso-tokens', token: session.token, userId: u.id });
    expect(sso.statusCode).toBe(200);
    const exchanged = await t.request({ method: 'POST', url: '/api/users/verifySsoToken', body: { SessionToken: sso.json().data.ssoToken, deviceDetails: device } });
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().data.user.email).toBe(u.email);

    const [before] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(session.token)));
    clock.advance(5 * 60_000);
    expect((await t.request({ url: '/api/auth/me', token: session.token, userId: u.id })).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(sessions).where(eq(sessions.id, before!.id));
    expect(after!.lastRenewedOn.getTime()).toBeGreaterThan(before!.lastRenewedOn.getTime());
    expect(after!.idleExpiresAt.getTime()).toBeGreaterThan(before!.idleExpiresAt.getTime());
  });
});

describe('POST /api/users/:id/two-factor/reset', () => {
  it('should let a SuperAdmin turn off a lost device, end the sessions and write the audit log; others get 403', async () => {
    const superAdmin = await t.createUser({ role: 'SuperAdmin' });
    const admin = await t.createUser({ role: 'Admin' });
    const u = await t.createUser({ role: 'Editor' });
    const { secret } = await enrol(u);
    const url = `/api/users/${u.id}/two-factor/reset`;
    expect((await t.as(admin)({ method: 'POST', url })).statusCode).toBe(403);
    expect((await t.as(u)({ method: 'POST', url })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url })).statusCode).toBe(401);

    const res = await t.as(superAdmin)({ method: 'POST', url });
    expect(res.statusCode).toBe(200);
    expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(401);
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'users.twoFactor.reset'), eq(auditLog.entityId, String(u.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUserId: superAdmin.id, entityType: 'user' });
    expect(entries[0]!.summary).toContain(u.email);
    // Signs in with the password only now; the old key is gone.
    expect((await login(u)).json().data.token).toBeTruthy();
    expect(codeOf(secret)).toBeTruthy();
    // Nothing left to reset.
    expect((await t.as(superAdmin)({ method: 'POST', url })).statusCode).toBe(422);
  });
});

describe('the second factor cannot be stepped around (review findings)', () => {
  it('should require it of a role stored in another case', async () => {
    const u = await t.createUser({ role: 'Trainee' });
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, u.id));
    expect((await login(u)).json().data).toMatchObject({ TwoFactorRequired: true, EnrolmentRequired: true });
  });

  it('should not let a session from before the requirement hand itself on, and end the sessions of a promotion into it', async () => {
    const superAdmin = await t.createUser({ role: 'SuperAdmin' });
    const u = await t.createUser({ role: 'Mentor' });
    // Promoted into a role that requires it: every session of the account ends, so the next sign-in goes through it.
    const promoted = await t.as(superAdmin)({ method: 'PUT', url: `/api/users/${u.id}/role`, body: { role: 'Admin' } });
    expect(promoted.statusCode).toBe(200);
    expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(401);
    // A session that exists anyway (made before the rule was configured) cannot mint hand-over tokens.
    const old = await t.services.sessions.start(u.id, undefined, { ip: '127.0.0.1' });
    const sso = await t.request({ method: 'POST', url: '/api/auth/sso-tokens', token: old.token, userId: u.id });
    expect(sso.statusCode).toBe(403);
    expect(sso.json().message).toMatch(/two-factor/);
  });

  it("should not let a SuperAdmin's session turn off the SuperAdmin's own second factor", async () => {
    const top = await t.createUser({ role: 'SuperAdmin' });
    await enrol(top);
    const res = await t.as(top)({ method: 'POST', url: `/api/users/${top.id}/two-factor/reset` });
    expect(res.statusCode).toBe(422);
    expect((await t.as(top)({ url: '/api/auth/two-factor' })).json().data.Enabled).toBe(true);
  });

  it('should forget every remembered device when the password is reset', async () => {
    const u = await t.createUser({ role: 'Editor' });
    const { secret } = await enrol(u);
    const c = (await login(u)).json().data.ChallengeToken;
    const remembered = (await secondStep({ ChallengeToken: c, Code: codeOf(secret), RememberDevice: true })).json().data.RememberedDevice;
    expect((await login(u, remembered.DeviceToken)).json().data.token).toBeTruthy();
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: u.email } });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, u.email));
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mails.at(-1)?.textBody ?? '')?.[1] ?? '');
    const reset = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, password: 'Fresh-Meadow-88' } });
    expect(reset.statusCode).toBe(200);
    expect((await login({ email: u.email, password: 'Fresh-Meadow-88' }, remembered.DeviceToken)).json().data.TwoFactorRequired).toBe(true);
  });
});
